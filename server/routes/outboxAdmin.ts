import { Router, type RequestHandler } from 'express';
import {
  invitesSchema,
  outboxQuerySchema,
  type OutboxListResponse,
  type OutboxMessageView,
  type QueuedResponse,
} from '../../src/shared/index.js';
import { audit } from '../audit/audit.js';
import { requireUser } from '../auth/requireUser.js';
import { HttpError, parseBody } from '../http/errors.js';
import { inviteEntry, resendConfirmation } from '../loop/lifecycle.js';
import type { LoopContext } from '../loop/loopContext.js';
import { composeTeamInvitation } from '../team/invitationEmail.js';
import { composeStoredEmail } from '../mail/composeStoredEmail.js';
import type { OutboxMessage } from '../store/loop/loopTypes.js';
import { NOT_FOUND_TEXTS } from '../../src/shared/serverTexts.js';
import { detailWithEntries } from '../../src/shared/people.js';

function idParam(value: string | undefined): number {
  const id = /^\d{1,15}$/.test(value ?? '') ? Number(value) : NaN;
  if (!Number.isSafeInteger(id)) throw new HttpError(404, NOT_FOUND_TEXTS.outboxMessage);
  return id;
}

/** The admin's side of the loop (issue 13): invites, resends, the outbox (mounted at /api/admin). */
export function outboxAdminRouter(loop: LoopContext, session: RequestHandler): Router {
  const { store } = loop;
  const router = Router();
  router.use(['/invites', '/outbox', '/waitlist/:id/resend-confirmation'], session, requireUser);

  router.post('/invites', async (req, res) => {
    const payload = parseBody(invitesSchema, req.body);
    const now = loop.now();
    const invite = inviteEntry(now, true, await store.listWebhookEndpoints());
    const updates =
      'ids' in payload
        ? await store.updateEntries({ ids: payload.ids }, invite)
        : await store.updateEntries(
            {
              nextInLine: payload.count,
              includeWaiting: payload.includeUnconfirmed || !loop.settings().doubleOptIn,
            },
            invite,
          );
    const body: QueuedResponse = {
      queued: updates.reduce((sum, update) => sum + update.queued, 0),
    };
    const asked = 'ids' in payload ? `${payload.ids.length} chosen` : `next ${payload.count}`;
    // Names the invited entries, so that each one's page in the admin lists the action.
    const detail = detailWithEntries(
      `${updates.length} invited (${asked}), ${body.queued} queued`,
      updates.map((update) => update.after.id),
    );
    await audit(store, { action: 'invite', req, detail });
    res.json(body);
  });

  router.post('/waitlist/:id/resend-confirmation', async (req, res) => {
    const id = idParam(req.params.id);
    const [updated] = await store.updateEntries({ ids: [id] }, resendConfirmation(loop.now()));
    if (!updated) throw new HttpError(404, NOT_FOUND_TEXTS.waitingEntry);
    await audit(store, { action: 'confirmation-resent', req, detail: `entry ${id}` });
    const body: QueuedResponse = { queued: updated.queued };
    res.json(body);
  });

  router.get('/outbox', async (req, res) => {
    const query = parseBody(outboxQuerySchema, { ...req.query });
    const page = await store.listOutbox(query);
    const body: OutboxListResponse = {
      messages: await Promise.all(page.messages.map((message) => view(loop, message))),
      total: page.total,
    };
    res.json(body);
  });

  router.post('/outbox/:id/retry', async (req, res) => {
    const id = idParam(req.params.id);
    if (!(await store.retryOutbox(id, loop.now()))) {
      throw new HttpError(404, NOT_FOUND_TEXTS.outboxMessage);
    }
    await audit(store, { action: 'outbox-retried', req, detail: `message ${id}` });
    const body: QueuedResponse = { queued: 1 };
    res.json(body);
  });

  return router;
}

/** A message as the admin reads it: an e-mail rendered as it goes out, links that work. */
async function view(loop: LoopContext, message: OutboxMessage): Promise<OutboxMessageView> {
  const entry = message.entryId === null ? undefined : await loop.store.findEntry(message.entryId);
  const email = entry
    ? await composeStoredEmail(loop.store, message, entry, loop.settings(), loop.tokens)
    : composeTeamInvitation(message, loop.settings(), { hideLink: true });
  return {
    id: message.id,
    kind: message.kind,
    to: message.to,
    subject: email?.subject ?? String(message.payload.type ?? message.kind),
    text: email?.text ?? JSON.stringify(message.payload, null, 2),
    html: email?.html ?? '',
    status: message.status,
    attempts: message.attempts,
    lastError: message.lastError,
    createdAt: message.createdAt,
    sentAt: message.sentAt,
    nextAttemptAt: message.nextAttemptAt,
  };
}
