import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { E2E_SESSION_SECRET } from './constants';

type Purpose = 'confirm' | 'status' | 'invite';
interface LinkTokens {
  sign(purpose: Purpose, entryId: number, issuedAt: Date, stamp?: number): string;
}

/** The server's own token signer from the build under test, keyed like the e2e server. */
async function serverTokens(): Promise<LinkTokens> {
  const buildDir = resolve(process.env.E2E_BUILD_DIR ?? 'dist');
  const module = (await import(
    pathToFileURL(join(buildDir, 'node', 'server', 'loop', 'tokens.js')).href
  )) as { LinkTokens: new (secret: string) => LinkTokens };
  return new module.LinkTokens(E2E_SESSION_SECRET);
}

/** The entry id inside a real link's token (`<purpose>.<id base 36>.<expiry>...`). */
export function entryIdOf(link: string): number {
  const token = decodeURIComponent(new URL(link).pathname.split('/').pop() ?? '');
  return parseInt(token.split('.')[1] ?? '', 36);
}

/** A correctly signed token for `purpose` that expired a day ago. */
export async function expiredToken(purpose: Purpose, entryId: number): Promise<string> {
  const lifetimeDays = { confirm: 7, status: 90, invite: 30 }[purpose];
  const issuedAt = new Date(Date.now() - (lifetimeDays + 1) * 24 * 60 * 60 * 1000);
  return (await serverTokens()).sign(purpose, entryId, issuedAt);
}

/** A correctly signed status-page token for an entry, issued now (issue 29's leaderboard switch). */
export async function statusToken(entryId: number): Promise<string> {
  return (await serverTokens()).sign('status', entryId, new Date());
}
