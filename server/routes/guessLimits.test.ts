import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CreatedApiKey } from '../../src/shared/index.js';
import { RATE_LIMIT_TEXTS } from '../../src/shared/serverTexts.js';
import { LINK_MESSAGES } from '../loop/linkErrors.js';
import { LinkTokens } from '../loop/tokens.js';
import { loadSessionSecret } from '../secrets.js';
import { adminCookie } from '../testing/adminSession.js';
import { signUp } from '../testing/fixtures.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';
import { GUESSES_PER_MINUTE } from '../abuse/guessLimits.js';

/**
 * Issue 24, item 10: wrong API keys and forged link tokens are guesses, held back with 429 after
 * 20 a minute from one client network. Each client names its network with X-Forwarded-For (the
 * server trusts one proxy), as visitors behind a proxy do.
 */

const PASSWORD = 'correct horse battery';
const GUESSER = '198.51.100.7';
const GUESSER_NEIGHBOUR = '198.51.100.200';
const ELSEWHERE = '203.0.113.9';
let server: TestServer;

beforeEach(async () => {
  server = await startTestServer({ adminPassword: PASSWORD, trustProxy: 1 });
});
afterEach(async () => {
  await server.dispose();
});

const from = (network: string, path: string, headers: Record<string, string> = {}) =>
  request(`${server.url}${path}`, { headers: { 'x-forwarded-for': network, ...headers } });

const withKey = (network: string, key: string) =>
  from(network, '/api/v1/entries', { authorization: `Bearer ${key}` });

async function createKey(): Promise<string> {
  const cookie = await adminCookie(server, PASSWORD);
  const created = await request(`${server.url}/api/admin/api-keys`, {
    body: { name: 'Booth', scopes: ['entries:read'] },
    headers: { cookie },
  });
  expect(created.status).toBe(201);
  return (created.body as CreatedApiKey).key;
}

describe('wrong API keys', () => {
  it('answer 429 in words after 20 a minute from one network; right keys never count', async () => {
    const key = await createKey();
    const wrong = `syn_${'x'.repeat(40)}`;
    for (let guess = 1; guess <= GUESSES_PER_MINUTE; guess += 1) {
      // The right key in between neither counts nor is held back until the limit is reached.
      expect((await withKey(GUESSER, key)).status).toBe(200);
      expect((await withKey(GUESSER, wrong)).status, `guess ${guess}`).toBe(401);
    }
    const held = await withKey(GUESSER, wrong);
    expect(held.status).toBe(429);
    expect(held.body).toEqual({ message: RATE_LIMIT_TEXTS.tooManyWrongKeys });
    // The whole network (its /24) waits out the minute, whatever key it sends.
    expect((await withKey(GUESSER_NEIGHBOUR, wrong)).status).toBe(429);
    expect((await withKey(GUESSER_NEIGHBOUR, key)).status).toBe(429);
    // Another network is not held back.
    expect((await withKey(ELSEWHERE, wrong)).status).toBe(401);
    expect((await withKey(ELSEWHERE, key)).status).toBe(200);
  });

  it('counts a request with no key or a revoked key as a failure too', async () => {
    const cookie = await adminCookie(server, PASSWORD);
    const created = await request(`${server.url}/api/admin/api-keys`, {
      body: { name: 'Old booth', scopes: ['entries:read'] },
      headers: { cookie },
    });
    const { id, key } = created.body as CreatedApiKey;
    const revoked = await request(`${server.url}/api/admin/api-keys/${id}`, {
      method: 'DELETE',
      headers: { cookie },
    });
    expect(revoked.status).toBe(204);
    for (let guess = 0; guess < GUESSES_PER_MINUTE / 2; guess += 1) {
      expect((await from(GUESSER, '/api/v1/entries')).status).toBe(401);
      expect((await withKey(GUESSER, key)).status).toBe(401);
    }
    expect((await withKey(GUESSER, key)).status).toBe(429);
  });
});

describe('forged link tokens', () => {
  it('answer 429 in words after 20 a minute from one network, on every kind of link', async () => {
    const tokens = new LinkTokens(await loadSessionSecret(server.dataDir));
    expect(
      (await request(`${server.url}/api/waitlist/join`, { body: signUp('ada@example.com') }))
        .status,
    ).toBe(201);
    const status = tokens.sign('status', 1, new Date());
    // Each kind of link: the signature's last characters changed.
    const forged = (purpose: 'confirm' | 'status' | 'invite') =>
      `${tokens.sign(purpose, 1, new Date()).slice(0, -4)}AAAA`;
    const paths = [
      `/api/confirm/${forged('confirm')}`,
      `/api/status/${forged('status')}`,
      `/api/status/${forged('status')}/export`,
      `/api/invite/${forged('invite')}`,
      '/api/status/not-a-token',
    ];
    for (let guess = 0; guess < GUESSES_PER_MINUTE; guess += 1) {
      const answer = await from(GUESSER, paths[guess % paths.length]!);
      expect(answer.status, `guess ${guess + 1}`).toBe(400);
      expect(answer.body).toEqual({ message: LINK_MESSAGES.forged });
      // A real link in between is not a guess.
      expect((await from(GUESSER, `/api/status/${status}`)).status).toBe(200);
    }
    for (const path of paths) {
      const held = await from(GUESSER_NEIGHBOUR, path);
      expect(held.status, path).toBe(429);
      expect(held.body).toEqual({ message: RATE_LIMIT_TEXTS.tooManyBrokenLinks });
    }
    // The unsubscribe link (a POST from the mail provider) is a link too.
    const unsubscribe = await request(`${server.url}/api/status/${forged('status')}/unsubscribe`, {
      method: 'POST',
      headers: { 'x-forwarded-for': GUESSER },
    });
    expect(unsubscribe.status).toBe(429);
    // "Send the confirmation again" with a forged token in its body is held back too (issue 44).
    const resend = await request(`${server.url}/api/confirmation/resend`, {
      method: 'POST',
      body: { token: forged('status') },
      headers: { 'x-forwarded-for': GUESSER },
    });
    expect(resend.status).toBe(429);
    // The person's own link still works on that network, and other networks are not held back.
    expect((await from(GUESSER, `/api/status/${status}`)).status).toBe(200);
    expect((await from(ELSEWHERE, paths[0]!)).status).toBe(400);
  });
});
