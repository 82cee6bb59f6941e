import { Router } from 'express';
import {
  apiPaths,
  API_MOUNTS,
  RESEND_WORDS,
  resendConfirmationSchema,
  routeWithin,
  type ResendConfirmationResponse,
} from '../../src/shared/index.js';
import { HttpError, parseBody } from '../http/errors.js';
import { visitorResendConfirmation } from '../loop/lifecycle.js';
import { checkToken, LINK_MESSAGES } from '../loop/linkErrors.js';
import type { LoopContext } from '../loop/loopContext.js';
import { RELINK_INTERVAL_MS, relinkWaitMs } from '../loop/relinkRule.js';

/**
 * "Send the confirmation again" (issue 44 item 1): a lost mail is no dead end. Asked with the
 * join's resend token (the form's success) or the status page's own token; at most one link per
 * RELINK_INTERVAL, the rule a repeated join follows, with how long to wait when it is too soon.
 */
export function resendConfirmationRouter(loop: LoopContext): Router {
  const { store, tokens } = loop;
  const router = Router();

  const entryIdOf = (token: string, now: Date): number => {
    const asResend = tokens.verify(token, 'resend', now);
    if (asResend.ok) return asResend.claims.entryId;
    return checkToken(tokens, token, 'status', now).entryId;
  };

  router.post(routeWithin(API_MOUNTS.api, apiPaths.resendConfirmation), async (req, res) => {
    const { token } = parseBody(resendConfirmationSchema, req.body);
    res.set('Cache-Control', 'no-store');
    const now = loop.now();
    const entry = await store.findEntry(entryIdOf(token, now));
    if (!entry) throw new HttpError(410, LINK_MESSAGES.gone);
    if (entry.status !== 'waiting') throw new HttpError(409, RESEND_WORDS.alreadyConfirmed);
    const wait = relinkWaitMs(entry, now);
    if (wait > 0) throw new HttpError(429, RESEND_WORDS.limited(wait));
    const [updated] = await store.updateEntries(
      { ids: [entry.id] },
      visitorResendConfirmation(now),
    );
    // Another request sent it between the read and the write: the same answer as too soon.
    if (!updated) throw new HttpError(429, RESEND_WORDS.limited(RELINK_INTERVAL_MS));
    const body: ResendConfirmationResponse = { sent: true };
    res.json(body);
  });

  return router;
}
