import type pg from 'pg';
import { DEFAULT_REFERRAL_BOOST, DEFAULT_REFERRAL_DAILY_CAP } from '../../referrals/rules.js';
import { StoreStartError } from '../errors.js';
import { applyReferralSettings } from '../referrals/postgresReferrals.js';
import { describeDatabaseUrl } from './databaseUrl.js';
import { migrate } from './migrate.js';
import { createPool } from './pool.js';

export interface DatabaseOptions {
  databaseUrl: string;
  poolSize?: number;
  referralBoost?: number;
  referralDailyCap?: number;
}

/**
 * Connects, migrates and sets the referral rules the database's functions read; a database that
 * cannot be used stops the start with a StoreStartError (its host named, never its password).
 */
export async function openDatabase(options: DatabaseOptions): Promise<pg.Pool> {
  const pool = createPool(options.databaseUrl, options.poolSize);
  try {
    const client = await pool.connect();
    try {
      await migrate(client);
      await applyReferralSettings(client, {
        boost: options.referralBoost ?? DEFAULT_REFERRAL_BOOST,
        dailyCap: options.referralDailyCap ?? DEFAULT_REFERRAL_DAILY_CAP,
      });
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new StoreStartError(
      `Cannot use the PostgreSQL database named by DATABASE_URL ` +
        `(${describeDatabaseUrl(options.databaseUrl)}): ${(error as Error).message}`,
    );
  }
  return pool;
}
