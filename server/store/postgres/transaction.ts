import type pg from 'pg';
import { guarded } from './pool.js';

/**
 * Runs `work` in one transaction on one client: committed when it resolves, rolled back when it
 * throws. A database failure becomes a StoreUnavailableError; a client that failed is destroyed.
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  return guarded(async () => {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      failure = error as Error;
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release(failure);
    }
  });
}
