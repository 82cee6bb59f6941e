import type { AuditEvent, ListQuery, WaitlistEntry } from '../../../src/shared/index.js';
import type { LeadRating } from '../../../src/shared/leads.js';
import { detailNamesEntry, type PeopleListQuery } from '../../../src/shared/people.js';
import type { EntryPage } from '../types.js';
import type { OutboxMessage } from '../loop/loopTypes.js';
import { joinDay } from './cohorts.js';
import type { PeopleIndex } from './lowdbPeopleIndex.js';
import type { DayCount, PeopleStore } from './peopleTypes.js';

/** What the people area reads of the lowdb store's state in memory. */
export interface PeopleReads {
  people: PeopleIndex;
  findEntry(id: number): WaitlistEntry | undefined;
  list(query: ListQuery, keep?: (entry: WaitlistEntry) => boolean): EntryPage;
  outbox: { forEntry(entryId: number): OutboxMessage[] };
  adminSecurity: { auditByTime(): readonly AuditEvent[] };
  booths: {
    leadList(): readonly { entryId: number; event: string }[];
    lead(entryId: number): { event: string; rating: LeadRating | null } | undefined;
  };
}

/** The people area on lowdb: reads of the state's indexes, nothing to write. */
export class LowdbPeople implements PeopleStore {
  constructor(private readonly read: () => PeopleReads) {}

  async referralsOf(id: number, limit: number) {
    const state = this.read();
    const ids = state.people.referredBy(id);
    const entries = ids.slice(0, limit).map((referred) => state.findEntry(referred)!);
    return { entries: entries.filter(Boolean), total: ids.length };
  }

  async listEntries(query: PeopleListQuery): Promise<EntryPage> {
    const state = this.read();
    const { source, event, held, rating } = query;
    const keep = (entry: WaitlistEntry) => {
      if (source && entry.source !== source) return false;
      if (held && (entry.heldReason !== null) !== (held === 'yes')) return false;
      if (!event && !rating) return true;
      const lead = state.booths.lead(entry.id);
      if (!lead || (event && lead.event !== event)) return false;
      return !rating || (rating === 'unrated' ? lead.rating === null : lead.rating === rating);
    };
    return state.list(query, keep);
  }

  async messagesOf(id: number): Promise<OutboxMessage[]> {
    return this.read().outbox.forEntry(id);
  }

  async auditOf(id: number, limit: number): Promise<AuditEvent[]> {
    const events = this.read().adminSecurity.auditByTime();
    const found: AuditEvent[] = [];
    for (let index = events.length - 1; index >= 0 && found.length < limit; index -= 1) {
      if (detailNamesEntry(events[index]!.detail, id)) found.push(events[index]!);
    }
    return found;
  }

  async dayCounts(fromDay: string, toDay: string): Promise<DayCount[]> {
    const state = this.read();
    const counts = state.people.dayCounts(fromDay, toDay);
    // Booth sign-ups per event: the lead records (one per booth sign-up), not the whole list.
    const events = new Map<string, number>();
    for (const lead of state.booths.leadList()) {
      const entry = state.findEntry(lead.entryId);
      if (!entry) continue;
      const day = joinDay(entry);
      if (day < fromDay || day > toDay) continue;
      const key = `${day}\u0000${lead.event}`;
      events.set(key, (events.get(key) ?? 0) + 1);
    }
    for (const [key, entries] of events) {
      const [day, value] = key.split('\u0000') as [string, string];
      counts.push({ day, dimension: 'event', value, entries });
    }
    return counts;
  }
}
