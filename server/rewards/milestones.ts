import type { EarnedReward, WaitlistEntry, WebhookEvent } from '../../src/shared/index.js';
import { audit } from '../audit/audit.js';
import type { OutboxDraft } from '../store/loop/loopTypes.js';
import type { RewardMessages } from '../store/rewards/rewardTypes.js';
import type { StoredWebhookEndpoint } from '../store/sync/syncTypes.js';
import type { Store } from '../store/types.js';
import { entryEventData, webhookDraft } from '../webhooks/events.js';

/** What reward.earned and reward.fulfilled carry: the entry as events show it, and the reward. */
export function rewardEventData(entry: WaitlistEntry, earned: EarnedReward) {
  return {
    ...entryEventData(entry),
    reward: {
      id: earned.rewardId,
      name: earned.name,
      referrals: earned.referrals,
      moveToFront: earned.moveToFront,
      earnedAt: earned.earnedAt,
      fulfilledAt: earned.fulfilledAt,
    },
  };
}

/** One webhook draft per reward for each enabled endpoint that chose `event`. */
function rewardWebhooks(
  endpoints: readonly StoredWebhookEndpoint[],
  event: WebhookEvent,
  entry: WaitlistEntry,
  rewards: readonly EarnedReward[],
  now: Date,
): OutboxDraft[] {
  return endpoints
    .filter((endpoint) => endpoint.enabled && endpoint.events.includes(event))
    .flatMap((endpoint) =>
      rewards.map((earned) =>
        webhookDraft(endpoint, event, rewardEventData(entry, earned), entry.id, now),
      ),
    );
}

/**
 * An earning's messages: the reward e-mail (one per reward, in the admin's wording of the "reward"
 * template; none once the person unsubscribed) and reward.earned.
 */
export function earnedMessages(
  endpoints: readonly StoredWebhookEndpoint[],
  now: Date,
): RewardMessages {
  return (entry, rewards) => [
    ...(entry.unsubscribedAt === null
      ? rewards.map((earned): OutboxDraft => ({
          kind: 'email',
          entryId: entry.id,
          to: entry.email,
          payload: { template: 'reward', rewardName: earned.name },
        }))
      : []),
    ...rewardWebhooks(endpoints, 'reward.earned', entry, rewards, now),
  ];
}

/** A fulfilment's message: reward.fulfilled (only when the reward is marked fulfilled). */
export function fulfilledMessages(
  endpoints: readonly StoredWebhookEndpoint[],
  now: Date,
): RewardMessages {
  return (entry, rewards) =>
    rewardWebhooks(
      endpoints,
      'reward.fulfilled',
      entry,
      rewards.filter((earned) => earned.fulfilledAt !== null),
      now,
    );
}

/**
 * Records the milestones these entries reached (each once, whoever asks and how often), with
 * their e-mails and webhooks; a move to the front is written to the audit log (docs/product.md
 * §24). Called after every change that can make a referral count, with the referrers it concerns.
 */
export async function awardMilestones(
  store: Store,
  entryIds: readonly (number | null)[],
  now: Date,
): Promise<EarnedReward[]> {
  const ids = [...new Set(entryIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return [];
  const [rewards, endpoints] = await Promise.all([
    store.rewards.listRewards(),
    store.listWebhookEndpoints(),
  ]);
  if (!rewards.some((reward) => reward.retiredAt === null)) return [];
  const earned: EarnedReward[] = [];
  for (const id of ids) {
    const recorded = await store.rewards.earnMilestones(id, earnedMessages(endpoints, now));
    earned.push(...recorded);
    const front = recorded.find((reward) => reward.moveToFront);
    if (front) {
      const entry = await store.findEntry(id);
      await audit(store, {
        action: 'reward-moved-to-front',
        actor: 'system',
        detail: `${entry?.email ?? `entry ${id}`}: ${front.name}`,
      });
    }
  }
  return earned;
}

/** How many of the top referrers a sweep looks at. */
const SWEEP_REFERRERS = 1_000;

/**
 * Catches milestones reached by a way no route awarded (a synced booth, an import, a restart in
 * between): the top referrers at or above the lowest active milestone, each asked once.
 */
export async function sweepMilestones(store: Store, now: Date): Promise<EarnedReward[]> {
  const rewards = (await store.rewards.listRewards()).filter((reward) => reward.retiredAt === null);
  if (rewards.length === 0) return [];
  const lowest = Math.min(...rewards.map((reward) => reward.referrals));
  const referrers = (await store.topReferrers(SWEEP_REFERRERS)).filter(
    (entry) => entry.referralCount >= lowest,
  );
  const earned = await store.rewards.earnedBy(referrers.map((entry) => entry.id));
  const due = referrers.filter((entry) =>
    rewards.some(
      (reward) =>
        reward.referrals <= entry.referralCount &&
        !earned.get(entry.id)?.some((each) => each.rewardId === reward.id),
    ),
  );
  return awardMilestones(
    store,
    due.map((entry) => entry.id),
    now,
  );
}
