import { afterEach, describe, expect, it } from 'vitest';
import {
  hashPassword,
  lowerHashCostForTests,
  passwordHashCost,
  PRODUCTION_HASH_COST,
  verifyPassword,
} from './password.js';

const costOf = (hash: string) => hash.split('$').slice(1, 4).map(Number);
const TEST_RUN_N = Number(process.env.TEST_PASSWORD_HASH_N);

describe('password hashing cost', () => {
  afterEach(() => lowerHashCostForTests(TEST_RUN_N));

  it('is scrypt N=2^15, r=8, p=1 in production', async () => {
    expect(PRODUCTION_HASH_COST).toEqual({ N: 32768, r: 8, p: 1 });
    lowerHashCostForTests(NaN); // what a process that never lowered it has
    expect(passwordHashCost()).toEqual(PRODUCTION_HASH_COST);
    const hash = await hashPassword('correct horse battery');
    expect(costOf(hash)).toEqual([32768, 8, 1]);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterz', hash)).toBe(false);
  });

  it('is lowered for a test run only to a power of two', () => {
    expect(passwordHashCost()).toEqual({ N: 1024, r: 8, p: 1 }); // vitest.config.ts
    for (const wrong of [1000, 0, 1, -2, NaN]) {
      lowerHashCostForTests(wrong);
      expect(passwordHashCost()).toEqual(PRODUCTION_HASH_COST);
    }
  });

  it('checks a hash by the cost stored in it, so hashes of either cost keep working', async () => {
    const cheap = await hashPassword('correct horse battery');
    expect(costOf(cheap)).toEqual([1024, 8, 1]);
    lowerHashCostForTests(NaN);
    expect(await verifyPassword('correct horse battery', cheap)).toBe(true);
  });
});
