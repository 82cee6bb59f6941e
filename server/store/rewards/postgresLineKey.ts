import type { WaitlistEntry } from '../../../src/shared/index.js';
import { lineKey } from '../../loop/placeInLine.js';
import type pg from 'pg';
import { LINE_SCORE } from './postgresRewardSql.js';

/**
 * The entry's key in the line as PostgreSQL stores it (position - referral_bonus): the entry
 * object does not say whether a reward moved it to the front (issue 29), its row does. An entry
 * no longer stored keeps the key its fields give.
 */
export async function storedLineKey(
  query: <R extends pg.QueryResultRow>(text: string, values: unknown[]) => Promise<R[]>,
  entry: WaitlistEntry,
  referralBoost: number,
): Promise<{ score: number; position: number }> {
  const [row] = await query<{ score: string | number }>(LINE_SCORE, [entry.id]);
  return row
    ? { score: Number(row.score), position: entry.position }
    : lineKey(entry, referralBoost);
}
