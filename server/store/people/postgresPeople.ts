import type { AuditAction, AuditEvent, WaitlistEntry } from '../../../src/shared/index.js';
import { OUTBOX_COLUMNS, toOutboxMessage, type OutboxRow } from '../loop/postgresOutboxRows.js';
import type { OutboxMessage } from '../loop/loopTypes.js';
import { ENTRY_COLUMNS, toEntry, type EntryRow } from '../postgres/entryRows.js';
import type { Query } from '../postgres/readQuery.js';
import type { CountDimension, DayCount, PeopleStore } from './peopleTypes.js';

interface AuditRow {
  id: number;
  at: Date;
  action: AuditAction;
  actor: string;
  ip: string;
  detail: string;
}

/**
 * An audit detail that names entry `id` among others ("entry 12", "entries 4, 12, 15"): the words
 * src/shared/people.ts's entriesDetail writes, as a PostgreSQL regular expression.
 */
const namesEntry = (id: number) => `\\mentr(y|ies) ([0-9]+, )*${id}\\M`;

/** The people area on PostgreSQL: each read one indexed statement. */
export class PostgresPeople implements PeopleStore {
  constructor(private readonly query: Query) {}

  async referralsOf(id: number, limit: number) {
    // waitlist_entries_referred_by (referred_by, created_at) serves both.
    const [rows, counts] = await Promise.all([
      this.query<EntryRow>(
        `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries WHERE referred_by = $1
         ORDER BY created_at DESC, id DESC LIMIT $2`,
        [id, limit],
      ),
      this.query<{ total: number }>(
        'SELECT count(*)::integer AS total FROM waitlist_entries WHERE referred_by = $1',
        [id],
      ),
    ]);
    const entries: WaitlistEntry[] = rows.map(toEntry);
    return { entries, total: counts[0]!.total };
  }

  async messagesOf(id: number): Promise<OutboxMessage[]> {
    const rows = await this.query<OutboxRow>(
      `SELECT ${OUTBOX_COLUMNS} FROM outbox WHERE entry_id = $1 ORDER BY id`,
      [id],
    );
    return rows.map(toOutboxMessage);
  }

  async auditOf(id: number, limit: number): Promise<AuditEvent[]> {
    // The audit log holds admin actions, not entries: a person's page reads it whole.
    const rows = await this.query<AuditRow>(
      `SELECT id, at, action, actor, ip, detail FROM audit_log WHERE detail ~ $1
       ORDER BY id DESC LIMIT $2`,
      [namesEntry(id), limit],
    );
    return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
  }

  async dayCounts(fromDay: string, toDay: string): Promise<DayCount[]> {
    // Migration 26's counts, summed over their slots: a few rows per day, whatever the list's size.
    const rows = await this.query<{
      day: string;
      dimension: CountDimension;
      value: string;
      entries: number;
    }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, dimension, value, sum(entries)::integer AS entries
       FROM analytics_counts WHERE day BETWEEN $1::date AND $2::date
       GROUP BY day, dimension, value HAVING sum(entries) <> 0`,
      [fromDay, toDay],
    );
    return rows;
  }
}
