import { withAttributions } from './attribution.js';
import { Router } from 'express';
import {
  LOOP_PAGES,
  referralUrl,
  type ConfirmResponse,
  type InviteResponse,
  type LinkPreview,
  type ResubscribeResponse,
  type StatusResponse,
  type UnsubscribeResponse,
} from '../../src/shared/index.js';
import { exportedLead } from '../booth/leads/boothLeads.js';
import { HttpError } from '../http/errors.js';
import {
  activateEntry,
  confirmEntry,
  inviteIsOpen,
  resubscribeEntry,
  unsubscribeEntry,
} from '../loop/lifecycle.js';
import { checkToken, LINK_MESSAGES } from '../loop/linkErrors.js';
import type { LoopContext } from '../loop/loopContext.js';
import { keepTombstones } from '../loop/erasureTombstones.js';
import { maskEmail } from '../loop/maskEmail.js';
import { awardMilestones } from '../rewards/milestones.js';
import { statusRewards } from '../rewards/statusRewards.js';

/**
 * The visitor's side of the waitlist loop (issue 13): the links in messages. Every answer is
 * no-store: it is one person's data, reached through their own signed link. A GET never changes
 * an entry: mail scanners open links and run their pages' scripts, so confirming and activating
 * take a POST from the page's button (issue 24 item 11).
 */
export function statusRouter(loop: LoopContext): Router {
  const { store, tokens } = loop;
  const router = Router();
  router.use(['/confirm', '/status', '/invite'], (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  const entryOf = async (token: string, purpose: 'status' | 'confirm' | 'invite') => {
    const claims = checkToken(tokens, token, purpose, loop.now());
    const entry = await store.findEntry(claims.entryId);
    if (!entry) throw new HttpError(410, LINK_MESSAGES.gone);
    return { claims, entry };
  };

  const preview = (entry: { email: string; position: number }): LinkPreview => ({
    email: maskEmail(entry.email),
    position: entry.position,
  });

  router.get('/confirm/:token', async (req, res) => {
    const { entry } = await entryOf(req.params.token, 'confirm');
    if (entry.confirmedAt !== null) throw new HttpError(400, LINK_MESSAGES.confirmUsed);
    res.json(preview(entry));
  });

  router.post('/confirm/:token', async (req, res) => {
    const { entry } = await entryOf(req.params.token, 'confirm');
    const endpoints = await store.listWebhookEndpoints();
    const [updated] = await store.updateEntries(
      { ids: [entry.id] },
      confirmEntry(loop.now(), endpoints),
    );
    const current = updated?.after ?? (await store.findEntry(entry.id));
    if (!current) throw new HttpError(410, LINK_MESSAGES.gone);
    // The confirmation may make the referral count: the referrer's milestones (issue 29).
    if (updated) await awardMilestones(store, [current.referredBy], loop.now());
    // A second use of the link: the entry was confirmed by it (or a twin) before.
    if (!updated && current.confirmedAt !== null)
      throw new HttpError(400, LINK_MESSAGES.confirmUsed);
    const body: ConfirmResponse = {
      status: 'confirmed',
      alreadyConfirmed: !updated,
      statusToken: tokens.sign('status', current.id, loop.now()),
    };
    res.json(body);
  });

  router.get('/status/:token', async (req, res) => {
    const { entry } = await entryOf(req.params.token, 'status');
    const includeWaiting = !loop.settings().doubleOptIn;
    const [{ place, total }, nextReferralGain, rewards] = await Promise.all([
      store.placeInLine(entry, includeWaiting),
      store.nextReferralGain(entry, includeWaiting),
      statusRewards(store, entry),
    ]);
    const body: StatusResponse = {
      position: entry.position,
      place,
      total,
      status: entry.status,
      email: entry.email,
      referralCode: entry.referralCode,
      referralUrl: referralUrl(loop.settings().publicUrl, entry.referralCode),
      referralCount: entry.referralCount,
      nextReferralGain,
      unsubscribed: entry.unsubscribedAt !== null,
      rewards,
    };
    res.json(body);
  });

  // RFC 8058: a mail provider POSTs here (form-encoded, no Origin) for a one-click unsubscribe.
  router.post('/status/:token/unsubscribe', async (req, res) => {
    const { entry } = await entryOf(req.params.token, 'status');
    await store.updateEntries({ ids: [entry.id] }, unsubscribeEntry(loop.now()));
    const body: UnsubscribeResponse = { unsubscribed: true };
    res.json(body);
  });

  // Only the person's own link clears an unsubscribe; a join with the address never does.
  router.post('/status/:token/resubscribe', async (req, res) => {
    const { entry } = await entryOf(req.params.token, 'status');
    await store.updateEntries({ ids: [entry.id] }, resubscribeEntry());
    const body: ResubscribeResponse = { unsubscribed: false };
    res.json(body);
  });

  router.get('/status/:token/export', async (req, res) => {
    const { entry } = await entryOf(req.params.token, 'status');
    res.set('Content-Disposition', 'attachment; filename="synapse-waitlist-my-data.json"');
    // Every field we keep (docs/product.md §16), where the sign-up came from included.
    const [withAttribution] = await withAttributions(store.growth, [entry]);
    // A booth sign-up's lead fields are personal data too (docs/product.md §21).
    const lead = await exportedLead(store, entry.id);
    res.json({ exportedAt: loop.now().toISOString(), entry: withAttribution, lead });
  });

  // The same answer whether or not the entry is still there (docs/product.md §16: "delete my
  // data"); the public leaderboard forgets them at once, not a minute later. The tombstones keep a
  // booth that re-sends the sign-up from bringing the person back (issue 38, item 5).
  router.delete('/status/:token', async (req, res) => {
    const claims = checkToken(tokens, req.params.token, 'status', loop.now());
    const entry = await store.findEntry(claims.entryId);
    if (entry) await keepTombstones(store, loop.erasureKey, entry);
    if (await store.deleteEntry(claims.entryId)) loop.leaderboard.forget();
    res.status(204).end();
  });

  router.get('/invite/:token', async (req, res) => {
    const { claims, entry } = await entryOf(req.params.token, 'invite');
    if (!inviteIsOpen(entry, claims.stamp ?? -1))
      throw new HttpError(400, LINK_MESSAGES.inviteUsed);
    res.json(preview(entry));
  });

  router.post('/invite/:token', async (req, res) => {
    const { claims, entry } = await entryOf(req.params.token, 'invite');
    const [updated] = await store.updateEntries(
      { ids: [entry.id] },
      activateEntry(loop.now(), claims.stamp ?? -1),
    );
    if (!updated) throw new HttpError(400, LINK_MESSAGES.inviteUsed);
    const body: InviteResponse = {
      redirectUrl: loop.settings().inviteRedirectUrl ?? LOOP_PAGES.welcome,
    };
    res.json(body);
  });

  return router;
}
