import { Router, type RequestHandler } from 'express';
import {
  LEADERBOARD_SIZE,
  pageQuerySchema,
  reviewDecisionSchema,
  type EntriesPageResponse,
  type LeaderboardResponse,
  type LinePageResponse,
  type ReviewDecisionResponse,
  type SharedMailboxesResponse,
} from '../../src/shared/index.js';
import { approveReview, rejectReferral } from '../referrals/review.js';
import { audit } from '../audit/audit.js';
import { requireUser } from '../auth/requireUser.js';
import { parseBody } from '../http/errors.js';
import type { Store } from '../store/types.js';
import { awardMilestones } from '../rewards/milestones.js';

/**
 * The admin's side of referrals and abuse (issues 14 and 24), mounted at /api/admin: the review
 * queue of held sign-ups and flagged referrals, approve or reject, the top referrers, the line in
 * place order, and the inboxes an older version stored more than once.
 */
export function referralsAdminRouter(
  store: Store,
  session: RequestHandler,
  options: { doubleOptIn: boolean },
): Router {
  const router = Router();
  router.use(session, requireUser);
  const includeWaiting = !options.doubleOptIn;

  router.get('/review', async (req, res) => {
    const { offset, limit } = parseBody(pageQuerySchema, { ...req.query });
    const body: EntriesPageResponse = await store.listReview(offset, limit);
    res.json(body);
  });

  router.post('/review', async (req, res) => {
    const { ids, decision } = parseBody(reviewDecisionSchema, req.body);
    let reviewed = 0;
    if (decision === 'approve') {
      const approved = await store.updateEntries({ ids }, approveReview);
      reviewed = approved.length;
      // An approved referral counts now: its referrer's milestones (issue 29).
      await awardMilestones(
        store,
        approved.map((update) => update.after.referredBy),
        new Date(),
      );
    } else {
      // A rejected held sign-up is erased with its messages, like any deleted entry.
      for (const id of ids) {
        const entry = await store.findEntry(id);
        if (entry?.heldReason && (await store.deleteEntry(id))) reviewed += 1;
      }
      reviewed += (await store.updateEntries({ ids }, rejectReferral)).length;
    }
    await audit(store, {
      action: decision === 'approve' ? 'review-approved' : 'review-rejected',
      req,
      detail: `${reviewed} of ${ids.length} in review (entries ${ids.join(', ')})`,
    });
    const body: ReviewDecisionResponse = { reviewed };
    res.json(body);
  });

  router.get('/referrals/leaderboard', async (_req, res) => {
    const top = await store.topReferrers(LEADERBOARD_SIZE);
    const body: LeaderboardResponse = {
      referrers: top.map(({ id, email, firstName, lastName, position, referralCount }) => ({
        id,
        email,
        firstName,
        lastName,
        position,
        referralCount,
      })),
    };
    res.json(body);
  });

  // Listed for the admin to decide (docs/product.md §24: one inbox is one entry); never merged.
  router.get('/shared-mailboxes', async (req, res) => {
    const { offset, limit } = parseBody(pageQuerySchema, { ...req.query });
    const body: SharedMailboxesResponse = await store.listSharedMailboxes(offset, limit);
    res.json(body);
  });

  router.get('/line', async (req, res) => {
    const { offset, limit } = parseBody(pageQuerySchema, { ...req.query });
    const page = await store.listLine(offset, limit, includeWaiting);
    const body: LinePageResponse = { ...page, offset };
    res.json(body);
  });

  return router;
}
