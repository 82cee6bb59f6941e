import type { WaitlistEntry } from '../../../src/shared/index.js';
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

/**
 * The people area's indexes on lowdb, kept by the store's state as each entry is stored or
 * removed (a change is a removal and a store): the entries each entry referred, and the launch's
 * counts per UTC day. A read touches only the days it asks for, never every entry.
 */
export class PeopleIndex {
  private readonly referred = new Map<number, Set<number>>();
  /** day -> "dimension\u0000value" -> entries */
  private readonly days = new Map<string, Map<string, number>>();

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
    const day = joinDay(entry);
    this.count(day, 'cohort', cohortValue(entry), delta);
    for (const [dimension, value] of attributionValues(entry)) {
      this.count(day, dimension, value, delta);
    }
  }

  private count(day: string, dimension: CountDimension, value: string, delta: number): void {
    let counts = this.days.get(day);
    if (!counts) this.days.set(day, (counts = new Map()));
    const key = `${dimension}\u0000${value}`;
    const entries = (counts.get(key) ?? 0) + delta;
    if (entries > 0) counts.set(key, entries);
    else counts.delete(key);
    if (counts.size === 0) this.days.delete(day);
  }
}
