import { describe, expect, it } from 'vitest';
import {
  generateReferralCode,
  REFERRAL_ALPHABET,
  REFERRAL_CODE_LENGTH,
} from '../../loop/referralCode.js';
import { ruleDatabase } from '../testing/ruleDatabase.js';

/**
 * One rule, two forms: a new referral code, in TypeScript (generateReferralCode, lowdb) and in
 * SQL (synapse_referral_code(), postgresReferralCode.sql, the column's default). Both are random,
 * so the test draws many codes from each and asks the same of both: the length, only characters
 * of the alphabet, and every one of them in use (the same alphabet, not a part of it).
 */
const DRAWS = 400;

describe('a referral code (TypeScript for lowdb, SQL for PostgreSQL)', () => {
  const db = ruleDatabase();

  it('is ten characters of the same alphabet in both forms', async () => {
    const rows = await db.sql<{ code: string }>(
      'SELECT synapse_referral_code() AS code FROM generate_series(1, $1)',
      [DRAWS],
    );
    const forms = {
      ts: Array.from({ length: DRAWS }, generateReferralCode),
      sql: rows.map((row) => row.code),
    };
    const shape = new RegExp(`^[${REFERRAL_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);
    const alphabet = [...REFERRAL_ALPHABET].sort().join('');
    for (const codes of Object.values(forms)) {
      expect(codes.filter((code) => !shape.test(code))).toEqual([]);
      expect([...new Set(codes.join(''))].sort().join('')).toBe(alphabet);
      expect(new Set(codes).size).toBe(DRAWS);
    }
  });
});
