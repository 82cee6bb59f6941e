import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@lib/toast';
import { formatDateTime } from '../format';
import { earnedQueryKey, fetchEarned, setFulfilled } from './api';
import './rewards.css';

/**
 * A person's earned referral rewards on their page (issue 29, item 3), each with "Mark fulfilled"
 * (reward.fulfilled fires) or, once fulfilled, when it was.
 */
export function EarnedRewards({ entryId }: { entryId: number }) {
  const client = useQueryClient();
  const key = earnedQueryKey(entryId);
  const earned = useQuery({ queryKey: key, queryFn: () => fetchEarned(entryId) });
  const fulfil = useMutation({
    mutationFn: ({ rewardId, fulfilled }: { rewardId: number; fulfilled: boolean }) =>
      setFulfilled(entryId, rewardId, fulfilled),
    onSuccess: (reward) => {
      toast({
        title: reward.fulfilledAt
          ? `${reward.name} marked fulfilled`
          : `${reward.name} not fulfilled`,
      });
      return client.invalidateQueries({ queryKey: key });
    },
    onError: (error: Error) =>
      toast({ title: 'Not saved', description: error.message, variant: 'destructive' }),
  });
  const rewards = earned.data?.earned ?? [];
  return (
    <section className="admin-card" aria-labelledby="earned-rewards-heading">
      <h2 id="earned-rewards-heading" className="admin-card__heading">
        Referral rewards
      </h2>
      {earned.isLoading && <p className="admin-muted">Loading rewards...</p>}
      {earned.data && rewards.length === 0 && <p className="admin-muted">No reward earned yet.</p>}
      {rewards.length > 0 && (
        <ul className="reward-list" aria-label="Earned rewards">
          {rewards.map((reward) => (
            <li key={reward.rewardId} className="reward-row">
              <span className="reward-row__what">
                <strong>{reward.name}</strong> earned {formatDateTime(reward.earnedAt)} at{' '}
                {reward.referrals} referrals
                {reward.fulfilledAt ? ` · fulfilled ${formatDateTime(reward.fulfilledAt)}` : ''}
              </span>
              <button
                type="button"
                className="btn btn--outline admin-btn--small"
                disabled={fulfil.isPending}
                onClick={() =>
                  fulfil.mutate({ rewardId: reward.rewardId, fulfilled: !reward.fulfilledAt })
                }
              >
                {reward.fulfilledAt
                  ? `Mark ${reward.name} not fulfilled`
                  : `Mark ${reward.name} fulfilled`}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
