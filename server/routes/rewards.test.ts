import { createServer, type IncomingMessage, type Server } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  AuditPage,
  ConfirmResponse,
  CreatedWebhookEndpoint,
  EarnedReward,
  Reward,
  StatusResponse,
  WaitlistEntry,
} from '../../src/shared/index.js';
import { adminSession, type AdminRequest } from '../testing/adminSession.js';
import { signUp } from '../testing/fixtures.js';
import { sentTo, startSmtpCatcher, tokenFrom, type SmtpCatcher } from '../testing/smtpCatcher.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/**
 * Issue 29, item 3: referral milestones. A referrer whose counted referrals reach a reward gets it
 * once (two confirmations at the same moment included), an e-mail of its own on a real SMTP server,
 * reward.earned signed per Standard Webhooks, and, for a move-to-front reward, the first place in
 * line on the status page, the admin's line and the same count. The admin marks it fulfilled.
 */

const PASSWORD = 'correct horse battery staple';
let smtp: SmtpCatcher;
let server: TestServer;
let admin: AdminRequest;
let receiver: Server | undefined;

afterEach(async () => {
  await server?.dispose();
  await smtp?.close();
  if (receiver) await new Promise((resolve) => receiver!.close(resolve));
  receiver = undefined;
});

async function start() {
  smtp = await startSmtpCatcher();
  // Behind a trusted proxy, so each visitor comes from a network of its own.
  server = await startTestServer({
    adminPassword: PASSWORD,
    trustProxy: true,
    webhookAllowPrivate: true,
    loop: { smtpUrl: smtp.url, retryBaseMs: 50 },
  });
  admin = await adminSession(server, PASSWORD);
}

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A receiver on 127.0.0.1 that answers 200 and keeps what it got. */
async function startReceiver(): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/hooks`, received };
}

/** Each delivery verified with the endpoint's secret by the standardwebhooks package. */
const verified = (received: Received[], secret: string) =>
  received.map(
    ({ body, headers }) =>
      new Webhook(secret).verify(body, headers as Record<string, string>) as {
        type: string;
        data: { id: number; email: string; reward: { name: string; fulfilledAt: string | null } };
      },
  );

async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    const value = await read();
    if (done(value) || tries > 200) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let visitor = 10;
/** A sign-up from its own network; answers its confirmation token from the real e-mail. */
async function join(email: string, ref?: string): Promise<string> {
  const before = smtp.messages.length;
  visitor += 1;
  const answer = await request(`${server.url}/api/waitlist/join`, {
    method: 'POST',
    body: signUp(email, ref ? { ref } : {}),
    headers: { 'x-forwarded-for': `198.51.${visitor}.10` },
  });
  expect(answer.status).toBe(201);
  const mails = await smtp.waitFor(before + 1);
  return tokenFrom(
    mails.find((mail) => sentTo(mail, email))!,
    'confirm',
  );
}

const confirm = async (token: string) =>
  (await request(`${server.url}/api/confirm/${token}`, { method: 'POST' })).body as ConfirmResponse;

const entryOf = async (email: string): Promise<WaitlistEntry> =>
  (await server.store.listEntries({ search: email, offset: 0, limit: 5 })).entries.find(
    (entry) => entry.email === email,
  )!;

describe('referral milestones', () => {
  it('gives a referrer who reaches a milestone its e-mail, reward.earned and the front of the line, once', async () => {
    await start();
    const { url, received } = await startReceiver();
    const hook = await admin('/webhooks', {
      method: 'POST',
      body: { url, events: ['reward.earned', 'reward.fulfilled'], description: 'CRM' },
    });
    const { secret } = hook.body as CreatedWebhookEndpoint;
    const skip = await admin('/rewards', {
      method: 'POST',
      body: { referrals: 2, name: 'Skip to the front', moveToFront: true },
    });
    expect(skip.status).toBe(201);
    await admin('/rewards', { method: 'POST', body: { referrals: 5, name: "Founders' t-shirt" } });

    for (const email of ['first@example.com', 'second@example.com', 'third@example.com']) {
      await confirm(await join(email));
    }
    const status = (await confirm(await join('ada@example.com'))).statusToken;
    const referrer = await entryOf('ada@example.com');
    const statusPage = async () =>
      (await request(`${server.url}/api/status/${status}`)).body as StatusResponse;
    expect(await statusPage()).toMatchObject({
      place: 4,
      total: 4,
      rewards: { earned: [], next: { name: 'Skip to the front', remaining: 2 } },
    });

    const friends = [
      await join('friend1@example.com', referrer.referralCode),
      await join('friend2@example.com', referrer.referralCode),
      await join('friend3@example.com', referrer.referralCode),
    ];
    await confirm(friends[0]!);
    // The second and third referrals confirmed at the same moment: the reward is earned once.
    await Promise.all([confirm(friends[1]!), confirm(friends[2]!)]);

    const isReward = (mail: { subject?: string }) => mail.subject?.startsWith('You earned');
    const mails = await until(
      () => smtp.messages,
      (got) => got.some(isReward),
    );
    const rewardMails = mails.filter(isReward);
    expect(rewardMails.map((mail) => [sentTo(mail, 'ada@example.com'), mail.subject])).toEqual([
      [true, 'You earned a reward: Skip to the front'],
    ]);
    expect(rewardMails[0]!.text).toContain('you earned Skip to the front.');
    const events = verified(
      await until(
        () => received,
        (got) => got.length >= 1,
      ),
      secret,
    );
    expect(events.map((event) => [event.type, event.data.email, event.data.reward.name])).toEqual([
      ['reward.earned', 'ada@example.com', 'Skip to the front'],
    ]);

    // At the front: the status page, the admin's line and the count agree.
    const page = await statusPage();
    expect(page).toMatchObject({
      place: 1,
      total: 7,
      referralCount: 3,
      rewards: {
        earned: [{ name: 'Skip to the front', fulfilled: false }],
        next: { name: "Founders' t-shirt", referrals: 5, remaining: 2 },
      },
    });
    const line = (await admin('/line?offset=0&limit=10')).body as {
      entries: WaitlistEntry[];
      total: number;
    };
    expect(line.entries[0]!.email).toBe('ada@example.com');
    expect(line.total).toBe(page.total);
    expect((await request(`${server.url}/api/waitlist/count`)).body).toEqual({ count: 7 });

    // The admin marks it fulfilled from the person's page: reward.fulfilled.
    const earned = (await admin(`/people/${referrer.id}/rewards`)).body as {
      earned: EarnedReward[];
    };
    const rewardId = earned.earned[0]!.rewardId;
    const fulfilled = await admin(`/people/${referrer.id}/rewards/${rewardId}`, {
      method: 'PATCH',
      body: { fulfilled: true },
    });
    expect(fulfilled.status).toBe(200);
    expect((fulfilled.body as EarnedReward).fulfilledAt).not.toBeNull();
    const all = verified(
      await until(
        () => received,
        (got) => got.length >= 2,
      ),
      secret,
    );
    expect(all.map((event) => [event.type, event.data.reward.fulfilledAt !== null])).toEqual([
      ['reward.earned', false],
      ['reward.fulfilled', true],
    ]);
    expect((await statusPage()).rewards.earned).toEqual([
      expect.objectContaining({ name: 'Skip to the front', fulfilled: true }),
    ]);

    const audit = (await admin('/audit?offset=0&limit=50')).body as AuditPage;
    expect(audit.events.map((event) => [event.action, event.actor, event.detail])).toEqual(
      expect.arrayContaining([
        ['reward-created', 'admin', '2 referrals: Skip to the front (moves to the front)'],
        ['reward-moved-to-front', 'system', 'ada@example.com: Skip to the front'],
        ['reward-fulfilled', 'admin', 'ada@example.com: Skip to the front'],
      ]),
    );
    // Nothing more came: one e-mail and one reward.earned for one milestone.
    expect(smtp.messages.filter(isReward)).toHaveLength(1);
  }, 60_000);

  it('does not count a referral from the referrer’s own network toward a milestone', async () => {
    await start();
    await admin('/rewards', { method: 'POST', body: { referrals: 1, name: 'Stickers' } });
    const status = (await confirm(await join('ada@example.com'))).statusToken;
    const referrer = await entryOf('ada@example.com');
    visitor -= 1; // the next sign-up comes from Ada's network
    await confirm(await join('me-again@example.com', referrer.referralCode));
    const page = (await request(`${server.url}/api/status/${status}`)).body as StatusResponse;
    expect(page.referralCount).toBe(0);
    expect(page.rewards).toEqual({
      earned: [],
      next: { name: 'Stickers', referrals: 1, remaining: 1 },
    });
    expect(smtp.messages.filter((mail) => mail.subject?.startsWith('You earned'))).toEqual([]);
  });

  it('refuses a reward it cannot keep with a message, and audits a change and a retirement', async () => {
    await start();
    const bad = await admin('/rewards', { method: 'POST', body: { referrals: 0, name: ' ' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errors: {
        referrals: 'The number of referrals is a whole number from 1 to 100,000.',
        name: "The reward's name is 1 to 100 characters on one line.",
      },
    });
    const created = (
      await admin('/rewards', { method: 'POST', body: { referrals: 3, name: 'Mug' } })
    ).body as Reward;
    const twin = await admin('/rewards', { method: 'POST', body: { referrals: 3, name: 'Cup' } });
    expect(twin.status).toBe(409);
    expect((twin.body as { message: string }).message).toBe(
      'Another reward already needs 3 referrals: change or retire it first.',
    );
    expect((await admin('/rewards/999', { method: 'PATCH', body: { name: 'X' } })).status).toBe(
      404,
    );
    const renamed = await admin(`/rewards/${created.id}`, {
      method: 'PATCH',
      body: { name: 'Big mug', referrals: 4 },
    });
    expect(renamed.body).toMatchObject({ name: 'Big mug', referrals: 4, retiredAt: null });
    const retired = await admin(`/rewards/${created.id}`, {
      method: 'PATCH',
      body: { retired: true },
    });
    expect((retired.body as Reward).retiredAt).not.toBeNull();
    // Retired, its count is free again.
    expect(
      (await admin('/rewards', { method: 'POST', body: { referrals: 4, name: 'Cup' } })).status,
    ).toBe(201);
    expect(
      ((await admin('/rewards')).body as { rewards: Reward[] }).rewards.map((r) => r.name),
    ).toEqual(['Big mug', 'Cup']);
    const audit = (await admin('/audit?offset=0&limit=50')).body as AuditPage;
    expect(audit.events.map((event) => [event.action, event.detail])).toEqual(
      expect.arrayContaining([
        ['reward-changed', '3 referrals: Mug -> 4 referrals: Big mug'],
        ['reward-retired', '4 referrals: Big mug -> 4 referrals: Big mug (retired)'],
      ]),
    );
    expect((await request(`${server.url}/api/admin/rewards`)).status).toBe(401);
  });
});
