import { describe, expect, it } from 'vitest';
import { bareOrigin, nextReward, nextRewardText, rewardsDue, type Reward } from './rewards';

const reward = (id: number, referrals: number, name: string, retired = false): Reward => ({
  id,
  referrals,
  name,
  moveToFront: false,
  retiredAt: retired ? '2026-05-01T00:00:00.000Z' : null,
  createdAt: '2026-05-01T00:00:00.000Z',
  updatedAt: '2026-05-01T00:00:00.000Z',
});

const REWARDS = [
  reward(1, 10, "Founders' t-shirt"),
  reward(2, 3, 'Skip to the front'),
  reward(3, 5, 'Old sticker', true),
];

describe('referral milestones', () => {
  it('names the next active milestone and how many confirmed referrals it takes', () => {
    expect(nextRewardText(nextReward(REWARDS, 1)!)).toBe(
      '2 more confirmed referrals to: Skip to the front',
    );
    expect(nextRewardText(nextReward(REWARDS, 9)!)).toBe(
      "1 more confirmed referral to: Founders' t-shirt",
    );
    expect(nextReward(REWARDS, 10)).toBeNull();
  });

  it('gives the active rewards reached and not yet earned, lowest first, never a retired one', () => {
    expect(rewardsDue(REWARDS, 12, new Set()).map((each) => each.id)).toEqual([2, 1]);
    expect(rewardsDue(REWARDS, 12, new Set([2])).map((each) => each.id)).toEqual([1]);
    expect(rewardsDue(REWARDS, 5, new Set()).map((each) => each.id)).toEqual([2]);
  });

  it('takes a bare http(s) origin for the widget, normalised, and nothing else', () => {
    expect(bareOrigin(' https://Partner.Example.com/ ')).toBe('https://partner.example.com');
    expect(bareOrigin('http://localhost:8080')).toBe('http://localhost:8080');
    for (const refused of [
      'https://partner.example.com/join',
      'https://partner.example.com/?a=1',
      'ftp://files.example.com',
      'https://user@partner.example.com',
      'partner.example.com',
    ]) {
      expect(bareOrigin(refused)).toBeNull();
    }
  });
});
