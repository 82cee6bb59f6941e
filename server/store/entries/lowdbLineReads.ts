import type { WaitlistEntry } from '../../../src/shared/index.js';
import type { EntryLine } from './lowdbEntryLine.js';

// Pages of the line and of the referral indexes on lowdb: ids or line keys, read as entries.

/** Held sign-ups and flagged referrals by position: a page of the admin's review queue. */
export function reviewPage(
  ids: Iterable<number>,
  entryOf: (id: number) => WaitlistEntry,
  offset: number,
  limit: number,
): { entries: WaitlistEntry[]; total: number } {
  const queued = [...ids].map(entryOf).sort((a, b) => a.position - b.position);
  return { entries: queued.slice(offset, offset + limit), total: queued.length };
}

/** The entries with the most counted referrals, ties by position. */
export function mostReferrals(
  ids: Iterable<number>,
  entryOf: (id: number) => WaitlistEntry,
  limit: number,
): WaitlistEntry[] {
  return [...ids]
    .map(entryOf)
    .sort((a, b) => b.referralCount - a.referralCount || a.position - b.position)
    .slice(0, limit);
}

/** Entries in line from `offset`, in place order, with the line's size. */
export function linePage(
  line: EntryLine,
  entryAt: (position: number) => WaitlistEntry,
  offset: number,
  limit: number,
  includeWaiting: boolean,
): { entries: WaitlistEntry[]; total: number } {
  const keys = line.page(offset, limit, includeWaiting);
  return { entries: keys.map((key) => entryAt(key.position)), total: line.size(includeWaiting) };
}
