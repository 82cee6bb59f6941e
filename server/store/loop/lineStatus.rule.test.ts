import { describe, expect, it } from 'vitest';
import { ENTRY_STATUSES, type HoldReason } from '../../../src/shared/index.js';
import { lineStatus } from '../../loop/placeInLine.js';
import { storedEntry } from '../../testing/fixtures.js';
import { ruleDatabase } from '../testing/ruleDatabase.js';
import { IN_LINE } from './postgresLoop.js';

/**
 * One rule, two forms: whether an entry stands in line, and as what, in TypeScript (lineStatus,
 * lowdb and both stores' status reads) and in SQL (synapse_line_status(), postgresLineStatus.sql,
 * which the line's counters follow), fed the same entries. IN_LINE, the same rule stated for the
 * planner's partial index, answers with them.
 */
const UNSUBSCRIBED = [null, '2026-03-01T09:00:00.000Z'];
const HELD: (HoldReason | null)[] = [null, 'too-fast', 'honeypot'];

const cases = ENTRY_STATUSES.flatMap((status) =>
  UNSUBSCRIBED.flatMap((unsubscribedAt) =>
    HELD.map((heldReason) => storedEntry(1, { status, unsubscribedAt, heldReason })),
  ),
);

describe("the line's status (TypeScript for lowdb, SQL for PostgreSQL)", () => {
  const db = ruleDatabase();

  it('is the same in both forms for every status, subscribed or not, held or not', async () => {
    const answers = [];
    for (const entry of cases) {
      const [row] = await db.sql<{ sql: string | null; inLine: boolean }>(
        `SELECT synapse_line_status(e) AS sql, (${IN_LINE}) AS "inLine"
         FROM jsonb_populate_record(NULL::waitlist_entries, $1) AS e`,
        [
          {
            status: entry.status,
            unsubscribed_at: entry.unsubscribedAt,
            held_reason: entry.heldReason,
          },
        ],
      );
      const ts = lineStatus(entry);
      answers.push({ fields: { ...entry }, ts, sql: row!.sql, inLine: row!.inLine });
    }
    for (const { fields, ts, sql, inLine } of answers) {
      expect({ fields, sql, inLine }).toEqual({ fields, sql: ts, inLine: ts !== null });
    }
    // Only the subscribed, unheld waiting and confirmed stand in line, each as its status.
    expect(
      answers.filter((answer) => answer.ts !== null).map(({ fields }) => fields.status),
    ).toEqual(['waiting', 'confirmed']);
  });
});
