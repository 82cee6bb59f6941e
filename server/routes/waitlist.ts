import type { IRouter, Request, RequestHandler, Response } from 'express';
import {
  apiPaths,
  MESSAGES,
  referralUrl,
  type CountResponse,
  type JoinPayload,
  type JoinResponse,
} from '../../src/shared/index.js';
import type { AppConfig } from '../config.js';
import { holdReason } from '../abuse/botCheck.js';
import { proofCheck } from '../abuse/proofCheck.js';
import { sendJson } from '../http/sendJson.js';
import { widgetOriginOf } from '../http/widgetAccess.js';
import { entryAttribution } from './attribution.js';
import { clientNetworkHasher, networkHashKey } from '../abuse/clientNetwork.js';
import { isDisposableAddress } from '../abuse/disposableDomains.js';
import { loopSettings, type LoopSettings } from '../mail/loopSettings.js';
import { HttpError, parseBody } from '../http/errors.js';
import type { JoinResult, Store } from '../store/types.js';
import { awardMilestones } from '../rewards/milestones.js';
import { metrics, type JoinSource } from '../operations/metrics.js';
import { joinBodySchema, terminalJoinBodySchema } from './joinBodies.js';
import { LinkTokens } from '../loop/tokens.js';

/**
 * What a join answers. A new entry waiting for its confirmation gets a token that can only ask for
 * it again; one that starts confirmed (DOUBLE_OPT_IN off) gets its place (issue 44 item 1).
 */
async function joinResponse(
  { entry, alreadyOnList }: JoinResult,
  { doubleOptIn, publicUrl }: Pick<LoopSettings, 'doubleOptIn' | 'publicUrl'>,
  store: Store,
  tokens: LinkTokens,
): Promise<JoinResponse> {
  // A repeated join reveals nothing new: it answers what a join answers, not the entry's progress.
  const joinStatus = doubleOptIn ? 'waiting' : 'confirmed';
  if (alreadyOnList) return { position: entry.position, alreadyOnList, status: joinStatus };
  const answer: JoinResponse = {
    position: entry.position,
    alreadyOnList,
    status: entry.status,
    referralUrl: referralUrl(publicUrl, entry.referralCode),
  };
  if (entry.status === 'waiting') {
    answer.resendToken = tokens.sign('resend', entry.id, new Date());
  } else if (entry.status === 'confirmed' && !entry.heldReason) {
    const { place } = await store.placeInLine(entry, !doubleOptIn);
    if (place !== null) answer.place = place;
  }
  return answer;
}

/** Throwaway-mail domains are refused with a clear message (issue 14); nothing is stored. */
function refuseDisposable(email: string): void {
  if (isDisposableAddress(email)) {
    throw new HttpError(400, MESSAGES.disposableEmail, { email: MESSAGES.disposableEmail });
  }
}

/**
 * The public waitlist calls of docs/product.md §7, added at their full paths to the app's own
 * router (`router`): a router of their own would cost each count and join a pass through one
 * more Express router, a few µs and 4 KB of garbage (issue 42, item 1).
 */
export function addWaitlistRoutes(
  router: IRouter,
  store: Store,
  config: AppConfig,
  joinLimiter: RequestHandler,
  /**
   * On a booth's server, each new sign-up of its form: the lead names who was at the booth
   * (issue 40, item 5) and keeps a scanned badge's id (issue 42, item 6).
   */
  onNewSignUp?: (entryId: number, badgeId: string | undefined) => Promise<void>,
): void {
  // First: the busiest call of the site, matched before the others' paths are tried.
  router.get(apiPaths.waitlistCount, async (req, res) => {
    const body: CountResponse = { count: await store.count() };
    // Never cached: every API answer is no-store (server/http/securityHeaders.ts).
    sendJson(req, res, 200, body);
  });
  // Without double opt-in a referred join counts at once: its referrer's milestones (issue 29).
  const referrerMilestones = async (result: JoinResult, doubleOptIn: boolean) => {
    if (result.alreadyOnList || doubleOptIn) return;
    await awardMilestones(store, [result.entry.referredBy], new Date());
  };
  const countJoin = (result: JoinResult, source: JoinSource) => {
    if (!result.alreadyOnList) metrics.join(source);
  };
  // Read per request: the server fills in PUBLIC_URL's default once it knows its port.
  const settings = () => loopSettings(config.loop, 0);
  const networkHash = clientNetworkHasher(networkHashKey(config.sessionSecret));
  const tokens = new LinkTokens(config.sessionSecret);
  /** 201 with the new entry's answer, 200 for an address already on the list (docs/product.md §7). */
  const answerJoin = async (req: Request, res: Response, result: JoinResult, loop: LoopSettings) =>
    sendJson(
      req,
      res,
      result.alreadyOnList ? 200 : 201,
      await joinResponse(result, loop, store, tokens),
    );
  /** Issue 14: the referral code, and the client network compared for self-referrals. */
  const referral = (req: Request, ref: string | undefined) => ({
    ref,
    networkHash: networkHash(req.ip),
  });

  // BOT_CHECK (issue 29): every join path solves a challenge first; off, the form's own timing.
  const proofs = config.botCheck
    ? proofCheck(store.growth, config.sessionSecret, {
        difficulty: config.botCheck.difficulty,
        now: config.now ?? Date.now,
      })
    : null;
  /** Answered like any sign-up; only the admin sees it is held and why (docs/product.md §17). */
  const formHold = async (input: JoinPayload) =>
    holdReason({ website: input.website }) ??
    (proofs
      ? await proofs.holdReason(input.proof, config.formMinMs)
      : holdReason(input, config.formMinMs));

  router.get(apiPaths.challenge, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!proofs) return void res.status(204).end();
    res.json(await proofs.issue());
  });

  router.post(apiPaths.waitlistJoin, joinLimiter, async (req, res) => {
    const input = parseBody(joinBodySchema, req.body);
    const { firstName, lastName, email, company, hasConsented } = input;
    refuseDisposable(email);
    const heldReason = await formHold(input);
    const widgetOrigin = widgetOriginOf(res.locals);
    const attribution = entryAttribution(input.attribution, widgetOrigin);
    const loop = settings();
    const result = await store.join({
      firstName,
      lastName,
      email,
      company,
      hasConsented,
      source: config.formSource,
      doubleOptIn: loop.doubleOptIn,
      heldReason,
      attribution,
      // Last: on Node 20 each field written after a spread takes a slow path.
      ...referral(req, input.ref),
    });
    countJoin(result, widgetOrigin ? 'widget' : config.formSource);
    if (!result.alreadyOnList) await onNewSignUp?.(result.entry.id, input.badgeId);
    await referrerMilestones(result, loop.doubleOptIn);
    await answerJoin(req, res, result, loop);
  });

  // The consoles' sign-up: same waitlist, the first name and the form's consent, source
  // "terminal" (docs/product.md §29); a join without consent is refused by the schema.
  const terminalJoin: RequestHandler = async (req, res) => {
    const { email, firstName, hasConsented, ref, proof, attribution } = parseBody(
      terminalJoinBodySchema,
      req.body,
    );
    refuseDisposable(email);
    // A console asks for one line at a time, not four fields: the proof counts, not the time.
    const heldReason = proofs ? await proofs.holdReason(proof, 0) : null;
    const loop = settings();
    const result = await store.join({
      firstName,
      lastName: '',
      email,
      company: '',
      hasConsented,
      source: 'terminal',
      doubleOptIn: loop.doubleOptIn,
      heldReason,
      attribution: entryAttribution(attribution, null),
      ...referral(req, ref),
    });
    countJoin(result, 'terminal');
    await referrerMilestones(result, loop.doubleOptIn);
    await answerJoin(req, res, result, loop);
  };
  router.post(apiPaths.josh2Join, joinLimiter, terminalJoin);
  router.post(apiPaths.terminalJoin, joinLimiter, terminalJoin);
}
