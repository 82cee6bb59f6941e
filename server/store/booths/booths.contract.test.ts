import { rm } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../testing/postgres.js';
import { makeDataDir } from '../../testing/testServer.js';
import { newEntry } from '../../testing/fixtures.js';
import { LowdbStore } from '../assembly/lowdbStore.js';
import { PostgresStore } from '../assembly/postgresStore.js';
import type { Store } from '../types.js';
import { testsEngine } from '../testing/bothStores.js';

/** The booths area's contract (issue 27), the same on lowdb and PostgreSQL. */
let clock = new Date('2026-03-10T12:00:00.000Z');
const now = () => new Date(clock);
const inMinutes = (minutes: number) => new Date(clock.getTime() + minutes * 60_000).toISOString();

let postgres: TestPostgres | undefined;
let dataDir: string | undefined;
let databaseUrl: string | undefined;

const kinds: {
  name: 'lowdb' | 'postgres';
  setUp(): Promise<void>;
  open(): Promise<Store>;
  tearDown(): Promise<void>;
}[] = [
  {
    name: 'lowdb',
    setUp: async () => undefined,
    open: async () => LowdbStore.open({ dataDir: (dataDir ??= await makeDataDir()), now }),
    tearDown: async () => undefined,
  },
  {
    name: 'postgres',
    setUp: async () => {
      postgres = await startTestPostgres();
    },
    open: async () =>
      PostgresStore.open({ databaseUrl: (databaseUrl ??= await postgres!.createDatabase()), now }),
    tearDown: async () => postgres?.stop(),
  },
];

describe.each(kinds.filter((kind) => testsEngine(kind.name)))(
  'the booths area on $name',
  (kind) => {
    let store: Store;
    beforeAll(() => kind.setUp());
    afterAll(() => kind.tearDown());
    beforeEach(async () => {
      clock = new Date('2026-03-10T12:00:00.000Z');
      store = await kind.open();
    });
    afterEach(async () => {
      await store.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      dataDir = undefined;
      databaseUrl = undefined;
    });

    const addDevice = (name: string, hash: string, event = 'CES 2027') =>
      store.booths.addDevice({
        name,
        event,
        pairingCodeHash: hash,
        pairingExpiresAt: inMinutes(10),
      });

    const keyFor = (hash: string) => (device: { name: string }) => ({
      name: `Booth device: ${device.name}`,
      prefix: 'syn_abc',
      keyHash: `key-${hash}`,
      scopes: ['entries:write' as const],
    });
    const pairDevice = (hash: string) => store.booths.pairDevice(hash, now(), keyFor(hash));

    it('takes a pairing code once with its new key attached, and tells a used, an expired and an unknown code apart', async () => {
      const device = await addDevice('Tablet 1', 'hash-1');
      await addDevice('Tablet 2', 'hash-2');
      const paired = await pairDevice('hash-1');
      expect(paired).toEqual({
        device: expect.objectContaining({ id: device.id, pairedAt: clock.toISOString() }),
        apiKey: expect.objectContaining({ name: 'Booth device: Tablet 1', revokedAt: null }),
      });
      if (!('device' in paired)) throw new Error('not paired');
      expect(paired.device.apiKeyId).toBe(paired.apiKey.id);
      expect((await store.booths.findDeviceByKey(paired.apiKey.id))?.id).toBe(device.id);
      expect((await store.findApiKeyByHash('key-hash-1'))?.id).toBe(paired.apiKey.id);
      expect(await pairDevice('hash-1')).toEqual({ refused: 'used' });
      expect(await pairDevice('nothing')).toEqual({ refused: 'unknown' });
      clock = new Date(clock.getTime() + 10 * 60_000);
      expect(await pairDevice('hash-2')).toEqual({ refused: 'expired' });
      // A refused code makes no key.
      expect((await store.listApiKeys()).map((key) => key.keyHash)).toEqual(['key-hash-1']);
    });

    it('renews the code of a device never paired, and revokes a device with its key', async () => {
      const device = await addDevice('Tablet 1', 'old');
      const renewed = await store.booths.renewPairingCode(device.id, 'new', inMinutes(10));
      expect(renewed?.pairingCodeHash).toBe('new');
      expect(await pairDevice('old')).toEqual({ refused: 'unknown' });
      const paired = await pairDevice('new');
      if (!('device' in paired)) throw new Error('not paired');
      expect(
        await store.booths.renewPairingCode(device.id, 'again', inMinutes(10)),
      ).toBeUndefined();
      const revoked = await store.booths.revokeDevice(device.id);
      expect(revoked?.revokedAt).toBe(clock.toISOString());
      expect((await store.booths.findDevice(device.id))?.revokedAt).toBe(clock.toISOString());
      expect((await store.findApiKeyByHash('key-new'))?.revokedAt).toBe(clock.toISOString());
      expect(await store.booths.revokeDevice(999)).toBeUndefined();
      // A device revoked before it paired cannot pair.
      await addDevice('Tablet 2', 'late');
      const late = (await store.booths.listDevices()).find((d) => d.name === 'Tablet 2')!;
      await store.booths.revokeDevice(late.id);
      expect(await pairDevice('late')).toEqual({ refused: 'used' });
    });

    it('pairs and revokes in one write each: a device revoked while it pairs never keeps a working key', async () => {
      for (let round = 0; round < 30; round += 1) {
        const device = await addDevice(`Tablet ${round}`, `race-${round}`);
        const [paired] = await Promise.all([
          pairDevice(`race-${round}`),
          store.booths.revokeDevice(device.id),
        ]);
        const stored = await store.booths.findDevice(device.id);
        expect(stored?.revokedAt).not.toBeNull();
        if ('device' in paired) {
          expect(stored?.apiKeyId).toBe(paired.apiKey.id);
          expect((await store.findApiKeyByHash(`key-race-${round}`))?.revokedAt).not.toBeNull();
        } else {
          expect(paired).toEqual({ refused: 'used' });
          expect(await store.findApiKeyByHash(`key-race-${round}`)).toBeUndefined();
        }
      }
    });

    it("lists each event once, with a device's event and the interests the admin set", async () => {
      await addDevice('Tablet 1', 'a', 'Web Summit');
      await store.booths.setEventInterests('CES 2027', ['Pricing', 'Demo']);
      await store.booths.setEventInterests('CES 2027', ['Demo']);
      expect(await store.booths.listEvents()).toEqual([
        { name: 'CES 2027', interests: ['Demo'], staff: [] },
        { name: 'Web Summit', interests: [], staff: [] },
      ]);
    });

    it('records a booth sign-up once, replaces the lead fields sent and answers which changed', async () => {
      const device = await addDevice('Tablet 1', 'a');
      const { entry } = await store.join(newEntry('grace@example.com', { source: 'kiosk' }));
      const first = { entryId: entry.id, deviceId: device.id, event: 'CES 2027' };
      expect(await store.booths.recordLeads([first])).toEqual([]);
      expect(
        await store.booths.recordLeads([{ ...first, lead: { rating: 'hot', note: 'Call' } }]),
      ).toEqual([entry.id]);
      // The same lead again changes nothing; another device keeps the first device and event.
      expect(await store.booths.recordLeads([{ ...first, lead: { rating: 'hot' } }])).toEqual([]);
      await store.booths.recordLeads([
        { entryId: entry.id, deviceId: null, event: 'Other', lead: { interests: ['Demo'] } },
      ]);
      const [lead] = await store.booths.leadsOf([entry.id]);
      expect(lead).toMatchObject({
        entryId: entry.id,
        deviceId: device.id,
        event: 'CES 2027',
        rating: 'hot',
        interests: ['Demo'],
        note: 'Call',
      });
      expect(
        await store.booths.recordLeads([{ ...first, entryId: 999, lead: { rating: 'cold' } }]),
      ).toEqual([]);
    });

    it("keeps a scanned badge's id with the lead: the first one given stays, across a restart, and it is no qualification", async () => {
      const { entry } = await store.join(newEntry('ada@example.com', { source: 'kiosk' }));
      const signUp = { entryId: entry.id, deviceId: null, event: 'CES 2027' };
      expect(await store.booths.recordLeads([{ ...signUp, badgeId: 'EXPO26-004217' }])).toEqual([]);
      await store.booths.recordLeads([{ ...signUp, badgeId: 'OTHER-1', lead: { note: 'Call' } }]);
      await store.close();
      store = await kind.open();
      const [lead] = await store.booths.leadsOf([entry.id]);
      expect(lead).toMatchObject({ badgeId: 'EXPO26-004217', note: 'Call', event: 'CES 2027' });
      const plain = (await store.join(newEntry('bob@example.com'))).entry;
      await store.booths.recordLeads([{ ...signUp, entryId: plain.id, lead: { rating: 'hot' } }]);
      expect((await store.booths.leadsOf([plain.id]))[0]?.badgeId).toBeUndefined();
    });

    it('hands a booth the leads changed after its last revision, oldest change first', async () => {
      const a = (await store.join(newEntry('a@example.com'))).entry;
      const b = (await store.join(newEntry('b@example.com'))).entry;
      await store.booths.recordLeads([
        { entryId: a.id, deviceId: null, event: '', lead: { note: 'one' } },
      ]);
      await store.booths.recordLeads([
        { entryId: b.id, deviceId: null, event: '', lead: { note: 'two' } },
      ]);
      const [first] = await store.booths.leadsChangedAfter(0, 1);
      expect(first?.entryId).toBe(a.id);
      await store.booths.recordLeads([
        { entryId: a.id, deviceId: null, event: '', lead: { note: 'three' } },
      ]);
      const later = await store.booths.leadsChangedAfter(first!.revision, 10);
      expect(later.map((lead) => [lead.entryId, lead.note])).toEqual([
        [b.id, 'two'],
        [a.id, 'three'],
      ]);
    });

    it('counts sign-ups, confirmed and qualified per event and device, lists leads by rating and erases a lead with its entry', async () => {
      const device = await addDevice('Tablet 1', 'a');
      const hot = (await store.join(newEntry('hot@example.com', { doubleOptIn: false }))).entry;
      const plain = (await store.join(newEntry('plain@example.com'))).entry;
      await store.booths.recordLeads([
        { entryId: hot.id, deviceId: device.id, event: 'CES 2027', lead: { rating: 'hot' } },
        { entryId: plain.id, deviceId: device.id, event: 'CES 2027' },
      ]);
      const counts = await store.booths.boothCounts();
      expect(counts.byEvent).toEqual([
        { event: 'CES 2027', signUps: 2, confirmed: 1, qualified: 1 },
      ]);
      expect(counts.byDevice).toEqual([
        { deviceId: device.id, signUps: 2, confirmed: 1, qualified: 1 },
      ]);

      const hotOnes = await store.booths.listLeads({ rating: 'hot', offset: 0, limit: 10 });
      expect(hotOnes.total).toBe(1);
      expect(hotOnes.leads[0]?.entry.email).toBe('hot@example.com');
      const unrated = await store.booths.listLeads({ rating: 'unrated', offset: 0, limit: 10 });
      expect(unrated.leads.map((row) => row.entry.id)).toEqual([plain.id]);

      await store.deleteEntry(hot.id);
      expect(await store.booths.leadsOf([hot.id])).toEqual([]);
      expect((await store.booths.boothCounts()).byEvent).toEqual([
        { event: 'CES 2027', signUps: 1, confirmed: 0, qualified: 0 },
      ]);
    });

    it('keeps devices, events and leads across a restart', async () => {
      const device = await addDevice('Tablet 1', 'a');
      const { entry } = await store.join(newEntry('grace@example.com'));
      await store.booths.setEventInterests('CES 2027', ['Demo']);
      await store.booths.recordLeads([
        {
          entryId: entry.id,
          deviceId: device.id,
          event: 'CES 2027',
          lead: { interests: ['Demo'] },
        },
      ]);
      await store.close();
      store = await kind.open();
      expect((await store.booths.listDevices()).map((stored) => stored.name)).toEqual(['Tablet 1']);
      expect(await store.booths.listEvents()).toEqual([
        { name: 'CES 2027', interests: ['Demo'], staff: [] },
      ]);
      expect((await store.booths.allLeads())[0]).toMatchObject({
        entryId: entry.id,
        interests: ['Demo'],
      });
    });
  },
);
