import { rm } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startTestPostgres, testsPostgres, type TestPostgres } from '../../testing/postgres.js';
import { makeDataDir } from '../../testing/testServer.js';
import { LowdbStore } from '../assembly/lowdbStore.js';
import { PostgresStore } from '../assembly/postgresStore.js';
import type { Store } from '../types.js';

/** What a contract test may set on a store it opens: REFERRAL_DAILY_CAP (10 unless said). */
export interface StoreSettings {
  referralDailyCap?: number;
}

/** One engine an area's contract runs on: lowdb in a temp folder or a throwaway PostgreSQL. */
export interface StoreKind {
  name: 'lowdb' | 'postgres';
  setUp(): Promise<void>;
  /** A new, empty store (lowdb: the test's data folder, which starts empty). */
  open(settings?: StoreSettings): Promise<Store>;
  /** The same data again, as a restarted process would open it. */
  reopen(): Promise<Store>;
  /** Forgets the data of the test that ended, so the next test opens an empty store. */
  forget(): Promise<void>;
  tearDown(): Promise<void>;
}

/** Whether this run tests an engine: both, or lowdb alone in `npm run test:quick` (TEST_STORES=lowdb). */
export const testsEngine = (name: StoreKind['name']): boolean =>
  name === 'lowdb' || testsPostgres();

/**
 * The two engines every area's contract test runs on (lowdb alone in a quick run), with one clock the tests move (never the
 * wall clock): `describe.each(bothStores(now))`.
 */
export function bothStores(now: () => Date): StoreKind[] {
  let dataDir: string | undefined;
  let postgres: TestPostgres | undefined;
  let databaseUrl: string | undefined;
  const kinds: StoreKind[] = [
    {
      name: 'lowdb',
      setUp: async () => undefined,
      open: async (settings = {}) =>
        LowdbStore.open({ dataDir: (dataDir ??= await makeDataDir()), now, ...settings }),
      reopen: async () => LowdbStore.open({ dataDir: dataDir!, now }),
      forget: async () => {
        if (dataDir) await rm(dataDir, { recursive: true, force: true });
        dataDir = undefined;
      },
      tearDown: async () => undefined,
    },
    {
      name: 'postgres',
      setUp: async () => {
        postgres = await startTestPostgres();
      },
      open: async (settings = {}) => {
        databaseUrl = await postgres!.createDatabase();
        return PostgresStore.open({ databaseUrl, now, ...settings });
      },
      reopen: async () => PostgresStore.open({ databaseUrl: databaseUrl!, now }),
      forget: async () => {
        databaseUrl = undefined;
      },
      tearDown: async () => postgres?.stop(),
    },
  ];
  return kinds.filter((kind) => testsEngine(kind.name));
}

/** The store of the running test, and a restart of it. */
export interface TestStore {
  (): Store;
  /** Closes the store and opens the same data again, as a restarted process would. */
  restart(): Promise<Store>;
  /** Closes the store, forgets its data and opens an empty one with other settings. */
  openAnew(settings: StoreSettings): Promise<Store>;
}

/**
 * Opens a fresh store of `kind` before each test and closes and forgets it after; answers the
 * test's store (call it) and a restart.
 */
export function storeEachTest(kind: StoreKind, settings?: StoreSettings): TestStore {
  let store: Store | undefined;
  beforeAll(() => kind.setUp());
  afterAll(() => kind.tearDown());
  beforeEach(async () => {
    store = await kind.open(settings);
  });
  afterEach(async () => {
    await store?.close();
    store = undefined;
    await kind.forget();
  });
  return Object.assign(() => store!, {
    restart: async () => {
      await store?.close();
      store = await kind.reopen();
      return store;
    },
    openAnew: async (settings: StoreSettings) => {
      await store?.close();
      await kind.forget();
      store = await kind.open(settings);
      return store;
    },
  });
}

/** Everything a store streams (an export), read to the end. */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
