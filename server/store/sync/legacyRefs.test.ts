import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storedEntry } from '../../testing/fixtures.js';
import { startTestPostgres, type TestPostgres } from '../../testing/postgres.js';
import { makeDataDir } from '../../testing/testServer.js';
import { rm } from 'node:fs/promises';
import { DATA_FILE } from '../lowdb/dataFolder.js';
import { LowdbStore } from '../assembly/lowdbStore.js';
import { migrate, readMigrations } from '../postgres/migrate.js';
import { PostgresStore } from '../assembly/postgresStore.js';
import { testsEngine } from '../testing/bothStores.js';
import type { Store } from '../types.js';
import type { ImportedEntry, StoredApiKey } from './syncTypes.js';

/**
 * Issue 38, item 3, across versions: externalIds stored before they were per key stay their
 * creating key's (legacyRefs.ts on lowdb, migration 32 on PostgreSQL), so a booth goes on
 * qualifying what it synced before the upgrade; any other key's batch names nothing of them.
 */
const ARRIVED = '2026-03-02T10:00:00.000Z';

const key = (id: number, name: string): StoredApiKey => ({
  id,
  name,
  prefix: 'syn_old',
  keyHash: `old-key-${id}`,
  scopes: ['entries:sync'],
  createdAt: '2026-03-01T10:00:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
  useCount: 0,
});
/** Booth's batch created Ada's entry; it only met the web sign-up of Web. Tablet shares no name. */
const KEYS = [key(1, 'Booth'), key(2, 'Tablet'), key(3, 'Twin'), key(4, 'Twin')];
const ENTRIES = [
  storedEntry(1, { email: 'web@example.com' }),
  storedEntry(2, { email: 'ada@example.com', source: 'kiosk', consentVersion: 'API key "Booth"' }),
  storedEntry(3, { email: 'twin@example.com', source: 'kiosk', consentVersion: 'API key "Twin"' }),
];
const REFS = [
  { externalId: 'old-ada', entryId: 2, event: 'Fair', receivedAt: ARRIVED },
  { externalId: 'old-web', entryId: 1, event: 'Fair', receivedAt: ARRIVED },
  { externalId: 'old-twin', entryId: 3, event: 'Fair', receivedAt: ARRIVED },
];

const sent = (email: string, externalId: string): ImportedEntry => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  company: '',
  hasConsented: true,
  source: 'kiosk',
  externalId,
  createdAt: ARRIVED,
  event: 'Fair',
  consentVersion: 'API key "Booth"',
});

let postgres: TestPostgres | undefined;
const folders: string[] = [];

/** A data folder as the version before wrote it: refs without their key. */
async function olderLowdb(): Promise<Store> {
  const dataDir = await makeDataDir();
  folders.push(dataDir);
  const snapshot = {
    version: 1,
    lastSeq: 0,
    nextId: 4,
    nextPosition: 4,
    nextUserId: 1,
    waitlist: ENTRIES,
    users: [],
    sessions: {},
    apiKeys: KEYS,
    externalRefs: REFS,
  };
  await writeFile(join(dataDir, DATA_FILE), JSON.stringify(snapshot));
  return LowdbStore.open({ dataDir });
}

/** A database at migration 31 with the same rows, then opened (and migrated) by the store. */
async function olderPostgres(): Promise<Store> {
  postgres ??= await startTestPostgres();
  const url = await postgres.createDatabase({ empty: true });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migrate(
      client,
      (await readMigrations()).filter((step) => step.version <= 31),
    );
    for (const stored of KEYS) {
      await client.query(
        `INSERT INTO api_keys (id, name, prefix, key_hash, scopes, created_at)
         OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, $5, $6)`,
        [stored.id, stored.name, stored.prefix, stored.keyHash, stored.scopes, stored.createdAt],
      );
    }
    for (const entry of ENTRIES) {
      await client.query(
        `INSERT INTO waitlist_entries (id, first_name, last_name, email, company, has_consented,
           position, created_at, source, consent_version)
         OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          entry.id,
          entry.firstName,
          entry.lastName,
          entry.email,
          entry.company,
          entry.hasConsented,
          entry.position,
          entry.createdAt,
          entry.source,
          entry.consentVersion,
        ],
      );
    }
    for (const ref of REFS) {
      await client.query(
        `INSERT INTO entry_external_ids (external_id, entry_id, event, received_at)
         VALUES ($1, $2, $3, $4)`,
        [ref.externalId, ref.entryId, ref.event, ref.receivedAt],
      );
    }
    await client.query("SELECT setval('waitlist_position_seq', 3)");
    await client.query("SELECT setval('waitlist_entries_id_seq', 3)");
    await client.query("SELECT setval('api_keys_id_seq', 4)");
  } finally {
    await client.end();
  }
  return PostgresStore.open({ databaseUrl: url });
}

const kinds = [
  { name: 'lowdb' as const, open: olderLowdb },
  { name: 'postgres' as const, open: olderPostgres },
].filter((kind) => testsEngine(kind.name));

afterAll(() => postgres?.stop());
afterEach(async () => {
  for (const dir of folders.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe.each(kinds)('externalIds stored before they were per key, on $name', (kind) => {
  let store: Store | undefined;
  beforeAll(async () => {
    store = await kind.open();
  });
  afterAll(() => store?.close());

  it("stay the key's that created the entry, and name nothing for any other key", async () => {
    const [ada] = await store!.importEntries([sent('ada@example.com', 'old-ada')], 1);
    expect(ada).toMatchObject({ id: 2, position: 2, created: false, createdByKey: true });
    // Booth only met Web's sign-up: it is nobody's entry to qualify.
    const [web] = await store!.importEntries([sent('web@example.com', 'old-web')], 1);
    expect(web).toMatchObject({ id: 1, created: false, createdByKey: false });
    // Two keys named Twin were in use: whose the entry is cannot be told, so it is neither's.
    const [twin] = await store!.importEntries([sent('twin@example.com', 'old-twin')], 3);
    expect(twin).toMatchObject({ id: 3, created: false, createdByKey: false });
    // The Tablet's "old-ada" is its own: a new address makes a new entry.
    const [tablet] = await store!.importEntries([sent('new@example.com', 'old-ada')], 2);
    expect(tablet).toMatchObject({ created: true, createdByKey: true });
    expect(tablet!.id).not.toBe(2);
  });
});
