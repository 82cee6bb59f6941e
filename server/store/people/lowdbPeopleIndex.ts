import type { WaitlistEntry } from '../../../src/shared/index.js';
import { countsAsReferral } from '../../referrals/rules.js';
import { cohortValue, joinDay } from './cohorts.js';
import type { CountDimension, DayCount } from './peopleTypes.js';

/** Where a visit came from, as issue 29 keeps it on a lowdb entry (absent before it). */
interface Attribution {
  utmSource?: string | null;
  utmCampaign?: string | null;
  referrerHost?: string | null;
}

/** What the counts read of an entry's attribution: each dimension's value, if it has one. */
function attributionValues(entry: WaitlistEntry): [CountDimension, string][] {
  const attribution = (entry as { attribution?: Attribution | null }).attribution;
  if (!attribution) return [];
  const values: [CountDimension, string | null | undefined][] = [
    ['utmSource', attribution.utmSource],
    ['utmCampaign', attribution.utmCampaign],
    ['referrer', attribution.referrerHost],
  ];
  return values.filter((pair): pair is [CountDimension, string] => Boolean(pair[1]));
}

/** The count keys of the cohorts, by source and then by which of the cohort's marks are set. */
const COHORT_KEYS = new Map<string, string[]>();

/** The count key of an entry's cohort ("cohort\u0000" and its cohortValue), made once per cohort. */
function cohortKey(entry: WaitlistEntry): string {
  const marks =
    (entry.confirmedAt !== null ? 1 : 0) |
    (entry.invitedAt !== null ? 2 : 0) |
    (entry.activatedAt !== null ? 4 : 0) |
    (entry.referredBy !== null ? 8 : 0) |
    (countsAsReferral(entry) ? 16 : 0);
  let keys = COHORT_KEYS.get(entry.source);
  if (!keys) COHORT_KEYS.set(entry.source, (keys = []));
  return (keys[marks] ??= `cohort\u0000${cohortValue(entry)}`);
}

/**
 * The people area's indexes on lowdb, kept by the store's state as each entry is stored or
 * removed (a change is a removal and a store): the entries each entry referred, and the launch's
 * counts per UTC day. A read touches only the days it asks for, never every entry.
 */
export class PeopleIndex {
  private readonly referred = new Map<number, Set<number>>();
  /** day -> "dimension\u0000value" -> entries */
  private readonly days = new Map<string, Map<string, number>>();
  /** The day of the entry counted last. */
  private lastDay = '';

  add(entry: WaitlistEntry): void {
    this.change(entry, 1);
  }

  remove(entry: WaitlistEntry): void {
    this.change(entry, -1);
  }

  /** Ids of the entries `id` referred, newest first. */
  referredBy(id: number): number[] {
    return [...(this.referred.get(id) ?? [])].sort((a, b) => b - a);
  }

  /** Every count of the days from `fromDay` to `toDay` (both included). */
  dayCounts(fromDay: string, toDay: string): DayCount[] {
    const found: DayCount[] = [];
    for (const [day, counts] of this.days) {
      if (day < fromDay || day > toDay) continue;
      for (const [key, entries] of counts) {
        const [dimension, value] = key.split('\u0000') as [CountDimension, string];
        found.push({ day, dimension, value, entries });
      }
    }
    return found;
  }

  private change(entry: WaitlistEntry, delta: 1 | -1): void {
    if (entry.referredBy !== null) {
      let ids = this.referred.get(entry.referredBy);
      if (!ids) this.referred.set(entry.referredBy, (ids = new Set()));
      if (delta > 0) ids.add(entry.id);
      else ids.delete(entry.id);
      if (ids.size === 0) this.referred.delete(entry.referredBy);
    }
    // Entries are indexed in the order they joined, so most share the day before theirs: the
    // same string, not a new one per entry (a million are indexed after a start, issue 30).
    if (!this.lastDay || !entry.createdAt.startsWith(this.lastDay)) this.lastDay = joinDay(entry);
    const day = this.lastDay;
    this.count(day, cohortKey(entry), delta);
    for (const [dimension, value] of attributionValues(entry)) {
      this.count(day, `${dimension}\u0000${value}`, delta);
    }
  }

  /** `key`: "dimension\u0000value". */
  private count(day: string, key: string, delta: number): void {
    let counts = this.days.get(day);
    if (!counts) this.days.set(day, (counts = new Map()));
    const entries = (counts.get(key) ?? 0) + delta;
    if (entries > 0) counts.set(key, entries);
    else counts.delete(key);
    if (counts.size === 0) this.days.delete(day);
  }
}
