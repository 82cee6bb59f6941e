import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCookie } from '../testing/adminSession.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/** Issue 20, finding 2: a password change ends every other session and renews the current one. */

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a much longer new secret';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer({ adminPassword: PASSWORD });
});
afterEach(async () => {
  await server.dispose();
});

function sessionCookieOf(response: { headers: Headers }): string | undefined {
  const line = response.headers.getSetCookie().find((value) => value.startsWith('synapse.sid='));
  return line?.split(';')[0];
}

const signIn = () => adminCookie(server, PASSWORD);

const currentUser = (cookie: string) => request(`${server.url}/api/user`, { headers: { cookie } });

describe('changing the password', () => {
  it("ends the user's other sessions and gives the current one a new id", async () => {
    const laptop = await signIn();
    const phone = await signIn();
    const changed = await request(`${server.url}/api/admin/change-password`, {
      method: 'POST',
      headers: { cookie: laptop },
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(204);

    const renewed = sessionCookieOf(changed);
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(laptop);
    expect((await currentUser(renewed!)).status).toBe(200);
    expect((await currentUser(laptop)).status).toBe(401);
    expect((await currentUser(phone)).status).toBe(401);

    // Still ended after a restart.
    server = await server.restart();
    expect((await currentUser(phone)).status).toBe(401);
    expect((await currentUser(renewed!)).status).toBe(200);
  });
});
