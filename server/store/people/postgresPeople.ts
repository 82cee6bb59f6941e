import type { AuditAction, AuditEvent, WaitlistEntry } from '../../../src/shared/index.js';
import type { PeopleListQuery } from '../../../src/shared/people.js';
import { OUTBOX_COLUMNS, toOutboxMessage, type OutboxRow } from '../loop/postgresOutboxRows.js';
import type { OutboxMessage } from '../loop/loopTypes.js';
import {
  COUNT_SQL,
  ENTRY_COLUMNS,
  searchCondition,
  toEntry,
  type EntryRow,
} from '../entries/postgresEntryRows.js';
import type { Query } from '../postgres/readQuery.js';
import { ORDER_BY } from '../entries/postgresSortedPage.js';
import type { EntryPage } from '../types.js';
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

/** Matches a filtered list counts one by one at most; past it the count is "more than" it. */
export const FILTERED_COUNT_LIMIT = 10_000;

/** The list's filters as SQL conditions and their values, from parameter `first` on. */
function filterConditions(query: PeopleListQuery, first: number) {
  const values: unknown[] = [];
  const conditions: string[] = [];
  const add = (sql: (at: string) => string, value: unknown) => {
    values.push(value);
    conditions.push(sql(`$${first + values.length - 1}`));
  };
  if (query.status) add((at) => `status = ${at}`, query.status);
  if (query.source) add((at) => `source = ${at}`, query.source);
  if (query.held) conditions.push(`held_reason IS ${query.held === 'yes' ? 'NOT ' : ''}NULL`);
  if (query.search.trim()) {
    const condition = searchCondition(query.search, first + values.length);
    values.push(...condition.values);
    conditions.push(condition.sql);
  }
  // The booth's lead records are few beside the list: their index finds the entries.
  const lead: string[] = [];
  if (query.event) {
    values.push(query.event);
    lead.push(`l.event = $${first + values.length - 1}`);
  }
  if (query.rating === 'unrated') lead.push('l.rating IS NULL');
  else if (query.rating) {
    values.push(query.rating);
    lead.push(`l.rating = $${first + values.length - 1}`);
  }
  if (query.event || query.rating) {
    conditions.push(`id IN (SELECT l.entry_id FROM booth_leads l WHERE ${lead.join(' AND ')})`);
  }
  return { where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', values };
}

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

  async listEntries(query: PeopleListQuery): Promise<EntryPage> {
    const { offset, limit, sort = 'joined', dir = 'desc' } = query;
    const { where, values } = filterConditions(query, 1);
    const [rows, counted, totals] = await Promise.all([
      this.query<EntryRow>(
        `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries ${where}
         ORDER BY ${ORDER_BY[sort](dir === 'asc' ? 'ASC' : 'DESC')}
         OFFSET $${values.length + 1} LIMIT $${values.length + 2}`,
        [...values, offset, limit],
      ),
      this.query<{ matching: number }>(
        `SELECT count(*)::integer AS matching FROM (
           SELECT 1 FROM waitlist_entries ${where} LIMIT ${FILTERED_COUNT_LIMIT + 1}) AS found`,
        values,
      ),
      this.query<{ count: number }>(COUNT_SQL),
    ]);
    const matching = counted[0]!.matching;
    const page: EntryPage = {
      entries: rows.map(toEntry),
      total: totals[0]!.count,
      matching: Math.min(matching, FILTERED_COUNT_LIMIT),
    };
    return matching > FILTERED_COUNT_LIMIT ? { ...page, estimated: true } : page;
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
