import type pg from 'pg';
import { timedCommit, type CommitKind } from '../commitTiming.js';
import { guarded } from './pool.js';

/**
 * Runs `work` in one transaction on one client: committed when it resolves, rolled back when it
 * throws; `kind` labels its time in the commit metrics (commitTiming.ts). A database failure
 * becomes a StoreUnavailableError; a client that failed is destroyed.
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  kind: CommitKind = 'transaction',
): Promise<T> {
  return guarded(async () => {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      // Timed from BEGIN to COMMIT, as a join batch's statement is: what holds its locks.
      return await timedCommit('postgres', kind, async () => {
        await client.query('BEGIN');
        const result = await work(client);
        await client.query('COMMIT');
        return result;
      });
    } catch (error) {
      failure = error as Error;
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release(failure);
    }
  });
}
