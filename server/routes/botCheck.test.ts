import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CreatedApiKey, WaitlistEntry } from '../../src/shared/index.js';
import { MIN_FORM_MS } from '../abuse/botCheck.js';
import { adminSession } from '../testing/adminSession.js';
import { consoleSignUp, signUp } from '../testing/fixtures.js';
import { fetchChallenge, solve } from '../testing/proofs.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/** Issue 29: the proof-of-work check on every join path, as a bot and a person meet it. */
const PASSWORD = 'correct horse battery';
let server: TestServer;
let clock: number;

beforeEach(async () => {
  clock = Date.now();
  server = await startTestServer({
    adminPassword: PASSWORD,
    now: () => clock,
    botCheck: { difficulty: 2_000 },
  });
});
afterEach(async () => {
  await server.dispose();
});

const post = (path: string, body: unknown) =>
  request(`${server.url}${path}`, { method: 'POST', body });
const heldReasonOf = async (email: string) =>
  (await server.store.listEntries({ search: email, offset: 0, limit: 1 })).entries[0]?.heldReason;
/** A challenge solved now, sent `afterMs` later by the server's clock. */
async function proofSentAfter(afterMs: number): Promise<string> {
  const proof = await solve(await fetchChallenge(server.url));
  clock += afterMs;
  return proof;
}

describe('the proof-of-work check', () => {
  it('hands out a signed challenge that nothing caches', async () => {
    const response = await request(`${server.url}/api/challenge`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const challenge = response.body as { parameters: Record<string, unknown>; signature: string };
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', data: { issuedAt: clock } });
  });

  it('lets a sign-up with a solved challenge through, sent a person-like time after its issue', async () => {
    const proof = await proofSentAfter(MIN_FORM_MS + 100);
    const response = await post('/api/waitlist/join', signUp('person@example.com', { proof }));
    expect(response.status).toBe(201);
    expect(await heldReasonOf('person@example.com')).toBeNull();
  });

  it('holds a bot posting straight to the join route, answered exactly like a person', async () => {
    const proof = await proofSentAfter(MIN_FORM_MS + 100);
    const person = await post('/api/waitlist/join', signUp('person@example.com', { proof }));
    // No proof, and a made-up form time: the form's own timing no longer decides.
    const bot = await post('/api/waitlist/join', signUp('bot@example.com', { elapsedMs: 999_999 }));
    expect(bot.status).toBe(201);
    expect(Object.keys(bot.body as object).sort()).toEqual(
      Object.keys(person.body as object).sort(),
    );
    expect(await heldReasonOf('bot@example.com')).toBe('no-proof');
  });

  it('holds a join sent sooner after its challenge than a person fills the form, whatever the form reports', async () => {
    const proof = await proofSentAfter(300);
    await post('/api/waitlist/join', signUp('quick@example.com', { proof, elapsedMs: 60_000 }));
    expect(await heldReasonOf('quick@example.com')).toBe('too-fast');
  });

  it('accepts each solution once', async () => {
    const proof = await proofSentAfter(MIN_FORM_MS + 100);
    await post('/api/waitlist/join', signUp('first@example.com', { proof }));
    await post('/api/waitlist/join', signUp('second@example.com', { proof }));
    expect(await heldReasonOf('first@example.com')).toBeNull();
    expect(await heldReasonOf('second@example.com')).toBe('no-proof');
  });

  it('refuses a solution sent more than 10 minutes after its challenge', async () => {
    const proof = await proofSentAfter(10 * 60_000 + 1_000);
    await post('/api/waitlist/join', signUp('late@example.com', { proof }));
    expect(await heldReasonOf('late@example.com')).toBe('no-proof');
  });

  it('refuses a forged solution and a challenge whose issue time was changed', async () => {
    const challenge = await fetchChallenge(server.url);
    clock += MIN_FORM_MS + 100;
    const forged = Buffer.from(
      JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00'.repeat(32) } }),
    ).toString('base64');
    await post('/api/waitlist/join', signUp('forged@example.com', { proof: forged }));
    const backdated = {
      ...challenge,
      parameters: { ...challenge.parameters, data: { issuedAt: clock - 60_000 } },
    };
    await post(
      '/api/waitlist/join',
      signUp('backdated@example.com', { proof: await solve(backdated) }),
    );
    await post('/api/waitlist/join', signUp('garbage@example.com', { proof: 'not base64 {' }));
    for (const email of ['forged@example.com', 'backdated@example.com', 'garbage@example.com']) {
      expect(await heldReasonOf(email)).toBe('no-proof');
    }
  });

  it("holds the consoles' e-mail capture without a proof and takes it with one", async () => {
    await post('/api/josh2/join', consoleSignUp('console-bot@example.com'));
    const proof = await proofSentAfter(50);
    await post('/api/waitlist', consoleSignUp('console-person@example.com', { proof }));
    expect(await heldReasonOf('console-bot@example.com')).toBe('no-proof');
    expect(await heldReasonOf('console-person@example.com')).toBeNull();
  });

  it('leaves sign-ups sent with an API key to /api/v1 alone', async () => {
    const admin = await adminSession(server, PASSWORD);
    const key = (
      await admin('/api-keys', {
        method: 'POST',
        body: { name: 'CRM', scopes: ['entries:write', 'entries:read'] },
      })
    ).body as CreatedApiKey;
    const created = await request(`${server.url}/api/v1/entries`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key.key}` },
      body: {
        externalId: 'crm-1',
        email: 'crm@example.com',
        firstName: 'Grace',
        lastName: 'Hopper',
        hasConsented: true,
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(await heldReasonOf('crm@example.com')).toBeNull();
  });
});

describe('with BOT_CHECK=off', () => {
  it('hands out no challenge and takes joins without one, timed by the form as before', async () => {
    const off = await startTestServer({ botCheck: undefined });
    try {
      expect((await request(`${off.url}/api/challenge`)).status).toBe(204);
      await request(`${off.url}/api/waitlist/join`, {
        method: 'POST',
        body: signUp('plain@example.com', { elapsedMs: MIN_FORM_MS + 1 }),
      });
      const entry: WaitlistEntry | undefined = (
        await off.store.listEntries({ search: 'plain@', offset: 0, limit: 1 })
      ).entries[0];
      expect(entry?.heldReason).toBeNull();
    } finally {
      await off.dispose();
    }
  });
});
