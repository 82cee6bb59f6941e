import type pg from 'pg';
import { StoreStartError } from '../errors.js';
import { describeDatabaseUrl } from './databaseUrl.js';
import { migrate } from './migrate.js';
import { createPool } from './pool.js';

export interface DatabaseOptions {
  databaseUrl: string;
  poolSize?: number;
  /** What the areas set on the migrated database before it serves (the referral settings). */
  setUp?: (client: pg.ClientBase) => Promise<void>;
}

/**
 * Connects, migrates and runs the areas' set-up (setUp); a database that
 * cannot be used stops the start with a StoreStartError (its host named, never its password).
 */
export async function openDatabase(options: DatabaseOptions): Promise<pg.Pool> {
  const pool = createPool(options.databaseUrl, options.poolSize);
  try {
    const client = await pool.connect();
    try {
      await migrate(client);
      await options.setUp?.(client);
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new StoreStartError(
      `Cannot use the PostgreSQL database named by DATABASE_URL ` +
        `(${describeDatabaseUrl(options.databaseUrl)}): ${(error as Error).message}`,
    );
  }
  return pool;
}
