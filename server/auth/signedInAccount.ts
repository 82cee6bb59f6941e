import type { Request } from 'express';
import type { TeamRole } from '../../src/shared/team.js';
import type { Store } from '../store/types.js';

/** Who is behind a session, read from the store on every call (issue 40). */
export interface SignedInAccount {
  username: string;
  email: string | null;
  name: string;
  role: TeamRole;
  /** The team requires two-factor and this person has not set it up yet. */
  twoFactorMissing: boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    account?: SignedInAccount;
  }
}

/**
 * Reads the session's account: a person removed from the team, or a session from before, finds
 * none, and their session ends at this call (issue 40, item 2).
 */
export async function loadAccount(req: Request, store: Store): Promise<boolean> {
  const username = req.session?.username;
  if (!username) return true;
  // Asked together: on PostgreSQL every admin call waits for these round trips (issue 42, item 4).
  const [user, { requireTwoFactor }] = await Promise.all([
    store.findUser(username),
    store.team.getSettings(),
  ]);
  if (!user || user.username !== username) return false;
  const twoFactorMissing = requireTwoFactor && !(await store.getTwoFactor(username));
  req.account = { username, email: user.email, name: user.name, role: user.role, twoFactorMissing };
  return true;
}

/** The account that requireUser let through. */
export function signedIn(req: Request): SignedInAccount {
  if (!req.account) throw new Error('requireUser must run before this handler');
  return req.account;
}
