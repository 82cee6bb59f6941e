import { describe, expect, it } from 'vitest';
import { referralSummary } from './StatusReferrals';

describe('referralSummary', () => {
  it('counts friends in a sentence and says what the next one gains', () => {
    expect(referralSummary({ place: 9, referralCount: 0, nextReferralGain: 5 })).toBe(
      'No friend has joined through your link yet. The next friend who joins and confirms moves you up 5 places.',
    );
    expect(referralSummary({ place: 2, referralCount: 1, nextReferralGain: 1 })).toBe(
      '1 friend has joined through your link. The next friend who joins and confirms moves you up 1 place.',
    );
  });

  it('says nothing of gains at the front, without a place, or with referrals off', () => {
    expect(referralSummary({ place: 1, referralCount: 3, nextReferralGain: 0 })).toBe(
      "3 friends have joined through your link. You're first in line.",
    );
    expect(referralSummary({ place: null, referralCount: 1_200 })).toBe(
      '1,200 friends have joined through your link.',
    );
    expect(referralSummary({ place: 4, referralCount: 0, nextReferralGain: 0 })).toBe(
      'No friend has joined through your link yet.',
    );
  });
});
