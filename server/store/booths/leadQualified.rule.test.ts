import { describe, expect, it } from 'vitest';
import { isQualified, type LeadFields } from '../../../src/shared/index.js';
import { ruleDatabase } from '../testing/ruleDatabase.js';
import { QUALIFIED } from './postgresBoothSql.js';

/**
 * One rule, two forms: when a lead counts as qualified, in TypeScript (isQualified, lowdb) and in
 * SQL (QUALIFIED, PostgreSQL's lead counts), fed the same leads.
 */
const leads: { lead: LeadFields; qualified: boolean }[] = [
  { lead: { rating: null, interests: [], note: '' }, qualified: false },
  { lead: { rating: 'hot', interests: [], note: '' }, qualified: true },
  { lead: { rating: 'cold', interests: [], note: '' }, qualified: true },
  { lead: { rating: null, interests: ['Pricing'], note: '' }, qualified: true },
  { lead: { rating: null, interests: [], note: 'Call back on Monday' }, qualified: true },
  { lead: { rating: 'warm', interests: ['API', 'Kiosk'], note: 'Both' }, qualified: true },
];

describe('the qualified lead rule (TypeScript for lowdb, SQL for PostgreSQL)', () => {
  const db = ruleDatabase();

  it('qualifies a lead in both forms once staff set a rating, an interest or a note', async () => {
    const answers = [];
    for (const { lead, qualified } of leads) {
      const [row] = await db.sql<{ qualified: boolean }>(
        `SELECT ${QUALIFIED} AS qualified
         FROM (SELECT $1::text AS rating, $2::text[] AS interests, $3::text AS note) AS l`,
        [lead.rating, lead.interests, lead.note],
      );
      answers.push({ lead, ts: isQualified(lead), sql: row!.qualified, qualified });
    }
    for (const answer of answers) {
      expect({ lead: answer.lead, ts: answer.ts, sql: answer.sql }).toEqual({
        lead: answer.lead,
        ts: answer.qualified,
        sql: answer.qualified,
      });
    }
  });
});
