import { describe, expect, it } from 'vitest';
import { reviewOutcomeText, reviewReason } from './reviewText';

describe('the review queue in words', () => {
  it('names why each entry waits: held, a flagged referral, or both', () => {
    expect(reviewReason({ heldReason: 'too-fast', referralFlag: null })).toBe(
      'Sent faster than a person can type',
    );
    expect(reviewReason({ heldReason: null, referralFlag: 'self-referral' })).toBe(
      "Referral from the referrer's own network: may be the referrer",
    );
    expect(reviewReason({ heldReason: null, referralFlag: 'daily-cap' })).toMatch(/daily limit/);
    expect(reviewReason({ heldReason: 'honeypot', referralFlag: 'same-mailbox' })).toBe(
      "Filled the hidden field bots fill; Referral to the referrer's own inbox in another spelling",
    );
  });

  it('says what a decision did', () => {
    expect(reviewOutcomeText('approve', 1)).toMatch(/^1 entry approved/);
    expect(reviewOutcomeText('reject', 2)).toMatch(/^2 entries rejected: .*never count/);
  });
});
