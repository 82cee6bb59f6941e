import { describe, expect, it } from 'vitest';
import { referralFlag } from './rules.js';

const referrer = { email: 'Ada.Lovelace+site@gmail.com', networkHash: 'home' };
const noCap = { today: 0, cap: 0 };

describe('a new referral', () => {
  it("is flagged when it is the referrer's own inbox in another spelling", () => {
    expect(
      referralFlag(referrer, { email: 'adalovelace@googlemail.com', networkHash: 'cafe' }, noCap),
    ).toBe('same-mailbox');
  });

  it("is flagged when it comes from the referrer's own network", () => {
    expect(referralFlag(referrer, { email: 'grace@example.com', networkHash: 'home' }, noCap)).toBe(
      'self-referral',
    );
  });

  it('is flagged once the referrer has REFERRAL_DAILY_CAP referrals that day, and never with no cap', () => {
    const friend = { email: 'grace@example.com', networkHash: 'cafe' };
    expect(referralFlag(referrer, friend, { today: 9, cap: 10 })).toBeNull();
    expect(referralFlag(referrer, friend, { today: 10, cap: 10 })).toBe('daily-cap');
    expect(referralFlag(referrer, friend, { today: 500, cap: 0 })).toBeNull();
  });

  it('counts from another inbox and another network, and when the referrer has no network', () => {
    expect(
      referralFlag(referrer, { email: 'grace@example.com', networkHash: 'cafe' }, noCap),
    ).toBeNull();
    expect(
      referralFlag(
        { email: 'ada@example.com', networkHash: null },
        { email: 'grace@example.com', networkHash: null },
        noCap,
      ),
    ).toBeNull();
  });
});
