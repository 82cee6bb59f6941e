import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import {
  boothPaths,
  LEAD_TEXTS,
  type AuditPage,
  type CreatedApiKey,
  type StaffStatus,
  type LeadFields,
} from '../../../src/shared/index.js';
import { adminSession } from '../../testing/adminSession.js';
import { Browser } from '../../testing/browser.js';
import { signUp } from '../../testing/fixtures.js';
import { startTestServer, type TestServer } from '../../testing/testServer.js';

/**
 * Issue 27, item 1: lead qualification in the kiosk's staff panel, behind the operator PIN. The
 * lead is stored on the booth at once (the web may be down); the interests come from the web
 * admin's list for the event, fetched with the booth's sync key and kept when the web goes away.
 */
const PASSWORD = 'correct horse battery';
const PIN = '2468';
const EVENT = 'CES 2027';
const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.dispose()));
});

/** The web deployment with the event's interests and a booth's sync key. */
async function startWeb(): Promise<{ web: TestServer; syncKey: string }> {
  const web = await startTestServer({ adminPassword: PASSWORD });
  servers.push(web);
  const admin = await adminSession(web, PASSWORD);
  await admin('/booth-events', {
    method: 'PUT',
    body: { event: EVENT, interests: ['Pricing', 'Demo'] },
  });
  const key = await admin('/api-keys', {
    method: 'POST',
    body: { name: 'Booth', scopes: ['entries:sync'] },
  });
  return { web, syncKey: (key.body as CreatedApiKey).key };
}

async function startBooth(url: string, apiKey: string): Promise<TestServer> {
  const booth = await startTestServer({
    formSource: 'kiosk',
    booth: { pin: PIN },
    webhookAllowPrivate: true,
    boothSync: { url, apiKey, event: EVENT, intervalMs: 200, retryMaxMs: 500 },
  });
  servers.push(booth);
  return booth;
}

/** The booth's browser, one sign-up made, with the PIN given. */
async function staffBrowser(booth: TestServer): Promise<Browser> {
  const browser = new Browser(() => booth.url, PASSWORD);
  await browser.call('/api/waitlist/join', {
    body: signUp('grace@example.com', { firstName: 'Grace', lastName: 'Hopper', company: 'Navy' }),
  });
  expect((await browser.call(boothPaths.unlock, { body: { pin: PIN } })).status).toBe(204);
  return browser;
}

async function staff(browser: Browser): Promise<StaffStatus> {
  const response = await browser.call(boothPaths.staff);
  expect(response.status).toBe(200);
  return response.body as StaffStatus;
}

const leadPath = (id: number) => boothPaths.staffLead.replace(':id', String(id));

describe("the kiosk staff panel's lead editor", () => {
  it("lists the event's interests from the web and saves a lead that the panel shows again", async () => {
    const { web, syncKey } = await startWeb();
    const booth = await startBooth(web.url, syncKey);
    const browser = await staffBrowser(booth);
    await expect
      .poll(async () => (await staff(browser)).interests, { timeout: 10_000 })
      .toEqual(['Pricing', 'Demo']);
    const [grace] = (await staff(browser)).recent;
    expect(grace).toMatchObject({ name: 'Grace Hopper', company: 'Navy' });
    expect(grace!.lead).toEqual({ rating: null, interests: [], note: '' });

    const lead: LeadFields = { rating: 'hot', interests: ['Demo'], note: 'Wants a demo in May' };
    const saved = await browser.call(leadPath(grace!.id), { method: 'PUT', body: lead });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(lead);
    const after = await staff(browser);
    expect(after.event).toBe(EVENT);
    expect(after.recent[0]!.lead).toEqual(lead);
  });

  it('writes an audit row for the unlock and for each lead change: who, when, the entry and what changed', async () => {
    const { web, syncKey } = await startWeb();
    const booth = await startBooth(web.url, syncKey);
    const browser = await staffBrowser(booth);
    await expect
      .poll(async () => (await staff(browser)).interests, { timeout: 10_000 })
      .toEqual(['Pricing', 'Demo']);
    const id = (await staff(browser)).recent[0]!.id;
    const first = { rating: 'hot', interests: ['Demo'], note: 'Wants a demo in May' };
    expect((await browser.call(leadPath(id), { method: 'PUT', body: first })).status).toBe(200);
    const second = { ...first, rating: 'warm', interests: ['Demo', 'Pricing'] };
    expect((await browser.call(leadPath(id), { method: 'PUT', body: second })).status).toBe(200);

    expect((await browser.login()).status).toBe(200);
    const audit = await browser.call('/api/admin/audit?offset=0&limit=20');
    const rows = (audit.body as AuditPage).events.filter(({ action }) =>
      ['booth-unlocked', 'booth-lead-changed'].includes(action),
    );
    expect(rows.map(({ action, actor, detail }) => ({ action, actor, detail }))).toEqual([
      {
        action: 'booth-lead-changed',
        actor: 'operator',
        detail: `entry ${id}: rating hot → warm; interests Demo → Demo, Pricing`,
      },
      {
        action: 'booth-lead-changed',
        actor: 'operator',
        detail: `entry ${id}: rating none → hot; interests none → Demo; note changed`,
      },
      { action: 'booth-unlocked', actor: 'operator', detail: '' },
    ]);
    for (const row of rows) {
      expect(row.ip).toMatch(/127\.0\.0\.1$/);
      expect(Date.now() - Date.parse(row.at)).toBeLessThan(60_000);
    }
  });

  it('saves a rating and a note with the web down, and says there is no interests list', async () => {
    const booth = await startBooth(
      'http://127.0.0.1:9',
      'syn_unreachable-web-0123456789abcdef0123',
    );
    const browser = await staffBrowser(booth);
    const status = await staff(browser);
    expect(status.interests).toBeNull();
    const id = status.recent[0]!.id;
    const saved = await browser.call(leadPath(id), {
      method: 'PUT',
      body: { rating: 'warm', note: 'Met at the coffee stand' },
    });
    expect(saved.status).toBe(200);
    expect((await staff(browser)).recent[0]!.lead).toEqual({
      rating: 'warm',
      interests: [],
      note: 'Met at the coffee stand',
    });
    const ticked = await browser.call(leadPath(id), {
      method: 'PUT',
      body: { rating: 'warm', interests: ['Pricing'] },
    });
    expect(ticked.status).toBe(400);
    expect(ticked.body).toEqual({
      message: '"Pricing" is not one of this event\'s interests.',
      errors: { interests: '"Pricing" is not one of this event\'s interests.' },
    });
  });

  it('keeps the last interests list it got when the web goes away', async () => {
    const { web, syncKey } = await startWeb();
    let booth = await startBooth(web.url, syncKey);
    let browser = await staffBrowser(booth);
    await expect
      .poll(async () => (await staff(browser)).interests, { timeout: 10_000 })
      .toEqual(['Pricing', 'Demo']);
    // Stopped here rather than disposed: the web's folder goes with the others at the end.
    servers.splice(servers.indexOf(web), 1, {
      ...web,
      dispose: () => rm(web.dataDir, { recursive: true, force: true }),
    });
    await web.stop();
    servers.splice(servers.indexOf(booth), 1);
    booth = await booth.restart();
    servers.push(booth);
    browser = new Browser(() => booth.url, PASSWORD);
    await browser.call(boothPaths.unlock, { body: { pin: PIN } });
    expect((await staff(browser)).interests).toEqual(['Pricing', 'Demo']);
  });

  it('asks for the PIN, refuses a note over 500 characters and answers 404 for no such sign-up', async () => {
    const booth = await startBooth(
      'http://127.0.0.1:9',
      'syn_unreachable-web-0123456789abcdef0123',
    );
    const browser = await staffBrowser(booth);
    const id = (await staff(browser)).recent[0]!.id;
    const stranger = new Browser(() => booth.url, PASSWORD);
    const locked = await stranger.call(leadPath(id), { method: 'PUT', body: { rating: 'hot' } });
    expect(locked.status).toBe(401);
    expect(locked.body).toEqual({ message: 'Enter the operator PIN first.' });

    const long = await browser.call(leadPath(id), {
      method: 'PUT',
      body: { note: 'x'.repeat(501) },
    });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      errors: { note: 'The note can be at most 500 characters.' },
    });
    const rating = await browser.call(leadPath(id), { method: 'PUT', body: { rating: 'boiling' } });
    expect(rating.status).toBe(400);
    expect(rating.body).toMatchObject({
      errors: { rating: 'The rating is hot, warm or cold (or none).' },
    });
    const missing = await browser.call(leadPath(9999), { method: 'PUT', body: { rating: 'hot' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'There is no sign-up with that id on this booth.' });
    expect((await staff(browser)).recent[0]!.lead.rating).toBeNull();
  });

  it('refuses a note holding a NUL, a carriage return or a direction override, naming the note, and keeps its line breaks', async () => {
    const booth = await startBooth(
      'http://127.0.0.1:9',
      'syn_unreachable-web-0123456789abcdef0123',
    );
    const browser = await staffBrowser(booth);
    const id = (await staff(browser)).recent[0]!.id;
    for (const note of ['Call\u0000back', 'Call\rback', 'Call \u202Ekcab']) {
      const refused = await browser.call(leadPath(id), { method: 'PUT', body: { note } });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        message: LEAD_TEXTS.noteChars,
        errors: { note: LEAD_TEXTS.noteChars },
      });
    }
    expect((await staff(browser)).recent[0]!.lead.note).toBe('');
    const lines = await browser.call(leadPath(id), {
      method: 'PUT',
      body: { note: 'Call back\nin May' },
    });
    expect(lines.status).toBe(200);
    expect((await staff(browser)).recent[0]!.lead.note).toBe('Call back\nin May');
  });
});
