import type { TeamRole } from '../../src/shared/team.js';
import { adminCookie } from './adminSession.js';
import type { SmtpCatcher } from './smtpCatcher.js';
import { linksOf } from './smtpCatcher.js';
import { request, type TestServer } from './testServer.js';

export type Call = (
  path: string,
  init?: { method?: string; body?: unknown },
) => ReturnType<typeof request>;

/** A caller of the server with one session cookie, as a browser would keep it. */
export const callerWith =
  (server: Pick<TestServer, 'url'>, cookie: string): Call =>
  (path, init = {}) =>
    request(`${server.url}${path}`, { ...init, headers: { cookie } });

export async function ownerCall(server: Pick<TestServer, 'url'>, password: string): Promise<Call> {
  return callerWith(server, await adminCookie(server, password));
}

/** The token of the invitation link to `address` in the newest mail the catcher holds. */
export async function invitationToken(smtp: SmtpCatcher, address: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mail = [...smtp.messages]
      .reverse()
      .find((m) => m.to && JSON.stringify(m.to).includes(address));
    const link =
      mail && linksOf(mail).find((url) => new URL(url).pathname.startsWith('/admin/join/'));
    if (link) return new URL(link).pathname.split('/')[3]!;
    if (Date.now() > deadline) throw new Error(`No invitation mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * An owner invites `email` with `role`; the invitee follows the link from the mail the SMTP
 * catcher received, sets a name and password and is signed in: answers their caller.
 */
export async function joinedMember(
  server: Pick<TestServer, 'url'>,
  smtp: SmtpCatcher,
  owner: Call,
  email: string,
  role: TeamRole,
  password = 'a long team password 1',
): Promise<Call> {
  const invited = await owner('/api/admin/users', { body: { email, name: `The ${role}`, role } });
  if (invited.status !== 201) throw new Error(`invite answered ${invited.status} ${invited.text}`);
  const token = await invitationToken(smtp, email);
  const joined = await request(`${server.url}/api/join/${token}`, {
    body: { name: `The ${role}`, password },
  });
  if (joined.status !== 201) throw new Error(`join answered ${joined.status} ${joined.text}`);
  const cookie = joined.headers.getSetCookie().map((line) => line.split(';')[0]!);
  return callerWith(
    server,
    cookie.find((pair) => pair.startsWith('synapse.sid='))!,
  );
}
