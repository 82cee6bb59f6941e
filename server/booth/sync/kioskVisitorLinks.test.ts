import { describe, expect, it } from 'vitest';
import {
  boothPaths,
  type CreatedApiKey,
  type KioskVisitorLinks,
} from '../../../src/shared/index.js';
import { Browser } from '../../testing/browser.js';
import { kioskAndWeb, QUICK_SYNC } from '../../testing/kioskAndWeb.js';
import { freePort } from '../../testing/postgres.js';
import { expectVisitorLinks } from '../../testing/visitorLinks.js';

/**
 * Issue 39, item 3, on the kiosk: only the web can make a visitor's status and referral links, so
 * the web answers them to the kiosk's sync key, the kiosk keeps them, and its thank-you asks its
 * own server for them by the visitor's ticket. Real processes: `npm run booth`'s server syncing to
 * a web deployment on lowdb, then on PostgreSQL.
 */
const ADMIN_PASSWORD = 'kiosk-visitor-links-admin';
const VISITOR = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@booth.example',
  company: 'Navy',
  hasConsented: true,
};

const { start, webKinds } = kioskAndWeb(ADMIN_PASSWORD);

async function startKiosk(syncUrl: string, syncKey: string) {
  const kiosk = await start('kiosk', {
    ...QUICK_SYNC,
    SYNC_URL: syncUrl,
    SYNC_API_KEY: syncKey,
    EVENT_NAME: 'CES 2027',
    FORM_MIN_MS: '0',
    BOT_CHECK: 'off',
  });
  const visitor = new Browser(() => kiosk.url, ADMIN_PASSWORD);
  const joined = await visitor.call('/api/waitlist/join', { body: VISITOR });
  expect(joined.status).toBe(201);
  const ticket = (joined.body as { position: number }).position;
  const linksOf = async (of = ticket) =>
    (await visitor.call(boothPaths.visitorLinks.replace(':ticket', String(of))))
      .body as KioskVisitorLinks;
  return { linksOf };
}

describe.each(webKinds)("a kiosk visitor's links from a web deployment on $name", (kind) => {
  it('brings the visitor’s status link, which opens their place on the web, and referral link to the kiosk', async () => {
    const web = await start('web', { ...(await kind.env()), ...QUICK_SYNC });
    const admin = new Browser(() => web.url, ADMIN_PASSWORD);
    expect((await admin.login()).status).toBe(200);
    const created = await admin.call('/api/admin/api-keys', {
      method: 'POST',
      body: { name: 'Kiosk', scopes: ['entries:sync'] },
    });
    const { linksOf } = await startKiosk(web.url, (created.body as CreatedApiKey).key);

    await expect.poll(async () => (await linksOf()).links, { timeout: 20_000 }).not.toBeNull();
    await expectVisitorLinks((await linksOf()).links!, web.url, 1);
    // Another ticket's links are not this visitor's.
    expect((await linksOf(2)).links).toBeNull();
  }, 120_000);
});

describe("a kiosk visitor's links while the web is away", () => {
  it('stops waiting for them, so the thank-you says they come by e-mail', async () => {
    const nobody = `http://127.0.0.1:${await freePort()}`;
    const { linksOf } = await startKiosk(nobody, 'sk_live_not_reachable');
    await expect.poll(async () => (await linksOf()).pending, { timeout: 20_000 }).toBe(false);
    expect((await linksOf()).links).toBeNull();
  }, 60_000);
});
