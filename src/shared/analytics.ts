import './zodConfig.js';
import { z } from 'zod';

/**
 * The admin's launch numbers (issue 28, item 3): GET apiPaths.adminAnalytics?from=&to= for the
 * sign-ups that joined in a period (UTC days, both included), computed by the server from counts
 * the store keeps per day.
 */

/** The longest period one call answers (two years of days). */
export const ANALYTICS_MAX_DAYS = 731;
/** The period the overview opens with: the last 30 days. */
export const ANALYTICS_DEFAULT_DAYS = 30;

export const ANALYTICS_TEXTS = {
  date: 'Give the date as YYYY-MM-DD.',
  order: 'The period must start on or before its last day.',
  span: `Choose a period of at most ${ANALYTICS_MAX_DAYS} days.`,
} as const;

const isoDay = z
  .string({ error: ANALYTICS_TEXTS.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, ANALYTICS_TEXTS.date)
  // A real day of the calendar: 2026-02-30 is not one.
  .refine(
    (day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
    },
    { error: ANALYTICS_TEXTS.date },
  );

/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** `day` moved by `days` (negative: earlier). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The query; a missing end is today, a missing start 30 days before the end. */
export const analyticsQuerySchema = z
  .object({ from: isoDay.optional(), to: isoDay.optional() })
  .superRefine((query, context) => {
    if (query.from && query.to && query.from > query.to) {
      context.addIssue({ code: 'custom', path: ['from'], message: ANALYTICS_TEXTS.order });
    } else if (query.from && query.to && daysBetween(query.from, query.to) > ANALYTICS_MAX_DAYS) {
      context.addIssue({ code: 'custom', path: ['from'], message: ANALYTICS_TEXTS.span });
    }
  });

/** A share, 0 to 1; null when there is nothing to divide by. */
export type Rate = number | null;

export interface FunnelStep {
  step: 'joined' | 'confirmed' | 'invited' | 'activated';
  entries: number;
  /** Of the step before (joined: null). */
  ofPrevious: Rate;
  /** Of those who joined. */
  ofJoined: Rate;
}

/** Sign-ups with one value of a breakdown (a source, an event, a UTM source...). */
export interface BreakdownRow {
  value: string;
  entries: number;
}

export interface AnalyticsResponse {
  from: string;
  to: string;
  funnel: FunnelStep[];
  /** Every day of the period, oldest first: who joined that day, and how many of them confirmed. */
  byDay: { day: string; joined: number; confirmed: number }[];
  /** Most first; each list holds the values that have sign-ups in the period. */
  bySource: BreakdownRow[];
  byEvent: BreakdownRow[];
  byUtmSource: BreakdownRow[];
  byUtmCampaign: BreakdownRow[];
  byReferrer: BreakdownRow[];
  referrals: {
    /** Sign-ups that came through someone's referral link. */
    referred: number;
    /** Of those, the ones that count (confirmed, not held, not flagged). */
    counted: number;
    /** referred / joined: the share of sign-ups that came through a link. */
    referralRate: Rate;
    /** counted / referred. */
    countedRate: Rate;
    /** Referred sign-ups per person times the share that counts: counted / joined. */
    viralCoefficient: Rate;
  };
}
