import { formatDay, nextRewardText, type StatusRewards as Rewards } from '../../../shared';

/**
 * The visitor's referral rewards on the status page (issue 29, item 3): what they earned, and the
 * next milestone ("2 more confirmed referrals to: Founders' t-shirt"). Nothing when the admin set
 * no reward.
 */
export function StatusRewards({ rewards }: { rewards?: Rewards }) {
  if (!rewards || (rewards.earned.length === 0 && !rewards.next)) return null;
  return (
    <section className="loop-rewards" aria-labelledby="rewards-title">
      <h2 id="rewards-title">Rewards</h2>
      {rewards.earned.length > 0 && (
        <ul aria-label="Rewards you earned">
          {rewards.earned.map((reward) => (
            <li key={`${reward.name}-${reward.earnedAt}`}>
              You earned <strong>{reward.name}</strong> on{' '}
              <time dateTime={reward.earnedAt}>{formatDay(reward.earnedAt)}</time>
              {reward.fulfilled ? ' (on its way to you)' : ''}.
            </li>
          ))}
        </ul>
      )}
      {rewards.next && <p data-testid="next-reward">{nextRewardText(rewards.next)}</p>}
    </section>
  );
}
