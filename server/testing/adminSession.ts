import { request, type TestServer } from './testServer.js';

export type AdminRequest = (
  path: string,
  init?: { method?: string; body?: unknown; headers?: Record<string, string> },
) => ReturnType<typeof request>;

async function signIn(server: Pick<TestServer, 'url'>, password: string) {
  const response = await request(`${server.url}/api/login`, {
    method: 'POST',
    body: { username: 'admin', password },
  });
  if (response.status !== 200) throw new Error(`admin login answered ${response.status}`);
  return response.headers.getSetCookie().map((line) => line.split(';')[0]!);
}

/**
 * Logs in as the admin of a test server and answers the session cookie alone ("synapse.sid=..."),
 * for tests that send it themselves; a login that starts no session fails the test.
 */
export async function adminCookie(
  server: Pick<TestServer, 'url'>,
  password: string,
): Promise<string> {
  const session = (await signIn(server, password)).find((pair) => pair.startsWith('synapse.sid='));
  if (!session) throw new Error('admin login set no session cookie');
  return session;
}

/** Logs in as the admin of a test server and answers a caller of /api/admin/* with that session. */
export async function adminSession(
  server: Pick<TestServer, 'url'>,
  password: string,
): Promise<AdminRequest> {
  const cookie = (await signIn(server, password)).join('; ');
  return (path, init = {}) =>
    request(`${server.url}/api/admin${path}`, { ...init, headers: { cookie, ...init.headers } });
}
