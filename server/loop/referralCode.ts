import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a code read aloud or typed from a phone screen is not misread. */
export const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 31^10 ~ 8e14 codes: random, so a code says nothing about its entry or how many there are. */
export const REFERRAL_CODE_LENGTH = 10;

/**
 * A random referral code; the store checks it is unique (PostgreSQL: a unique index). PostgreSQL
 * draws its own with synapse_referral_code() (server/store/loop/postgresReferralCode.sql);
 * server/store/loop/referralCode.rule.test.ts asks the same of both.
 */
export function generateReferralCode(): string {
  let code = '';
  for (let index = 0; index < REFERRAL_CODE_LENGTH; index += 1) {
    code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  }
  return code;
}
