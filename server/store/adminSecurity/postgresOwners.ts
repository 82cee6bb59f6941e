import type pg from 'pg';
import type { TeamRole } from '../../../src/shared/team.js';
import type { TeamChange } from './adminSecurityStore.js';
import { teamChangeOf } from './lastOwner.js';

/** One transaction on one client (postgres/transaction.ts). */
export type Transaction = <T>(work: (client: pg.PoolClient) => Promise<T>) => Promise<T>;

/**
 * A role change or a removal with the last-owner check in its own transaction. The owners' rows
 * stay locked (in id order, so two such writes never deadlock) until the commit: a concurrent one
 * waits, then counts the owners the first left.
 */
export function withOwnersLocked(
  transaction: Transaction,
  username: string,
  newRole: TeamRole | undefined,
  write: (client: pg.PoolClient) => Promise<void>,
): Promise<TeamChange> {
  return transaction(async (client) => {
    const owners = await client.query(
      `SELECT id FROM users WHERE role = 'owner' ORDER BY id FOR UPDATE`,
    );
    const target = await client.query<{ role: TeamRole }>(
      'SELECT role FROM users WHERE username = $1 FOR UPDATE',
      [username],
    );
    const change = teamChangeOf(owners.rowCount ?? 0, target.rows[0], newRole);
    if (change === 'done') await write(client);
    return change;
  });
}
