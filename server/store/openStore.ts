import type { ServerConfig } from '../config.js';
import { LowdbStore } from './lowdb/lowdbStore.js';
import type { Store } from './types.js';

/** The embedded lowdb store by default; PostgreSQL when DATABASE_URL is set. */
export async function openStore(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
): Promise<Store> {
  return LowdbStore.open({ dataDir: config.dataDir });
}
