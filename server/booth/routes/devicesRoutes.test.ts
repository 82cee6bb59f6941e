import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BOOTH_DEVICE_TEXTS,
  LEAD_TEXTS,
  PAIRING_ALPHABET,
  type ApiEntryWithLead,
  type BoothsOverview,
  type DeviceConfig,
  type LeadPage,
  type PairedDevice,
  type PairingCodeAnswer,
} from '../../../src/shared/index.js';
import { GUESSES_PER_MINUTE } from '../../abuse/guessLimits.js';
import { API_KEY_MESSAGES } from '../../apiKeys/requireApiKey.js';
import { adminSession, type AdminRequest } from '../../testing/adminSession.js';
import { signUp as formSignUp } from '../../testing/fixtures.js';
import { request, startTestServer, type TestServer } from '../../testing/testServer.js';

const PASSWORD = 'correct horse battery';
let clock = Date.parse('2026-03-10T12:00:00.000Z');
let server: TestServer;
let admin: AdminRequest;

beforeEach(async () => {
  clock = Date.now();
  server = await startTestServer({ adminPassword: PASSWORD, now: () => clock });
  admin = await adminSession(server, PASSWORD);
});
afterEach(() => server.dispose());

async function addDevice(name = 'Tablet 1', event = 'CES 2027') {
  const response = await admin('/booth-devices', { method: 'POST', body: { name, event } });
  expect(response.status).toBe(201);
  return response.body as PairingCodeAnswer;
}

const pair = (code: string) =>
  request(`${server.url}/api/booth/pair`, { method: 'POST', body: { code } });

const v1 = (key: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  request(`${server.url}/api/v1${path}`, { ...init, headers: { authorization: `Bearer ${key}` } });

async function pairedDevice(name = 'Tablet 1', event = 'CES 2027') {
  const { pairingCode } = await addDevice(name, event);
  const paired = await pair(pairingCode);
  expect(paired.status).toBe(201);
  return paired.body as PairedDevice;
}

const signUp = (externalId: string, email: string, extra: object = {}) => ({
  externalId,
  email,
  firstName: 'Grace',
  lastName: 'Hopper',
  company: 'Navy',
  hasConsented: true,
  ...extra,
});

describe('booth devices', () => {
  it('adds a device with an 8-character pairing code and the link its QR code holds', async () => {
    const added = await addDevice();
    expect(added.pairingCode).toMatch(new RegExp(`^[${PAIRING_ALPHABET}]{8}$`));
    expect(added.pairingUrl).toBe(`${server.url}/booth?pair=${added.pairingCode}`);
    const overview = (await admin('/booths')).body as BoothsOverview;
    expect(overview.events).toEqual([
      expect.objectContaining({
        name: 'CES 2027',
        devices: [expect.objectContaining({ id: added.id, name: 'Tablet 1', status: 'waiting' })],
      }),
    ]);
  });

  it('pairs once: the code gives the device key, a second use and an unknown code get 400 with a message', async () => {
    const { pairingCode } = await addDevice();
    const paired = await pair(pairingCode.toLowerCase());
    expect(paired.status).toBe(201);
    const body = paired.body as PairedDevice;
    expect(body.deviceKey).toMatch(/^syn_[A-Za-z0-9_-]{32,}$/);
    expect(body.device).toMatchObject({ name: 'Tablet 1', event: 'CES 2027' });
    const again = await pair(pairingCode);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: BOOTH_DEVICE_TEXTS.codeUsed });
    const unknown = await pair('ACDEFGHJ');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: BOOTH_DEVICE_TEXTS.codeUnknown });
    const devices = ((await admin('/booths')).body as BoothsOverview).events[0]!.devices;
    expect(devices[0]).toMatchObject({ status: 'paired' });
  });

  it('pairs with a valid code after 20 wrong ones from the same network, which meet the guess limit', async () => {
    const { pairingCode } = await addDevice();
    for (let guess = 0; guess < GUESSES_PER_MINUTE; guess++) {
      expect((await pair('ACDEFGHJ')).status).toBe(400);
    }
    const limited = await pair('ACDEFGHK');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ message: BOOTH_DEVICE_TEXTS.tooManyTries });
    const paired = await pair(pairingCode);
    expect(paired.status).toBe(201);
    expect((paired.body as PairedDevice).device).toMatchObject({ name: 'Tablet 1' });
    expect((await pair('ACDEFGHM')).status).toBe(429);
  });

  it('refuses a code after 10 minutes, and the admin can give the device a new one', async () => {
    const added = await addDevice();
    clock += 10 * 60_000 + 1;
    const late = await pair(added.pairingCode);
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ message: BOOTH_DEVICE_TEXTS.codeExpired });
    // The password was given more than 5 minutes ago on the moved clock: asked again.
    const renewed = await admin(`/booth-devices/${added.id}/pairing-code`, { method: 'POST' });
    expect(renewed.status).toBe(403);
    await admin('/reauth', { method: 'POST', body: { password: PASSWORD } });
    const fresh = await admin(`/booth-devices/${added.id}/pairing-code`, { method: 'POST' });
    expect(fresh.status).toBe(200);
    expect((await pair((fresh.body as PairingCodeAnswer).pairingCode)).status).toBe(201);
  });

  it("stores a device's sign-ups as kiosk with its event and name, once per externalId", async () => {
    const { deviceKey } = await pairedDevice();
    const body = {
      entries: [signUp('tab-1', 'grace@example.com'), signUp('tab-2', 'ada@example.com')],
    };
    expect((await v1(deviceKey, '/entries', { method: 'POST', body })).status).toBe(201);
    const again = await v1(deviceKey, '/entries', { method: 'POST', body });
    expect(again.body).toMatchObject({ created: 0, existed: 2 });
    const readKey = await admin('/api-keys', {
      method: 'POST',
      body: { name: 'reader', scopes: ['entries:read'] },
    });
    const page = await v1((readKey.body as { key: string }).key, '/entries');
    const entries = (page.body as { entries: ApiEntryWithLead[] }).entries;
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      source: 'kiosk',
      event: 'CES 2027',
      device: 'Tablet 1',
      leadRating: null,
      leadInterests: [],
      leadNote: '',
    });
    const other = await v1(deviceKey, '/entries', {
      method: 'POST',
      body: signUp('tab-3', 'x@example.com', { event: 'Other show' }),
    });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ message: BOOTH_DEVICE_TEXTS.otherEvent('CES 2027') });
  });

  it('updates the lead fields when the same externalId comes again, and counts per event and device', async () => {
    await admin('/booth-events', {
      method: 'PUT',
      body: { event: 'CES 2027', interests: ['Pricing', 'Demo'] },
    });
    const { deviceKey, interests } = await pairedDevice();
    expect(interests).toEqual(['Pricing', 'Demo']);
    const config = (await v1(deviceKey, '/booth')).body as DeviceConfig;
    expect(config).toMatchObject({ event: 'CES 2027', interests: ['Pricing', 'Demo'] });
    await v1(deviceKey, '/entries', { method: 'POST', body: signUp('tab-1', 'grace@example.com') });
    await v1(deviceKey, '/entries', { method: 'POST', body: signUp('tab-2', 'ada@example.com') });
    const lead = { leadRating: 'hot', leadInterests: ['Demo'], leadNote: 'Wants a call in May' };
    const update = await v1(deviceKey, '/entries', {
      method: 'POST',
      body: signUp('tab-1', 'grace@example.com', lead),
    });
    expect(update.body).toMatchObject({ created: 0, existed: 1 });

    const hot = (await admin('/leads?rating=hot')).body as LeadPage;
    expect(hot.total).toBe(1);
    expect(hot.leads[0]).toMatchObject({
      email: 'grace@example.com',
      event: 'CES 2027',
      device: 'Tablet 1',
      rating: 'hot',
      interests: ['Demo'],
      note: 'Wants a call in May',
    });
    const overview = (await admin('/booths')).body as BoothsOverview;
    expect(overview.events[0]!.counts).toEqual({ signUps: 2, confirmed: 0, qualified: 1 });
    expect(overview.events[0]!.devices[0]!.counts).toEqual({
      signUps: 2,
      confirmed: 0,
      qualified: 1,
    });
    expect(overview.events[0]!.devices[0]!.lastSeenAt).not.toBeNull();
  });

  it("sets lead fields only on a device's own sign-ups, and answers no id or position for another address", async () => {
    const web = await request(`${server.url}/api/waitlist/join`, {
      body: formSignUp('someone@example.com'),
    });
    expect(web.status).toBe(201);
    const tabletA = await pairedDevice('Tablet A');
    const tabletB = await pairedDevice('Tablet B');
    const send = (deviceKey: string, entry: object) =>
      v1(deviceKey, '/entries', { method: 'POST', body: { entries: [entry] } });
    const hot = { leadRating: 'hot', leadNote: 'Wants a call' };

    // Someone's address: the answer says neither who they are nor where they stand.
    const probe = await send(tabletA.deviceKey, signUp('a-1', 'someone@example.com', hot));
    expect(probe.body).toEqual({
      results: [{ externalId: 'a-1', created: false }],
      created: 0,
      existed: 1,
      refused: 0,
      erased: 0,
    });
    const own = await send(tabletA.deviceKey, signUp('a-2', 'ada@example.com'));
    expect((own.body as { results: unknown[] }).results).toEqual([
      {
        externalId: 'a-2',
        id: expect.any(Number),
        position: 2,
        created: true,
        // Issue 39: the device that created it gets its visitor's links for the thank-you.
        visitor: expect.objectContaining({ statusUrl: expect.any(String) }),
      },
    ]);
    // Tablet B's "a-2" is its own externalId: a new sign-up of its own, not Tablet A's lead.
    const reused = await send(tabletB.deviceKey, signUp('a-2', 'bob@example.com', hot));
    expect(reused.body).toMatchObject({ created: 1 });
    const other = await send(tabletB.deviceKey, signUp('b-1', 'ada@example.com', hot));
    expect(other.body).toEqual({
      results: [{ externalId: 'b-1', created: false }],
      created: 0,
      existed: 1,
      refused: 0,
      erased: 0,
    });
    await send(tabletA.deviceKey, signUp('a-2', 'ada@example.com', { leadRating: 'warm' }));

    const { leads, total } = (await admin('/leads')).body as LeadPage;
    expect(total).toBe(2);
    expect(
      leads.map(({ email, device, rating, note }) => ({ email, device, rating, note })),
    ).toEqual([
      { email: 'bob@example.com', device: 'Tablet B', rating: 'hot', note: 'Wants a call' },
      { email: 'ada@example.com', device: 'Tablet A', rating: 'warm', note: '' },
    ]);
  });

  it("refuses leadInterests its event does not offer, as the booth's own route does, and keeps one the lead carries already", async () => {
    const interests = (list: string[]) =>
      admin('/booth-events', { method: 'PUT', body: { event: 'CES 2027', interests: list } });
    await interests(['Pricing', 'Demo']);
    const { deviceKey } = await pairedDevice();
    const send = (extra: object) =>
      v1(deviceKey, '/entries', {
        method: 'POST',
        body: { entries: [signUp('t-1', 'grace@example.com', extra)] },
      });
    const golf = LEAD_TEXTS.notInList('Golf');

    const refused = await send({ leadInterests: ['Demo', 'Golf'] });
    expect(refused.body).toMatchObject({
      created: 0,
      refused: 1,
      results: [{ externalId: 't-1', error: { message: golf, errors: { leadInterests: golf } } }],
    });
    const single = await v1(deviceKey, '/entries', {
      method: 'POST',
      body: signUp('t-1', 'grace@example.com', { leadInterests: ['Golf'] }),
    });
    expect(single.status).toBe(400);
    expect(single.body).toEqual({ message: golf, errors: { leadInterests: golf } });
    expect(((await admin('/leads')).body as LeadPage).total).toBe(0);

    expect((await send({ leadInterests: ['Demo'] })).body).toMatchObject({ created: 1 });
    // The admin drops Demo: the lead keeps it, and may be sent again with it.
    await interests(['Pricing']);
    const kept = await send({ leadInterests: ['Demo'], leadRating: 'hot' });
    expect(kept.body).toMatchObject({ existed: 1, refused: 0 });
    expect((await send({ leadInterests: ['Demo', 'Golf'] })).body).toMatchObject({ refused: 1 });
    const { leads } = (await admin('/leads')).body as LeadPage;
    expect(leads).toEqual([expect.objectContaining({ rating: 'hot', interests: ['Demo'] })]);
  });

  it('stops a revoked device at its next sync', async () => {
    const { deviceKey, device } = await pairedDevice();
    expect((await admin(`/booth-devices/${device.id}/revoke`, { method: 'POST' })).status).toBe(
      204,
    );
    const refused = await v1(deviceKey, '/entries', {
      method: 'POST',
      body: signUp('tab-1', 'grace@example.com'),
    });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: API_KEY_MESSAGES.revoked });
    const devices = ((await admin('/booths')).body as BoothsOverview).events[0]!.devices;
    expect(devices[0]).toMatchObject({ status: 'revoked' });
  });

  it('never leaves a key working for a device revoked while it pairs', async () => {
    // Fewer rounds than the pairing route's guess limit: a code revoked first is a refused guess.
    for (let round = 0; round < GUESSES_PER_MINUTE - 4; round += 1) {
      const { id, pairingCode } = await addDevice(`Tablet ${round}`);
      const [paired, revoked] = await Promise.all([
        pair(pairingCode),
        admin(`/booth-devices/${id}/revoke`, { method: 'POST' }),
      ]);
      expect(revoked.status).toBe(204);
      const devices = ((await admin('/booths')).body as BoothsOverview).events[0]!.devices;
      const status = devices.find((device) => device.id === id)!.status;
      if (paired.status !== 201) {
        expect(paired.body).toMatchObject({ message: BOOTH_DEVICE_TEXTS.codeUsed });
        expect(status).toBe('revoked');
        continue;
      }
      const { deviceKey } = paired.body as PairedDevice;
      const answer = await v1(deviceKey, '/booth');
      if (status === 'revoked') expect([401, 403]).toContain(answer.status);
      else expect(answer.status).toBe(200);
    }
  });

  it('refuses a lead note over 500 characters and an unknown rating, naming the field', async () => {
    const { deviceKey } = await pairedDevice();
    const response = await v1(deviceKey, '/entries', {
      method: 'POST',
      body: signUp('tab-1', 'grace@example.com', {
        leadNote: 'x'.repeat(501),
        leadRating: 'boiling',
      }),
    });
    expect(response.status).toBe(400);
    const errors = (response.body as { errors: Record<string, string> }).errors;
    expect(Object.keys(errors).sort()).toEqual(['leadNote', 'leadRating']);
  });
});
