import {
  daysBetween,
  shiftDay,
  type AnalyticsResponse,
  type BreakdownRow,
  type FunnelStep,
  type Rate,
} from '../../src/shared/analytics.js';
import { parseCohort, type CountDimension, type DayCount } from '../store/people/peopleTypes.js';

/** How many values a breakdown lists at most (the most sign-ups first). */
export const BREAKDOWN_MAX = 25;

const rate = (part: number, whole: number): Rate => (whole > 0 ? part / whole : null);

function breakdown(counts: readonly DayCount[], dimension: CountDimension): BreakdownRow[] {
  const totals = new Map<string, number>();
  for (const count of counts) {
    if (count.dimension !== dimension) continue;
    totals.set(count.value, (totals.get(count.value) ?? 0) + count.entries);
  }
  return [...totals]
    .filter(([, entries]) => entries > 0)
    .map(([value, entries]) => ({ value, entries }))
    .sort((a, b) => b.entries - a.entries || a.value.localeCompare(b.value))
    .slice(0, BREAKDOWN_MAX);
}

/**
 * GET /api/admin/analytics's answer from the store's counts per day (issue 28, item 3): of the
 * sign-ups that joined from `from` to `to`, the funnel, the days, the breakdowns and referrals.
 */
export function launchNumbers(
  from: string,
  to: string,
  counts: readonly DayCount[],
): AnalyticsResponse {
  const totals = { joined: 0, confirmed: 0, invited: 0, activated: 0, referred: 0, counted: 0 };
  const days = new Map<string, { joined: number; confirmed: number }>();
  const sources = new Map<string, number>();
  for (const count of counts) {
    if (count.dimension !== 'cohort') continue;
    const cohort = parseCohort(count.value);
    const day = days.get(count.day) ?? { joined: 0, confirmed: 0 };
    day.joined += count.entries;
    if (cohort.confirmed) day.confirmed += count.entries;
    days.set(count.day, day);
    sources.set(cohort.source, (sources.get(cohort.source) ?? 0) + count.entries);
    totals.joined += count.entries;
    if (cohort.confirmed) totals.confirmed += count.entries;
    if (cohort.invited) totals.invited += count.entries;
    if (cohort.activated) totals.activated += count.entries;
    if (cohort.referred) totals.referred += count.entries;
    if (cohort.counted) totals.counted += count.entries;
  }
  const steps = ['joined', 'confirmed', 'invited', 'activated'] as const;
  const funnel: FunnelStep[] = steps.map((step, index) => ({
    step,
    entries: totals[step],
    ofPrevious: index === 0 ? null : rate(totals[step], totals[steps[index - 1]!]),
    ofJoined: rate(totals[step], totals.joined),
  }));
  const byDay = Array.from({ length: daysBetween(from, to) }, (_, index) => {
    const day = shiftDay(from, index);
    return { day, ...(days.get(day) ?? { joined: 0, confirmed: 0 }) };
  });
  return {
    from,
    to,
    funnel,
    byDay,
    bySource: [...sources]
      .filter(([, entries]) => entries > 0)
      .map(([value, entries]) => ({ value, entries }))
      .sort((a, b) => b.entries - a.entries || a.value.localeCompare(b.value)),
    byEvent: breakdown(counts, 'event'),
    byUtmSource: breakdown(counts, 'utmSource'),
    byUtmCampaign: breakdown(counts, 'utmCampaign'),
    byReferrer: breakdown(counts, 'referrer'),
    referrals: {
      referred: totals.referred,
      counted: totals.counted,
      referralRate: rate(totals.referred, totals.joined),
      countedRate: rate(totals.counted, totals.referred),
      viralCoefficient: rate(totals.counted, totals.joined),
    },
  };
}
