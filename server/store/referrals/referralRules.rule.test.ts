import { describe, expect, it } from 'vitest';
import type { ReferralFlag, WaitlistEntry } from '../../../src/shared/index.js';
import {
  countsAsReferral,
  countsTowardDailyCap,
  referralDay,
  referralFlag,
} from '../../referrals/rules.js';
import { newEntry } from '../../testing/fixtures.js';
import { ruleDatabase } from '../testing/ruleDatabase.js';

/**
 * One rule, two forms: when a referral counts and when it waits for review, in TypeScript
 * (server/referrals/rules.ts, lowdb) and in SQL (PostgreSQL's synapse_counts_as_referral() and
 * the flag waitlist_join_batch() sets: postgresReferralRules.sql, entries/postgresJoinBatch.sql),
 * fed the same cases.
 */
const STATUSES: WaitlistEntry['status'][] = ['waiting', 'confirmed', 'invited', 'activated'];

interface Prior {
  at: string;
  held?: true;
  flagged?: true;
}

interface FlagCase {
  name: string;
  referrer: { email: string; networkHash: string | null };
  referred: { email: string; networkHash: string | null; held?: true };
  /** The referrer's earlier referrals, each from its own inbox and network. */
  priors?: Prior[];
  cap: number;
  at: string;
  expected: ReferralFlag | null;
}

const AT = '2026-03-10T12:00:00.000Z';
const ADA = { email: 'ada.lovelace@gmail.com', networkHash: 'net-ada' };
const twice = (at: string): Prior[] => [{ at }, { at }];

/**
 * The referrer's own inbox in another spelling never reaches the flag in either form: one inbox
 * is one entry, so such a join answers the referrer's own entry (the entries' contract test), and
 * the inbox's spelling is one function in both forms (entries/mailbox.rule.test.ts).
 */
const flagCases: FlagCase[] = [
  {
    name: 'a stranger',
    referrer: ADA,
    referred: { email: 'grace@example.com', networkHash: 'net-grace' },
    cap: 10,
    at: AT,
    expected: null,
  },
  {
    name: "the referrer's own network",
    referrer: ADA,
    referred: { email: 'grace@example.com', networkHash: 'net-ada' },
    cap: 10,
    at: AT,
    expected: 'self-referral',
  },
  {
    name: 'no network known on either side',
    referrer: { email: 'ada@example.com', networkHash: null },
    referred: { email: 'grace@example.com', networkHash: null },
    cap: 10,
    at: AT,
    expected: null,
  },
  {
    name: 'a third referral the same UTC day under a cap of 2',
    referrer: ADA,
    referred: { email: 'grace@example.com', networkHash: 'net-grace' },
    priors: twice('2026-03-10T00:00:00.000Z'),
    cap: 2,
    at: '2026-03-10T23:59:59.999Z',
    expected: 'daily-cap',
  },
  {
    name: 'the first referral of the next UTC day',
    referrer: ADA,
    referred: { email: 'grace@example.com', networkHash: 'net-grace' },
    priors: twice('2026-03-09T23:59:59.999Z'),
    cap: 2,
    at: '2026-03-10T00:00:00.000Z',
    expected: null,
  },
  {
    name: 'a day whose earlier referrals were held or flagged (they take no place)',
    referrer: ADA,
    referred: { email: 'grace@example.com', networkHash: 'net-grace' },
    priors: [{ at: AT, held: true }, { at: AT, flagged: true }, { at: AT }],
    cap: 2,
    at: AT,
    expected: null,
  },
  {
    name: 'a held sign-up past the cap (held or not, it is flagged)',
    referrer: ADA,
    referred: { email: 'grace@example.com', networkHash: 'net-grace', held: true },
    priors: twice(AT),
    cap: 2,
    at: AT,
    expected: 'daily-cap',
  },
  {
    name: 'many referrals a day with no cap (0)',
    referrer: ADA,
    referred: { email: 'grace@example.com', networkHash: 'net-grace' },
    priors: [...twice(AT), ...twice(AT)],
    cap: 0,
    at: AT,
    expected: null,
  },
  {
    name: 'the own network past the cap (the network decides)',
    referrer: ADA,
    referred: { email: 'grace@example.com', networkHash: 'net-ada' },
    priors: twice(AT),
    cap: 2,
    at: AT,
    expected: 'self-referral',
  },
];

describe('the referral rules (TypeScript for lowdb, SQL for PostgreSQL)', () => {
  const db = ruleDatabase();

  it('count a referral in both forms exactly when it is confirmed or further, not held, not flagged', async () => {
    const cases = STATUSES.flatMap((status) =>
      [null, 1].flatMap((referredBy) =>
        [null, 'daily-cap' as const].flatMap((referralFlag) =>
          [null, 'too-fast' as const].map((heldReason) => ({
            status,
            referredBy,
            referralFlag,
            heldReason,
          })),
        ),
      ),
    );
    const answers = [];
    for (const fields of cases) {
      const [row] = await db.sql<{ counts: boolean }>(
        `SELECT synapse_counts_as_referral(jsonb_populate_record(NULL::waitlist_entries, $1)) AS counts`,
        [
          {
            status: fields.status,
            referred_by: fields.referredBy,
            referral_flag: fields.referralFlag,
            held_reason: fields.heldReason,
          },
        ],
      );
      answers.push({ fields, ts: countsAsReferral(fields), sql: row!.counts });
    }
    for (const answer of answers) expect(answer.sql).toBe(answer.ts);
    expect(answers.filter((answer) => answer.ts).map((answer) => answer.fields)).toEqual(
      ['confirmed', 'invited', 'activated'].map((status) => ({
        status,
        referredBy: 1,
        referralFlag: null,
        heldReason: null,
      })),
    );
  });

  it.each(flagCases)('flag $name the same in both forms', async (row) => {
    const join = async (email: string, at: string, fields: Parameters<typeof newEntry>[1]) => {
      db.setClock(new Date(at));
      return (await db.store().join(newEntry(email, fields))).entry;
    };
    // The earlier referrals are stored with no cap, so that each is what the case says.
    await db.sql('UPDATE referral_settings SET daily_cap = 0');
    const referrer = await join(row.referrer.email, AT, { networkHash: row.referrer.networkHash });
    const priors: WaitlistEntry[] = [];
    for (const [index, prior] of (row.priors ?? []).entries()) {
      const { id } = await join(`prior-${index}@example.net`, prior.at, {
        ref: referrer.referralCode,
        networkHash: `net-prior-${index}`,
        heldReason: prior.held ? 'too-fast' : null,
      });
      if (prior.flagged) {
        await db.sql(`UPDATE waitlist_entries SET referral_flag = 'self-referral' WHERE id = $1`, [
          id,
        ]);
      }
      priors.push((await db.store().findEntry(id))!);
    }
    await db.sql('UPDATE referral_settings SET daily_cap = $1', [row.cap]);

    const today = priors.filter(
      (prior) =>
        countsTowardDailyCap(prior) && referralDay(prior.createdAt) === referralDay(row.at),
    ).length;
    const ts = referralFlag(referrer, row.referred, { today, cap: row.cap });
    const referred = await join(row.referred.email, row.at, {
      ref: referrer.referralCode.toLowerCase(),
      networkHash: row.referred.networkHash,
      heldReason: row.referred.held ? 'too-fast' : null,
    });
    expect(referred.referredBy).toBe(referrer.id);
    expect({ sql: referred.referralFlag, ts }).toEqual({ sql: row.expected, ts: row.expected });
  });
});
