import { describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '../../../src/shared/index.js';
import { joinMessage } from './joinMessages.js';
import { ruleDatabase, type StoredFields } from '../testing/ruleDatabase.js';
import type { OutboxDraft } from './loopTypes.js';
import { joinConfirmationSql, RELINK_STATEMENT } from './postgresJoinMessages.js';

/**
 * One rule, two forms: what a join sends and the 10-minute resend window, in TypeScript
 * (joinMessages.ts, lowdb) and in SQL (postgresJoinMessages.ts, PostgreSQL), fed the
 * same cases, answering the same messages and the same link time.
 */
const NOW = new Date('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;

interface Case {
  name: string;
  inserted: boolean;
  stored: Partial<StoredFields>;
  /** The template sent, or null for nothing; and whether the link's time moves to now. */
  expected: { template: 'confirmation' | 'status' | null; relinked: boolean };
}

const cases: Case[] = [
  {
    name: 'a new entry waiting for confirmation',
    inserted: true,
    stored: { status: 'waiting', link_sent_at: NOW },
    expected: { template: 'confirmation', relinked: false },
  },
  {
    name: 'a new entry stored confirmed (DOUBLE_OPT_IN off)',
    inserted: true,
    stored: { status: 'confirmed', link_sent_at: null },
    expected: { template: null, relinked: false },
  },
  {
    name: 'a repeat whose link was never sent',
    inserted: false,
    stored: { status: 'waiting', link_sent_at: null },
    expected: { template: 'confirmation', relinked: true },
  },
  {
    name: 'a repeat 5 minutes after its link',
    inserted: false,
    stored: { status: 'waiting', link_sent_at: ago(5 * MINUTE) },
    expected: { template: null, relinked: false },
  },
  {
    name: 'a repeat a millisecond inside the 10 minutes',
    inserted: false,
    stored: { status: 'waiting', link_sent_at: ago(10 * MINUTE - 1) },
    expected: { template: null, relinked: false },
  },
  {
    name: 'a repeat exactly 10 minutes after its link',
    inserted: false,
    stored: { status: 'waiting', link_sent_at: ago(10 * MINUTE) },
    expected: { template: 'confirmation', relinked: true },
  },
  {
    name: 'a confirmed repeat 11 minutes after its link',
    inserted: false,
    stored: { status: 'confirmed', link_sent_at: ago(11 * MINUTE) },
    expected: { template: 'status', relinked: true },
  },
  {
    name: 'an invited repeat whose link was never sent',
    inserted: false,
    stored: { status: 'invited', link_sent_at: null },
    expected: { template: 'status', relinked: true },
  },
  {
    name: 'an unsubscribed repeat long after its link',
    inserted: false,
    stored: { status: 'waiting', link_sent_at: ago(60 * MINUTE), unsubscribed_at: ago(MINUTE) },
    expected: { template: null, relinked: false },
  },
  {
    name: 'an unsubscribed confirmed repeat whose link was never sent',
    inserted: false,
    stored: { status: 'confirmed', link_sent_at: null, unsubscribed_at: ago(MINUTE) },
    expected: { template: null, relinked: false },
  },
];

interface Answer {
  messages: OutboxDraft[];
  linkSentAt: string | null;
}

function typescriptForm(entry: WaitlistEntry, inserted: boolean): Answer {
  const sent = joinMessage(entry, inserted, NOW);
  return {
    messages: sent ? [sent.message] : [],
    linkSentAt: (sent?.entry ?? entry).linkSentAt,
  };
}

describe('the join messages rule (TypeScript for lowdb, SQL for PostgreSQL)', () => {
  const db = ruleDatabase();

  async function sqlForm(entry: WaitlistEntry, inserted: boolean): Promise<Answer> {
    if (inserted) {
      // The batch's `joined` rows, as waitlist_join_batch() answers them for a new entry.
      await db.sql(
        `WITH joined AS (SELECT e.*, true AS inserted FROM waitlist_entries AS e WHERE e.id = $1),
              sent AS (${joinConfirmationSql('$2::timestamptz')})
         SELECT 1`,
        [entry.id, NOW],
      );
    } else {
      await db.sql(RELINK_STATEMENT, [[entry.id], NOW]);
    }
    const rows = await db.sql<{
      kind: 'email';
      entry_id: number;
      recipient: string;
      payload: Record<string, unknown>;
      created_at: Date;
    }>('SELECT kind, entry_id, recipient, payload, created_at FROM outbox ORDER BY id');
    for (const row of rows) expect(row.created_at).toEqual(NOW);
    const [stored] = await db.sql<{ link_sent_at: Date | null }>(
      'SELECT link_sent_at FROM waitlist_entries WHERE id = $1',
      [entry.id],
    );
    return {
      messages: rows.map((row) => ({
        kind: row.kind,
        entryId: row.entry_id,
        to: row.recipient,
        payload: row.payload,
      })),
      linkSentAt: stored!.link_sent_at?.toISOString() ?? null,
    };
  }

  it.each(cases)('answers $name the same in both forms', async ({ inserted, stored, expected }) => {
    const entry = await db.entry('ada@example.com', stored);
    const ts = typescriptForm(entry, inserted);
    const sql = await sqlForm(entry, inserted);
    expect(sql).toEqual(ts);
    expect(ts.messages.map((message) => message.payload.template ?? null)).toEqual(
      expected.template ? [expected.template] : [],
    );
    expect(ts.messages.map((message) => message.to)).toEqual(
      expected.template ? ['ada@example.com'] : [],
    );
    expect(ts.linkSentAt).toBe(
      expected.relinked ? NOW.toISOString() : (stored.link_sent_at?.toISOString() ?? null),
    );
  });
});
