import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOTH_TEXTS,
  boothPaths,
  type ApiEntryPage,
  type CreatedApiKey,
  type KioskStaffPeople,
  type StaffStatus,
  type TeamListResponse,
} from '../../../src/shared/index.js';
import { Browser } from '../../testing/browser.js';
import { signUp } from '../../testing/fixtures.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../testing/smtpCatcher.js';
import { joinedMember, ownerCall, type Call } from '../../testing/teamMembers.js';
import { request, startTestServer, type TestServer } from '../../testing/testServer.js';

/**
 * Issue 40, item 5, at the kiosk: the web's event staff and their PIN hashes reach the booth with
 * its sync key; a person signs in there with their own booth PIN (the shared lock-out applies),
 * and the kiosk's sign-up and lead name them when they reach the web through booth sync.
 */
const PASSWORD = 'correct horse battery';
const EVENT = 'CES 2027';
const STAFF_PIN = '97531';
let smtp: SmtpCatcher;
let web: TestServer;
let booth: TestServer;
let owner: Call;
let staffId: number;
let readKey: string;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  web = await startTestServer({
    adminPassword: PASSWORD,
    loop: { smtpUrl: smtp.url, retryBaseMs: 50 },
  });
  owner = await ownerCall(web, PASSWORD);
  const staff = await joinedMember(web, smtp, owner, 'sam@example.com', 'staff');
  await staff('/api/admin/booth-pin', { method: 'PUT', body: { pin: STAFF_PIN } });
  const team = (await owner('/api/admin/users')).body as TeamListResponse;
  staffId = team.members.find((member) => member.role === 'staff')!.id;
  await owner('/api/admin/booth-events/staff', {
    method: 'PUT',
    body: { event: EVENT, staff: [staffId] },
  });
  const key = async (scopes: string[]) =>
    ((await owner('/api/admin/api-keys', { body: { name: 'k', scopes } })).body as CreatedApiKey)
      .key;
  const syncKey = await key(['entries:sync']);
  readKey = await key(['entries:read']);
  booth = await startTestServer({
    formSource: 'kiosk',
    booth: { pin: '2468' },
    webhookAllowPrivate: true,
    boothSync: { url: web.url, apiKey: syncKey, event: EVENT, intervalMs: 200, retryMaxMs: 500 },
  });
});
afterAll(async () => {
  await booth?.dispose();
  await web?.dispose();
  await smtp?.close();
});

describe('booth staff at the kiosk', () => {
  it('signs a person in with their own PIN, and names them on the sign-up and lead the web receives', async () => {
    const browser = new Browser(() => booth.url, PASSWORD);
    const people = async () =>
      (await browser.call(boothPaths.staffPeople)).body as KioskStaffPeople;
    await expect
      .poll(async () => (await people()).staff, { timeout: 10_000 })
      .toEqual([{ id: staffId, name: 'The staff' }]);
    const wrong = await browser.call(boothPaths.staffSignIn, { body: { staffId, pin: '11111' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ message: BOOTH_TEXTS.pinWrong });
    expect((await browser.call(boothPaths.staff)).status).toBe(401);
    const right = await browser.call(boothPaths.staffSignIn, { body: { staffId, pin: STAFF_PIN } });
    expect(right.status).toBe(204);
    expect((await people()).atBooth).toEqual({ id: staffId, name: 'The staff' });

    await browser.call('/api/waitlist/join', {
      body: signUp('grace@example.com', { firstName: 'Grace' }),
    });
    const status = (await browser.call(boothPaths.staff)).body as StaffStatus;
    const grace = status.recent[0]!;
    const saved = await browser.call(boothPaths.staffLead.replace(':id', String(grace.id)), {
      method: 'PUT',
      body: { rating: 'hot', interests: [], note: '' },
    });
    expect(saved.status).toBe(200);

    const onTheWeb = async () => {
      const page = await request(`${web.url}/api/v1/entries`, {
        headers: { authorization: `Bearer ${readKey}` },
      });
      return (page.body as ApiEntryPage).entries.find(
        (entry) => entry.email === 'grace@example.com',
      );
    };
    await expect
      .poll(async () => (await onTheWeb())?.qualifiedBy ?? null, { timeout: 15_000 })
      .toEqual({ id: staffId, name: 'The staff' });
    expect((await onTheWeb())?.capturedBy).toEqual({ id: staffId, name: 'The staff' });
    expect((await onTheWeb())?.leadRating).toBe('hot');
  });

  it('locks the sign-in for a minute after five wrong PINs, the right one included', async () => {
    const browser = new Browser(() => booth.url, PASSWORD);
    for (let tries = 0; tries < 4; tries += 1) {
      const wrong = await browser.call(boothPaths.staffSignIn, { body: { staffId, pin: '0000' } });
      expect(wrong.status).toBe(401);
    }
    const fifth = await browser.call(boothPaths.staffSignIn, { body: { staffId, pin: '0000' } });
    expect(fifth.status).toBe(429);
    const right = await browser.call(boothPaths.staffSignIn, { body: { staffId, pin: STAFF_PIN } });
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ message: expect.stringContaining('Too many wrong PINs') });
  });
});
