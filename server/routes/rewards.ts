import { Router, type RequestHandler } from 'express';
import {
  API_MOUNTS,
  apiPaths,
  earnedRewardPatchSchema,
  REWARD_TEXTS,
  rewardPatchSchema,
  rewardSchema,
  routeWithin,
  type EarnedReward,
  type Reward,
  type RewardList,
} from '../../src/shared/index.js';
import { audit } from '../audit/audit.js';
import { requireUser } from '../auth/requireUser.js';
import { HttpError, parseBody } from '../http/errors.js';
import type { LoopContext } from '../loop/loopContext.js';
import { fulfilledMessages } from '../rewards/milestones.js';

/** A numeric id from the address, or a 404 that says what is missing. */
function idParam(raw: unknown, missing: string): number {
  const text = String(raw);
  if (!/^\d{1,15}$/.test(text)) throw new HttpError(404, missing);
  return Number(text);
}

/** "3 referrals: Skip to the front (moves to the front)": how the audit log names a reward. */
const describe = (reward: Pick<Reward, 'referrals' | 'name' | 'moveToFront'>) =>
  `${reward.referrals} referral${reward.referrals === 1 ? '' : 's'}: ${reward.name}` +
  (reward.moveToFront ? ' (moves to the front)' : '');

/**
 * Referral milestones (issue 29, item 3), mounted at /api/admin: the rewards (list, add, change,
 * retire) and a person's earned rewards, which the admin marks fulfilled (reward.fulfilled). Every
 * change is audited. A new or lowered milestone is awarded to those who reached it already by
 * the next sweep (server/rewards/milestoneSweep.ts).
 */
export function rewardsAdminRouter(loop: LoopContext, session: RequestHandler): Router {
  const { store } = loop;
  const router = Router();
  const route = (path: string) => routeWithin(API_MOUNTS.admin, path);
  router.use(
    [route(apiPaths.adminRewards), route(apiPaths.adminPersonRewards)],
    session,
    requireUser,
  );

  /** Two active rewards at one count would be one milestone with two names. */
  const refuseTaken = async (referrals: number, except?: number) => {
    const rewards = await store.rewards.listRewards();
    const taken = rewards.some(
      (reward) =>
        reward.referrals === referrals && reward.retiredAt === null && reward.id !== except,
    );
    if (taken) {
      const message = REWARD_TEXTS.taken(referrals);
      throw new HttpError(409, message, { referrals: message });
    }
  };

  router.get(route(apiPaths.adminRewards), async (_req, res) => {
    const body: RewardList = { rewards: await store.rewards.listRewards() };
    res.json(body);
  });

  router.post(route(apiPaths.adminRewards), async (req, res) => {
    const fields = parseBody(rewardSchema, req.body);
    await refuseTaken(fields.referrals);
    const reward = await store.rewards.createReward(fields);
    await audit(store, { action: 'reward-created', req, detail: describe(reward) });
    res.status(201).json(reward);
  });

  router.patch(route(apiPaths.adminReward), async (req, res) => {
    const id = idParam(req.params.id, REWARD_TEXTS.notFound);
    const patch = parseBody(rewardPatchSchema, req.body);
    const current = (await store.rewards.listRewards()).find((reward) => reward.id === id);
    if (!current) throw new HttpError(404, REWARD_TEXTS.notFound);
    const activeAfter = patch.retired === undefined ? current.retiredAt === null : !patch.retired;
    if (activeAfter) await refuseTaken(patch.referrals ?? current.referrals, id);
    const reward = (await store.rewards.updateReward(id, patch))!;
    const retiring = patch.retired === true && current.retiredAt === null;
    await audit(store, {
      action: retiring ? 'reward-retired' : 'reward-changed',
      req,
      detail: `${describe(current)} -> ${describe(reward)}${reward.retiredAt ? ' (retired)' : ''}`,
    });
    res.json(reward);
  });

  router.get(route(apiPaths.adminPersonRewards), async (req, res) => {
    const id = idParam(req.params.id, REWARD_TEXTS.notEarned);
    const earned: EarnedReward[] = (await store.rewards.earnedBy([id])).get(id) ?? [];
    res.json({ earned });
  });

  // PATCH, or POST from a plain form: { fulfilled: true } marks it fulfilled, false takes it back.
  const fulfil: RequestHandler = async (req, res) => {
    const entryId = idParam(req.params.id, REWARD_TEXTS.notEarned);
    const rewardId = idParam(req.params.rewardId, REWARD_TEXTS.notEarned);
    const { fulfilled } = parseBody(earnedRewardPatchSchema, req.body);
    const endpoints = await store.listWebhookEndpoints();
    const result = await store.rewards.setFulfilled(
      entryId,
      rewardId,
      fulfilled,
      fulfilledMessages(endpoints, loop.now()),
    );
    if (!result) throw new HttpError(404, REWARD_TEXTS.notEarned);
    if (result.changed) {
      const entry = await store.findEntry(entryId);
      await audit(store, {
        action: 'reward-fulfilled',
        req,
        detail: `${entry?.email ?? `entry ${entryId}`}: ${result.earned.name}${fulfilled ? '' : ' (taken back)'}`,
      });
    }
    res.json(result.earned);
  };
  router.patch(route(apiPaths.adminPersonReward), fulfil);
  router.post(route(apiPaths.adminPersonReward), fulfil);

  return router;
}
