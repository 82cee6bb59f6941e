import { DEFAULT_REFERRAL_BOOST, DEFAULT_REFERRAL_DAILY_CAP } from '../../referrals/rules.js';

/** The referral rules a store applies (REFERRAL_BOOST, REFERRAL_DAILY_CAP), as the config sets them. */
export interface ReferralSettings {
  /** Places each counted referral is worth in line; 0 turns referrals off. */
  referralBoost?: number;
  /** Referrals that count per referrer and UTC day; 0: no cap. */
  referralDailyCap?: number;
}

/**
 * The settings passed in, with the referral rules' defaults for what was left out (the server's
 * config sets both; tests and tools may not). The engines take what the assembly gives them, so
 * only this area knows the rules' defaults.
 */
export function referralSettings(options: ReferralSettings): Required<ReferralSettings> {
  return {
    referralBoost: options.referralBoost ?? DEFAULT_REFERRAL_BOOST,
    referralDailyCap: options.referralDailyCap ?? DEFAULT_REFERRAL_DAILY_CAP,
  };
}
