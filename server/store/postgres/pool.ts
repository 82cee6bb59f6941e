import pg from 'pg';
import { log } from '../../logging/logger.js';
import { StoreUnavailableError } from '../types.js';

/** No statement runs longer: a stuck query answers 503 instead of holding a request. */
export const STATEMENT_TIMEOUT_MS = 5_000;
/** How long a request waits for a connection (a new one, or a free one of the pool) before 503. */
export const CONNECT_TIMEOUT_MS = 10_000;
export const POOL_SIZE = 16;

// Sign-up positions and ids are bigint columns; they stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * A pool that never keeps a dead client: pg drops a client whose connection broke, and every
 * query takes a fresh one, so the store reconnects by itself once the database is back.
 */
export function createPool(databaseUrl: string, max = POOL_SIZE): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    application_name: 'synapse',
  });
  // An idle client whose server went away emits here; without a listener the process would crash.
  pool.on('error', (error) => {
    log.error({ err: error }, 'PostgreSQL connection lost (it is replaced on the next query)');
  });
  return pool;
}

/** Runs a store operation; any database failure becomes a StoreUnavailableError (503). */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StoreUnavailableError) throw error;
    throw new StoreUnavailableError(error);
  }
}
