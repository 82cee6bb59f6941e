import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JoinResponse } from '../../src/shared/index.js';
import type { PersonResponse, TimelineEvent } from '../../src/shared/people.js';
import { NOT_FOUND_TEXTS } from '../../src/shared/serverTexts.js';
import { adminSession, type AdminRequest } from '../testing/adminSession.js';
import { signUp } from '../testing/fixtures.js';
import { sentTo, startSmtpCatcher, tokenFrom, type SmtpCatcher } from '../testing/smtpCatcher.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/** Issue 28, item 2: GET /api/admin/people/:id, a person's details, place, referrals and story. */

const PASSWORD = 'correct horse battery';
let smtp: SmtpCatcher;
let server: TestServer;
let admin: AdminRequest;

beforeEach(async () => {
  smtp = await startSmtpCatcher();
  server = await startTestServer({
    adminPassword: PASSWORD,
    loop: { smtpUrl: smtp.url, retryBaseMs: 50 },
    // Each sign-up names its own network, so that a friend's referral is not the referrer's own.
    trustProxy: 'loopback',
  });
  admin = await adminSession(server, PASSWORD);
});
afterEach(async () => {
  await server.dispose();
  await smtp.close();
});

let network = 0;

async function join(email: string, extra: { ref?: string; firstName?: string } = {}) {
  network += 1;
  const answer = await request(`${server.url}/api/waitlist/join`, {
    method: 'POST',
    body: signUp(email, extra),
    headers: { 'x-forwarded-for': `203.0.${network}.7` },
  });
  expect(answer.status).toBe(201);
  const found = await server.store.listEntries({ search: email, offset: 0, limit: 1 });
  return { id: found.entries[0]!.id, answer: answer.body as JoinResponse };
}

/** Follows the confirmation link of the latest e-mail to `email`, as its owner would. */
async function confirmThroughMail(email: string) {
  const toThem = () => smtp.messages.filter((sent) => sentTo(sent, email));
  await expect.poll(() => toThem().length, { timeout: 15_000 }).toBeGreaterThan(0);
  const mail = toThem().at(-1)!;
  const confirmed = await request(`${server.url}/api/confirm/${tokenFrom(mail, 'confirm')}`, {
    method: 'POST',
  });
  expect(confirmed.status).toBe(200);
}

const person = async (id: number) => {
  const answer = await admin(`/people/${id}`);
  expect(answer.status).toBe(200);
  return answer.body as PersonResponse;
};

const kinds = (timeline: TimelineEvent[]) =>
  timeline.map((event) =>
    event.kind === 'email'
      ? `email:${event.template}`
      : event.kind === 'admin'
        ? `admin:${event.action}`
        : event.kind,
  );

describe('a person', () => {
  it('shows the story of a join, a confirmation and an invite, in order', async () => {
    const { id } = await join('ada@example.com');
    await confirmThroughMail('ada@example.com');
    const invited = await admin('/invites', { method: 'POST', body: { ids: [id] } });
    expect(invited.body).toEqual({ queued: 1 });
    await smtp.waitFor(2);

    const ada = await person(id);
    expect(ada.entry).toMatchObject({ id, email: 'ada@example.com', status: 'invited' });
    expect(ada.entry).not.toHaveProperty('networkHash');
    expect(ada.place).toBeNull();
    expect(kinds(ada.timeline)).toEqual([
      'joined',
      'consent',
      'email:confirmation',
      'confirmed',
      'invited',
      'email:invite',
      'admin:invite',
    ]);
    expect(ada.timeline[0]).toMatchObject({ kind: 'joined', source: 'form', referredBy: null });
    const admins = ada.timeline.filter((event) => event.kind === 'admin');
    expect(admins[0]).toMatchObject({
      actor: 'admin',
      detail: expect.stringContaining(`entry ${id}`),
    });
    // Both e-mails were accepted by the SMTP server: the page says so.
    await expect
      .poll(async () =>
        (await person(id)).timeline
          .filter((event) => event.kind === 'email')
          .map((event) => event.kind === 'email' && event.status),
      )
      .toEqual(['sent', 'sent']);
  });

  it('shows its place in line while it waits its turn', async () => {
    const first = await join('first@example.com');
    const second = await join('second@example.com');
    await confirmThroughMail('first@example.com');
    await confirmThroughMail('second@example.com');
    const page = await person(second.id);
    expect(page).toMatchObject({ place: 2, lineSize: 2 });
    expect((await person(first.id)).place).toBe(1);
  });

  it('names who referred them and whom they referred, and whether each referral counts', async () => {
    const referrer = await join('grace@example.com', { firstName: 'Grace' });
    const code = referrer.answer.referralUrl!.split('ref=')[1]!;
    const friend = await join('friend@example.com', { ref: code, firstName: 'Fred' });
    const later = await join('later@example.com', { ref: code, firstName: 'Lena' });
    await confirmThroughMail('friend@example.com');

    const grace = await person(referrer.id);
    expect(grace.referrals.total).toBe(2);
    expect(grace.referrals.people.map((link) => [link.id, link.counts])).toEqual([
      [later.id, false],
      [friend.id, true],
    ]);
    expect(grace.entry.referralCount).toBe(1);
    const fred = await person(friend.id);
    expect(fred.referredBy).toMatchObject({ id: referrer.id, email: 'grace@example.com' });
    expect(fred.timeline[0]).toMatchObject({ kind: 'joined', referredBy: referrer.id });
  });

  it('answers 404 in words for an entry that is not there, and 401 without a session', async () => {
    const { id } = await join('gone@example.com');
    expect((await admin(`/waitlist/${id}`, { method: 'DELETE' })).status).toBe(204);
    for (const path of [`/people/${id}`, '/people/99999', '/people/abc', '/people/1e3']) {
      const answer = await admin(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toEqual({ message: NOT_FOUND_TEXTS.entry });
    }
    const anonymous = await request(`${server.url}/api/admin/people/1`);
    expect(anonymous.status).toBe(401);
  });
});
