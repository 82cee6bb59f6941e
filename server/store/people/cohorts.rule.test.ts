import { describe, expect, it } from 'vitest';
import { ruleDatabase } from '../testing/ruleDatabase.js';
import { cohortValue, joinDay, type CohortFields } from './cohorts.js';

/**
 * One rule, two forms: an entry's day and cohort in the launch's counts, in TypeScript (joinDay
 * and cohortValue, lowdb) and in SQL (analytics_day() and analytics_cohort(),
 * postgresCohorts.sql, PostgreSQL's counters), fed the same entries.
 */
const AT = '2026-03-10T12:00:00.000Z';

const waiting: CohortFields = {
  source: 'form',
  status: 'waiting',
  confirmedAt: null,
  invitedAt: null,
  activatedAt: null,
  referredBy: null,
  referralFlag: null,
  heldReason: null,
};

const cases: { fields: CohortFields; cohort: string }[] = [
  { fields: waiting, cohort: 'form|-----' },
  { fields: { ...waiting, source: 'kiosk', referredBy: 7 }, cohort: 'kiosk|---r-' },
  {
    fields: { ...waiting, status: 'confirmed', confirmedAt: AT, referredBy: 7 },
    cohort: 'form|c--rk',
  },
  {
    fields: {
      ...waiting,
      source: 'api',
      status: 'activated',
      confirmedAt: AT,
      invitedAt: AT,
      activatedAt: AT,
    },
    cohort: 'api|cia--',
  },
  {
    fields: {
      ...waiting,
      status: 'confirmed',
      confirmedAt: AT,
      referredBy: 7,
      referralFlag: 'daily-cap',
    },
    cohort: 'form|c--r-',
  },
  {
    fields: {
      ...waiting,
      source: 'terminal',
      status: 'invited',
      confirmedAt: AT,
      invitedAt: AT,
      referredBy: 7,
      heldReason: 'too-fast',
    },
    cohort: 'terminal|ci-r-',
  },
];

describe('the cohort rule (TypeScript for lowdb, SQL for PostgreSQL)', () => {
  const db = ruleDatabase();

  it('gives an entry the same cohort in both forms', async () => {
    const answers = [];
    for (const { fields, cohort } of cases) {
      const [row] = await db.sql<{ cohort: string }>(
        `SELECT analytics_cohort(jsonb_populate_record(NULL::waitlist_entries, $1)) AS cohort`,
        [
          {
            source: fields.source,
            status: fields.status,
            confirmed_at: fields.confirmedAt,
            invited_at: fields.invitedAt,
            activated_at: fields.activatedAt,
            referred_by: fields.referredBy,
            referral_flag: fields.referralFlag,
            held_reason: fields.heldReason,
          },
        ],
      );
      const ts = cohortValue(fields);
      answers.push({ fields, ts, sql: row!.cohort, cohort });
    }
    for (const { fields, ts, sql, cohort } of answers) {
      expect({ fields, ts, sql }).toEqual({ fields, ts: cohort, sql: cohort });
    }
  });

  it('gives an entry the same UTC day of its join in both forms', async () => {
    const times = [
      '2026-03-10T00:00:00.000Z',
      '2026-03-09T23:59:59.999Z',
      '2026-12-31T23:59:59.999Z',
      '2028-02-29T12:00:00.000Z',
    ];
    const rows = await db.sql<{ day: string }>(
      `SELECT analytics_day(at)::text AS day
       FROM unnest($1::timestamptz[]) WITH ORDINALITY AS input(at, ord) ORDER BY ord`,
      [times],
    );
    expect(rows.map((row) => row.day)).toEqual(times.map((createdAt) => joinDay({ createdAt })));
  });
});
