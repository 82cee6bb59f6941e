import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANALYTICS_TEXTS, type AnalyticsResponse } from '../../src/shared/analytics.js';
import { confirmEntry, inviteEntry } from '../loop/lifecycle.js';
import type { ImportedEntry } from '../store/sync/syncTypes.js';
import { adminSession, type AdminRequest } from '../testing/adminSession.js';
import { newEntry, testApiKey } from '../testing/fixtures.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/**
 * Issue 28, item 3: GET /api/admin/analytics?from=&to=, the launch's numbers for the sign-ups
 * that joined in a period, against a seeded store (lowdb here, PostgreSQL in api-postgres).
 */

const PASSWORD = 'correct horse battery';
let server: TestServer;
let admin: AdminRequest;

beforeEach(async () => {
  server = await startTestServer({ adminPassword: PASSWORD });
  admin = await adminSession(server, PASSWORD);
});
afterEach(() => server.dispose());

const numbers = async (query = '') => {
  const answer = await admin(`/analytics${query}`);
  expect(answer.status).toBe(200);
  return answer.body as AnalyticsResponse;
};

let imported = 0;
/** An entry that signed up on `createdAt`, as a booth's sync brings it. */
const signedUpAt = (email: string, createdAt: string, source: 'form' | 'kiosk' = 'form') => {
  imported += 1;
  const entry: ImportedEntry = {
    ...newEntry(email, { source }),
    externalId: `seed-${imported}`,
    createdAt,
    event: '',
    consentVersion: 'seed',
  };
  return entry;
};

describe('the launch numbers', () => {
  it('count the sign-ups of each day of the period by source and booth event, and nothing outside it', async () => {
    const outcomes = await server.store.importEntries(
      [
        signedUpAt('jan5a@example.com', '2026-01-05T09:00:00.000Z'),
        signedUpAt('jan5b@example.com', '2026-01-05T23:59:00.000Z', 'kiosk'),
        signedUpAt('jan7@example.com', '2026-01-07T00:00:00.000Z', 'kiosk'),
        signedUpAt('feb1@example.com', '2026-02-01T00:00:00.000Z'),
      ],
      await testApiKey(server.store),
    );
    const ids = outcomes.map((outcome) => outcome.id);
    await server.store.booths.recordLeads([
      { entryId: ids[1]!, deviceId: null, event: 'Expo Berlin' },
      { entryId: ids[2]!, deviceId: null, event: 'Expo Berlin' },
    ]);

    const january = await numbers('?from=2026-01-01&to=2026-01-31');
    expect(january).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });
    expect(january.funnel.map((step) => [step.step, step.entries])).toEqual([
      ['joined', 3],
      ['confirmed', 0],
      ['invited', 0],
      ['activated', 0],
    ]);
    expect(january.byDay).toHaveLength(31);
    expect(january.byDay.filter((day) => day.joined > 0)).toEqual([
      { day: '2026-01-05', joined: 2, confirmed: 0 },
      { day: '2026-01-07', joined: 1, confirmed: 0 },
    ]);
    expect(january.bySource).toEqual([
      { value: 'kiosk', entries: 2 },
      { value: 'form', entries: 1 },
    ]);
    expect(january.byEvent).toEqual([{ value: 'Expo Berlin', entries: 2 }]);
    // No visit recorded its UTM fields or referring site: the lists are empty ("none recorded").
    expect([january.byUtmSource, january.byUtmCampaign, january.byReferrer]).toEqual([[], [], []]);
    expect(january.referrals).toEqual({
      referred: 0,
      counted: 0,
      referralRate: 0,
      countedRate: null,
      viralCoefficient: 0,
    });

    const oneDay = await numbers('?from=2026-01-07&to=2026-01-07');
    expect(oneDay.funnel[0]!.entries).toBe(1);
    expect(oneDay.byEvent).toEqual([{ value: 'Expo Berlin', entries: 1 }]);
    // A deleted sign-up leaves the numbers.
    await admin(`/waitlist/${ids[2]}`, { method: 'DELETE' });
    expect((await numbers('?from=2026-01-07&to=2026-01-07')).funnel[0]!.entries).toBe(0);
  });

  it('give the funnel with its conversion rates, the visits and the referral numbers', async () => {
    const join = async (email: string, extra: Parameters<typeof newEntry>[1] = {}) =>
      (await server.store.join(newEntry(email, extra))).entry;
    const visit = (utmSource: string, utmCampaign: string, referrerHost: string | null) => ({
      attribution: { utmSource, utmMedium: null, utmCampaign, referrerHost, embedOrigin: null },
    });
    const ada = await join('ada@example.com', visit('newsletter', 'launch', 'news.example'));
    const bob = await join('bob@example.com', {
      ...visit('newsletter', 'spring', null),
      ref: ada.referralCode,
    });
    await join('cy@example.com', { ref: ada.referralCode, source: 'terminal' });
    const dee = await join('dee@example.com', visit('mastodon', 'launch', 'social.example'));
    const now = new Date();
    await server.store.updateEntries({ ids: [ada.id, bob.id, dee.id] }, confirmEntry(now));
    await server.store.updateEntries({ ids: [ada.id, dee.id] }, inviteEntry(now, false));
    // Ada follows her invite link: activated.
    await server.store.updateEntries({ ids: [ada.id] }, (entry) => ({
      entry: { ...entry, status: 'activated', activatedAt: now.toISOString() },
      messages: [],
    }));

    const today = await numbers();
    expect(today.byDay).toHaveLength(30);
    expect(today.byDay.at(-1)).toEqual({
      day: now.toISOString().slice(0, 10),
      joined: 4,
      confirmed: 3,
    });
    expect(today.funnel).toEqual([
      { step: 'joined', entries: 4, ofPrevious: null, ofJoined: 1 },
      { step: 'confirmed', entries: 3, ofPrevious: 0.75, ofJoined: 0.75 },
      { step: 'invited', entries: 2, ofPrevious: 2 / 3, ofJoined: 0.5 },
      { step: 'activated', entries: 1, ofPrevious: 0.5, ofJoined: 0.25 },
    ]);
    expect(today.bySource).toEqual([
      { value: 'form', entries: 3 },
      { value: 'terminal', entries: 1 },
    ]);
    expect(today.byUtmSource).toEqual([
      { value: 'newsletter', entries: 2 },
      { value: 'mastodon', entries: 1 },
    ]);
    expect(today.byUtmCampaign).toEqual([
      { value: 'launch', entries: 2 },
      { value: 'spring', entries: 1 },
    ]);
    expect(today.byReferrer).toEqual([
      { value: 'news.example', entries: 1 },
      { value: 'social.example', entries: 1 },
    ]);
    // Two of four came through Ada's link; Bob confirmed, so his counts; Cy has not.
    expect(today.referrals).toEqual({
      referred: 2,
      counted: 1,
      referralRate: 0.5,
      countedRate: 0.5,
      viralCoefficient: 0.25,
    });
  });

  it('refuse a period that is backwards, too long or not a date, in words', async () => {
    const cases: [string, string][] = [
      ['?from=2026-02-01&to=2026-01-01', ANALYTICS_TEXTS.order],
      ['?from=2020-01-01&to=2026-01-01', ANALYTICS_TEXTS.span],
      ['?from=2026-02-30', ANALYTICS_TEXTS.date],
      ['?to=yesterday', ANALYTICS_TEXTS.date],
      ['?from=2099-01-01', ANALYTICS_TEXTS.order],
    ];
    for (const [query, message] of cases) {
      const answer = await admin(`/analytics${query}`);
      expect(answer.status, query).toBe(400);
      expect((answer.body as { message: string }).message, query).toBe(message);
    }
    expect((await request(`${server.url}/api/admin/analytics`)).status).toBe(401);
  });
});
