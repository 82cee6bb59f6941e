import type { ServerConfig } from '../config.js';
import { LowdbStore, type LowdbStoreOptions } from './assembly/lowdbStore.js';
import type { Store } from './types.js';

/** What tests may inject into the store: a clock, and faults before the embedded store's writes. */
export type StoreHooks = Pick<LowdbStoreOptions, 'now' | 'beforeWrite' | 'compactAfterBytes'>;

/** The embedded lowdb store by default; PostgreSQL when DATABASE_URL is set. */
export async function openStore(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'> & {
    referralBoost?: number;
    referralDailyCap?: number;
  },
  hooks: StoreHooks = {},
): Promise<Store> {
  if (config.databaseUrl) {
    // Loaded only when asked for: the kiosk and small deployments never load the PostgreSQL client.
    const { PostgresStore } = await import('./assembly/postgresStore.js');
    return PostgresStore.open({
      databaseUrl: config.databaseUrl,
      now: hooks.now,
      referralBoost: config.referralBoost,
      referralDailyCap: config.referralDailyCap,
    });
  }
  return LowdbStore.open({
    ...hooks,
    dataDir: config.dataDir,
    referralBoost: config.referralBoost,
    referralDailyCap: config.referralDailyCap,
  });
}
