import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LINE_WORDS, RESEND_WORDS, type JoinResponse } from '../../src/shared/index.js';
import { RELINK_INTERVAL_MS } from '../loop/relinkRule.js';
import { LINK_MESSAGES } from '../loop/linkErrors.js';
import { startSmtpCatcher, tokenFrom, type SmtpCatcher } from '../testing/smtpCatcher.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/**
 * Issue 44 items 1 and 2 over HTTP (lowdb here, PostgreSQL in api-postgres): "Send the
 * confirmation again" under the repeated join's rule, the join's words, and the PUBLIC_URL flag.
 */

const PASSWORD = 'correct horse battery';
let smtp: SmtpCatcher;
let server: TestServer;

async function start(overrides: Parameters<typeof startTestServer>[0] = {}) {
  server = await startTestServer({
    adminPassword: PASSWORD,
    ...overrides,
    loop: { smtpUrl: smtp.url, retryBaseMs: 50, ...overrides.loop },
  });
}

beforeEach(async () => {
  smtp = await startSmtpCatcher();
});
afterEach(async () => {
  vi.useRealTimers();
  await server?.dispose();
  await smtp.close();
});

const join = async (email: string) => {
  const answer = await request(`${server.url}/api/waitlist/join`, {
    method: 'POST',
    body: { firstName: 'Ada', lastName: 'Lovelace', email, hasConsented: true },
  });
  return answer.body as JoinResponse;
};
const resend = (body: unknown) =>
  request(`${server.url}/api/confirmation/resend`, { method: 'POST', body });

describe('sending the confirmation again', () => {
  beforeEach(() => start());

  it('is refused while the last link is under 10 minutes old, saying how long to wait', async () => {
    const joined = await join('ada@example.com');
    expect(joined.resendToken).toEqual(expect.any(String));
    await smtp.waitFor(1);
    const asked = await resend({ token: joined.resendToken });
    expect(asked.status).toBe(429);
    expect(asked.body).toEqual({ message: RESEND_WORDS.limited(RELINK_INTERVAL_MS) });
    expect((asked.body as { message: string }).message).toMatch(/in 10 minutes\.$/);
    // Nothing else went out.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(1);
  });

  it('sends a new confirmation once the last link is 10 minutes old, and its link confirms', async () => {
    // The join happened 11 minutes ago: its link is due again.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - RELINK_INTERVAL_MS - 60_000 });
    const joined = await join('grace@example.com');
    vi.useRealTimers();
    await smtp.waitFor(1);

    const asked = await resend({ token: joined.resendToken });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ sent: true });
    const [, again] = await smtp.waitFor(2);
    expect(again!.subject).toBe('Confirm your place on the Synapse waitlist');
    expect(again!.text).toContain(LINE_WORDS.mailTicket(String(joined.position)));

    // The status page's own token asks too, under the same rule: the new link is too fresh.
    const status = tokenFrom(again!, 'status');
    expect((await resend({ token: status })).status).toBe(429);

    const confirm = await request(`${server.url}/api/confirm/${tokenFrom(again!, 'confirm')}`, {
      method: 'POST',
    });
    expect(confirm.status).toBe(200);
    const after = await request(`${server.url}/api/status/${status}`);
    expect(after.body).toMatchObject({ status: 'confirmed', place: 1 });
    // Confirmed: nothing to send, and the visitor is told why.
    const late = await resend({ token: status });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: RESEND_WORDS.alreadyConfirmed });
  });

  it('refuses a missing, forged or wrongly purposed token with a clear message', async () => {
    const missing = await resend({});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errors: { token: expect.any(String) } });
    const forged = await resend({ token: 'r.1.zzzzzz.forged' });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ message: LINK_MESSAGES.forged });
    await join('alan@example.com');
    const [mail] = await smtp.waitFor(1);
    // A confirmation link's token is not a key to ask with.
    const confirmToken = await resend({ token: tokenFrom(mail!, 'confirm') });
    expect(confirmToken.status).toBe(400);
  });

  it('gives a repeated join no token: it reveals nothing new', async () => {
    await join('ada@example.com');
    const again = await join('ADA@example.com');
    expect(again).toEqual({ position: 1, alreadyOnList: true, status: 'waiting' });
  });
});

describe('the join without double opt-in', () => {
  it('answers the new entry its place in line, and no token', async () => {
    await start({ loop: { doubleOptIn: false } });
    const first = await join('first@example.com');
    const second = await join('second@example.com');
    expect(first).toMatchObject({ status: 'confirmed', place: 1 });
    expect(second).toMatchObject({ status: 'confirmed', place: 2, position: 2 });
    expect(second.resendToken).toBeUndefined();
  });
});
