import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/shared/index.js';
import { signUp } from '../testing/fixtures.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.dispose();
});

const post = (path: string, body: unknown) =>
  request(`${server.url}${path}`, { method: 'POST', body });
const count = async () => (await request(`${server.url}/api/waitlist/count`)).body;

describe('throwaway e-mail domains', () => {
  it('are refused on every join path with a clear message, and nothing is stored', async () => {
    const form = await post('/api/waitlist/join', signUp('someone@mailinator.com'));
    expect(form.status).toBe(400);
    expect(form.body).toEqual({
      message: MESSAGES.disposableEmail,
      errors: { email: MESSAGES.disposableEmail },
    });
    for (const path of ['/api/josh2/join', '/api/waitlist']) {
      const terminal = await post(path, { email: 'someone@sub.guerrillamail.com' });
      expect(terminal.status).toBe(400);
    }
    expect(await count()).toEqual({ count: 0 });
  });

  it('do not stop an address at a real provider', async () => {
    const form = await post('/api/waitlist/join', signUp('ada@gmail.com'));
    expect(form.status).toBe(201);
  });
});
