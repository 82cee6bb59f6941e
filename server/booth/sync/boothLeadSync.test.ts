import { describe, expect, it } from 'vitest';
import {
  boothPaths,
  type ApiEntryPage,
  type CreatedApiKey,
  type CreatedWebhookEndpoint,
  type StaffStatus,
  type WebhookDeliveriesResponse,
} from '../../../src/shared/index.js';
import { Browser } from '../../testing/browser.js';
import { kioskAndWeb, QUICK_SYNC } from '../../testing/kioskAndWeb.js';
import { request } from '../../testing/testServer.js';

/**
 * Issue 27, item 2, with real processes on 127.0.0.1: the kiosk (`npm run booth`'s server, on
 * lowdb) and a web deployment (lowdb, then PostgreSQL). A sign-up syncs, staff qualify it on the
 * kiosk afterwards, and the next sync carries the lead fields to the web: its /api/v1, its CSV,
 * its leads list, and one entry.qualified per change.
 */
const ADMIN_PASSWORD = 'booth-lead-sync-admin';
const PIN = '2468';
const EVENT = 'CES 2026';

const { start, webKinds } = kioskAndWeb(ADMIN_PASSWORD);

describe.each(webKinds)(
  "a kiosk's lead fields syncing to a web deployment on $name",
  { timeout: 120_000 },
  (kind) => {
    /** The web: an event with interests, a webhook for entry.qualified, a sync and a read key. */
    async function startWeb() {
      // The webhook's receiver is on this machine, which the address guard allows only so.
      const web = await start('web', { ...(await kind.env()), WEBHOOK_ALLOW_PRIVATE: 'true' });
      const admin = new Browser(() => web.url, ADMIN_PASSWORD);
      expect((await admin.login()).status).toBe(200);
      const call = (path: string, method: string, body: unknown) =>
        admin.call(`/api/admin${path}`, { method, body });
      await call('/booth-events', 'PUT', { event: EVENT, interests: ['Pricing', 'Demo'] });
      const hook = await call('/webhooks', 'POST', {
        url: 'http://127.0.0.1:9/crm',
        events: ['entry.qualified'],
        description: 'CRM',
      });
      expect(hook.status).toBe(201);
      const hookId = (hook.body as CreatedWebhookEndpoint).id;
      const key = async (scopes: string[]) =>
        ((await call('/api-keys', 'POST', { name: 'test', scopes })).body as CreatedApiKey).key;
      return {
        web,
        admin,
        hookId,
        syncKey: await key(['entries:sync']),
        readKey: await key(['entries:read']),
      };
    }

    async function webEntries(url: string, readKey: string) {
      const response = await request(`${url}/api/v1/entries?limit=500`, {
        headers: { authorization: `Bearer ${readKey}` },
      });
      return (response.body as ApiEntryPage).entries;
    }

    it('carries a lead qualified after the first sync to the web, with one entry.qualified per change', async () => {
      const { web, admin, hookId, syncKey, readKey } = await startWeb();
      const booth = await start('kiosk', {
        KIOSK_PIN: PIN,
        SYNC_URL: web.url,
        SYNC_API_KEY: syncKey,
        EVENT_NAME: EVENT,
        ...QUICK_SYNC,
        FORM_MIN_MS: '0',
        BOT_CHECK: 'off',
      });
      const staff = new Browser(() => booth.url, ADMIN_PASSWORD);
      const joined = await staff.call('/api/waitlist/join', {
        body: {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace@booth.example',
          company: 'Navy',
          hasConsented: true,
        },
      });
      expect(joined.status).toBe(201);
      await expect
        .poll(async () => (await webEntries(web.url, readKey)).length, { timeout: 20_000 })
        .toBe(1);
      expect((await webEntries(web.url, readKey))[0]).toMatchObject({
        email: 'grace@booth.example',
        event: EVENT,
        leadRating: null,
        leadNote: '',
      });

      // Staff qualify it on the kiosk, after it is on the web.
      expect((await staff.call(boothPaths.unlock, { body: { pin: PIN } })).status).toBe(204);
      await expect
        .poll(async () => ((await staff.call(boothPaths.staff)).body as StaffStatus).interests, {
          timeout: 20_000,
        })
        .toEqual(['Pricing', 'Demo']);
      const { recent } = (await staff.call(boothPaths.staff)).body as StaffStatus;
      const leadPath = boothPaths.staffLead.replace(':id', String(recent[0]!.id));
      const lead = { rating: 'hot', interests: ['Demo'], note: 'Wants a demo in May' };
      expect((await staff.call(leadPath, { method: 'PUT', body: lead })).status).toBe(200);

      await expect
        .poll(async () => (await webEntries(web.url, readKey))[0]?.leadRating, { timeout: 20_000 })
        .toBe('hot');
      expect((await webEntries(web.url, readKey))[0]).toMatchObject({
        event: EVENT,
        leadRating: 'hot',
        leadInterests: ['Demo'],
        leadNote: 'Wants a demo in May',
      });
      const csv = (await admin.call('/api/admin/waitlist/export')).text;
      // Event, device (none: the kiosk is no paired device), rating, interests, note.
      expect(csv).toContain(`${EVENT},,hot,Demo,Wants a demo in May`);
      const leads = (await admin.call('/api/admin/leads?rating=hot')).body as { total: number };
      expect(leads.total).toBe(1);

      const qualified = async () => {
        const response = await admin.call(`/api/admin/webhooks/${hookId}/deliveries`);
        return (response.body as WebhookDeliveriesResponse).deliveries.filter(
          (delivery) => delivery.event === 'entry.qualified',
        ).length;
      };
      expect(await qualified()).toBe(1);
      // Later rounds send nothing again: still one delivery for one change.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await qualified()).toBe(1);

      const second = { ...lead, rating: 'warm', note: 'Demo done; send pricing' };
      expect((await staff.call(leadPath, { method: 'PUT', body: second })).status).toBe(200);
      await expect
        .poll(async () => (await webEntries(web.url, readKey))[0]?.leadNote, { timeout: 20_000 })
        .toBe('Demo done; send pricing');
      expect((await webEntries(web.url, readKey))[0]?.leadRating).toBe('warm');
      await expect.poll(qualified, { timeout: 10_000 }).toBe(2);
      expect(await webEntries(web.url, readKey)).toHaveLength(1);
    });
  },
);
