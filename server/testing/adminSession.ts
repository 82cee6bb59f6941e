import { request, type TestServer } from './testServer.js';

export type AdminRequest = (
  path: string,
  init?: { method?: string; body?: unknown; headers?: Record<string, string> },
) => ReturnType<typeof request>;

/** Logs in as the admin of a test server and answers a caller of /api/admin/* with that session. */
export async function adminSession(server: TestServer, password: string): Promise<AdminRequest> {
  const response = await request(`${server.url}/api/login`, {
    method: 'POST',
    body: { username: 'admin', password },
  });
  if (response.status !== 200) throw new Error(`admin login answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
  return (path, init = {}) =>
    request(`${server.url}/api/admin${path}`, { ...init, headers: { cookie, ...init.headers } });
}
