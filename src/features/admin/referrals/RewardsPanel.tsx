import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@lib/toast';
import type { Reward, RewardFields, RewardPatch } from '../../../shared';
import { RewardForm } from './RewardForm';
import './rewards.css';
import { createReward, fetchRewards, REWARDS_QUERY_KEY, updateReward } from './api';
import { asQuestion, useConfirm } from '@components/confirm/ConfirmDialog';

const referralsText = (count: number) =>
  `${count.toLocaleString('en')} confirmed referral${count === 1 ? '' : 's'}`;

/** One reward's line: what earns it and what it gives, with its edit and retire buttons. */
function RewardRow({
  reward,
  onChange,
  pending,
  problem,
}: {
  reward: Reward;
  onChange: (patch: RewardPatch, done?: () => void) => void;
  pending: boolean;
  problem: string | null;
}) {
  const [editing, setEditing] = useState(false);
  const confirm = useConfirm();
  const retired = reward.retiredAt !== null;
  if (editing) {
    return (
      <li className="reward-row reward-row--editing">
        <RewardForm
          initial={reward}
          submitLabel="Save"
          pending={pending}
          serverProblem={problem}
          onSubmit={(fields) => onChange(fields, () => setEditing(false))}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className={`reward-row${retired ? ' reward-row--retired' : ''}`}>
      <span className="reward-row__what">
        <strong>{reward.name}</strong> at {referralsText(reward.referrals)}
        {reward.moveToFront ? ' · moves to the front of the line' : ''}
        {retired ? ' · retired' : ''}
      </span>
      <span className="reward-row__actions">
        <button
          type="button"
          className="btn btn--outline admin-btn--small"
          aria-label={`Edit ${reward.name}`}
          onClick={() => setEditing(true)}
        >
          Edit
        </button>
        <button
          type="button"
          className="btn btn--outline admin-btn--small"
          aria-label={`${retired ? 'Bring back' : 'Retire'} ${reward.name}`}
          disabled={pending}
          onClick={async () => {
            const question = retired
              ? `Bring back ${reward.name}? People who reach it earn it again.`
              : `Retire ${reward.name}? Nobody earns it from now on; those who earned it keep it.`;
            const label = retired ? 'Bring back' : 'Retire';
            if (await confirm(asQuestion(question, label, retired ? 'primary' : 'danger'))) {
              onChange({ retired: !retired });
            }
          }}
        >
          {retired ? 'Bring back' : 'Retire'}
        </button>
      </span>
    </li>
  );
}

/**
 * Referral milestones (issue 29, item 3) under Referrals: the rewards by the confirmed referrals
 * that earn them, a form to add one, and each one's edit and retire.
 */
export function RewardsPanel() {
  const client = useQueryClient();
  const rewards = useQuery({ queryKey: REWARDS_QUERY_KEY, queryFn: fetchRewards });
  const [problem, setProblem] = useState<{ at: number | 'new'; message: string } | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: REWARDS_QUERY_KEY });

  const add = useMutation({
    mutationFn: (fields: RewardFields) => createReward(fields),
    onSuccess: (reward) => {
      setProblem(null);
      toast({
        title: `${reward.name} added`,
        description: `At ${referralsText(reward.referrals)}.`,
      });
      return refresh();
    },
    onError: (error: Error) => setProblem({ at: 'new', message: error.message }),
  });
  const change = useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: RewardPatch; done?: () => void }) =>
      updateReward(id, patch),
    onSuccess: (reward, { done }) => {
      setProblem(null);
      done?.();
      toast({ title: `${reward.name} ${reward.retiredAt ? 'retired' : 'saved'}` });
      return refresh();
    },
    onError: (error: Error, { id }) => {
      setProblem({ at: id, message: error.message });
      toast({ title: 'Not saved', description: error.message, variant: 'destructive' });
    },
  });

  const list = rewards.data?.rewards ?? [];
  return (
    <section className="admin-card" aria-labelledby="rewards-heading">
      <h2 id="rewards-heading" className="admin-card__heading">
        Referral rewards
      </h2>
      <p className="admin-muted">
        A person earns a reward once their confirmed referrals reach its number (referrals held for
        review do not count). They get an e-mail (worded under Messages) and the webhook
        reward.earned fires.
      </p>
      {rewards.isLoading && <p className="admin-muted">Loading rewards...</p>}
      {rewards.isError && (
        <p role="alert" className="admin-problem">
          The rewards could not be loaded: {rewards.error.message}
        </p>
      )}
      {rewards.data && list.length === 0 && (
        <p className="admin-muted">No reward yet: add the first one below.</p>
      )}
      {list.length > 0 && (
        <ul className="reward-list" aria-label="Rewards">
          {list.map((reward) => (
            <RewardRow
              key={reward.id}
              reward={reward}
              pending={change.isPending}
              problem={problem?.at === reward.id ? problem.message : null}
              onChange={(patch, done) => change.mutate({ id: reward.id, patch, done })}
            />
          ))}
        </ul>
      )}
      <h3 className="reward-subheading">Add a reward</h3>
      <RewardForm
        submitLabel="Add reward"
        pending={add.isPending}
        serverProblem={problem?.at === 'new' ? problem.message : null}
        onSubmit={(fields) => add.mutate(fields)}
      />
    </section>
  );
}
