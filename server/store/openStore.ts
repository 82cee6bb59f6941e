import type { ServerConfig } from '../config.js';
import { LowdbStore } from './lowdb/lowdbStore.js';
import type { Store } from './types.js';

/** Fault injection for the reliability tests; production passes none. */
export interface StoreHooks {
  /** Runs before every durable write of the lowdb store and may throw (a full or read-only disk). */
  beforeWrite?: () => void | Promise<void>;
}

/** The embedded lowdb store by default; PostgreSQL when DATABASE_URL is set. */
export async function openStore(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
  hooks: StoreHooks = {},
): Promise<Store> {
  return LowdbStore.open({ dataDir: config.dataDir, beforeWrite: hooks.beforeWrite });
}
