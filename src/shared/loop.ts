import './zodConfig.js';
import { z } from 'zod';
import { statusRewardsSchema } from './rewards.js';
import { apiPaths, pathTo } from './apiPaths.js';

/**
 * The waitlist loop (issue 13, docs/product.md §16): the answers and payloads of the
 * confirmation, status-page, invite and outbox calls, written once for the site and the server.
 */

/** waiting (stored, e-mail not confirmed) -> confirmed -> invited -> activated. */
export const ENTRY_STATUSES = ['waiting', 'confirmed', 'invited', 'activated'] as const;
export const entryStatusSchema = z.enum(ENTRY_STATUSES);
export type EntryStatus = z.infer<typeof entryStatusSchema>;

/** The version of the consent text a sign-up agreed to, kept with each entry as evidence. */
export const CONSENT_VERSION = '2026-11-23';

/** Site routes the links in messages point at (base PUBLIC_URL). */
export const LOOP_PAGES = {
  confirm: (token: string) => `/confirm/${token}`,
  status: (token: string) => `/status/${token}`,
  invite: (token: string) => `/invite/${token}`,
  welcome: '/welcome',
} as const;

/** API paths of the loop (issue 13 item 7), relative to the site's origin. */
export const LOOP_API = {
  confirm: (token: string) => pathTo(apiPaths.confirm, { token }),
  status: (token: string) => pathTo(apiPaths.status, { token }),
  unsubscribe: (token: string) => pathTo(apiPaths.unsubscribe, { token }),
  resubscribe: (token: string) => pathTo(apiPaths.resubscribe, { token }),
  exportData: (token: string) => pathTo(apiPaths.statusExport, { token }),
  invite: (token: string) => pathTo(apiPaths.invite, { token }),
  adminInvites: apiPaths.adminInvites,
  adminResendConfirmation: (id: number) => pathTo(apiPaths.adminResendConfirmation, { id }),
  adminOutbox: apiPaths.adminOutbox,
  adminOutboxRetry: (id: number) => pathTo(apiPaths.adminOutboxRetry, { id }),
} as const;

// ---- the visitor's side ----

/**
 * GET /api/confirm/:token and GET /api/invite/:token: whose link it is, read only. Opening a
 * link never changes anything (a mail scanner opens links too); the page's button POSTs
 * (issue 24 item 11). The address is masked: the link may have been forwarded.
 */
export const linkPreviewSchema = z.object({
  /** The entry's address with most of its local part hidden: a•••@example.com. */
  email: z.string(),
  /** The ticket number given at the join. */
  position: z.number().int(),
});
export type LinkPreview = z.infer<typeof linkPreviewSchema>;

/** POST /api/confirm/:token: the visitor pressed the button. */
export const confirmResponseSchema = z.object({
  status: z.literal('confirmed'),
  /** The entry was already confirmed (or further along) before this link was followed. */
  alreadyConfirmed: z.boolean(),
  /** A token for the visitor's status page, so the confirmation page can link to it. */
  statusToken: z.string(),
});
export type ConfirmResponse = z.infer<typeof confirmResponseSchema>;

/** GET /api/status/:token */
export const statusResponseSchema = z.object({
  /** The ticket number given at the join; never changes. */
  position: z.number().int(),
  /** Where the entry stands now in the line; null when it has no place (invited, activated, held). */
  place: z.number().int().nullable(),
  /** How many entries are in the line ("#place of total"). */
  total: z.number().int(),
  status: entryStatusSchema,
  email: z.string(),
  referralCode: z.string(),
  /** PUBLIC_URL/?ref=CODE, the link to share (issue 14). */
  referralUrl: z.string(),
  /** Friends who joined through the link and count (confirmed, not held, not flagged). */
  referralCount: z.number().int(),
  /** How many places the next counted referral would move the entry up; 0: none. */
  nextReferralGain: z.number().int(),
  /** The visitor unsubscribed: no messages but the ones they ask for. */
  unsubscribed: z.boolean(),
  /** Referral rewards earned and the next milestone (issue 29, item 3). */
  rewards: statusRewardsSchema,
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;

/**
 * POST /api/confirmation/resend (issue 44 item 1): "Send the confirmation again", from the status
 * page (its status token) or the form's success (the join's resendToken). Limited as a repeated
 * join's link is: at most one link per RELINK_INTERVAL (server/store/loop/joinMessages.ts).
 */
export const resendConfirmationSchema = z.object({
  token: z
    .string({ error: 'The link to ask with is missing.' })
    .min(1, { error: 'The link to ask with is missing.' })
    .max(500, { error: 'The link to ask with is not valid.' }),
});
export const resendConfirmationResponseSchema = z.object({ sent: z.literal(true) });
export type ResendConfirmationResponse = z.infer<typeof resendConfirmationResponseSchema>;

/** POST /api/status/:token/unsubscribe */
export const unsubscribeResponseSchema = z.object({ unsubscribed: z.literal(true) });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/**
 * POST /api/status/:token/resubscribe: the person's own status link subscribes the entry again;
 * joining again with the address never does (issue 24: anyone can type an address).
 */
export const resubscribeResponseSchema = z.object({ unsubscribed: z.literal(false) });
export type ResubscribeResponse = z.infer<typeof resubscribeResponseSchema>;

/** POST /api/invite/:token: the entry is activated; where to go next. */
export const inviteResponseSchema = z.object({ redirectUrl: z.string() });
export type InviteResponse = z.infer<typeof inviteResponseSchema>;

// ---- the admin's side ----

/** "Invite next N" at most at once, and "invite selected" at most this many ids. */
export const INVITE_BATCH_MAX = 500;

/** "Invite next N": the next `count` by place in line (the dashboard's form checks it too). */
export const inviteNextSchema = z.object({
  count: z.coerce
    .number({ error: 'Say how many entries to invite.' })
    .int({ error: 'Say how many entries to invite.' })
    .min(1, { error: 'Invite at least one entry.' })
    .max(INVITE_BATCH_MAX, { error: `Invite at most ${INVITE_BATCH_MAX} entries at once.` }),
  /** Also invite entries that never confirmed their address (by place, then the waiting). */
  includeUnconfirmed: z.boolean().optional().default(false),
});

/** POST /api/admin/invites: the next `count` by place in line, or the entries named by `ids`. */
export const invitesSchema = z.union([
  inviteNextSchema,
  z.object({
    ids: z
      .array(z.number().int().positive(), { error: 'Select the entries to invite.' })
      .min(1, { error: 'Select the entries to invite.' })
      .max(INVITE_BATCH_MAX, { error: `Invite at most ${INVITE_BATCH_MAX} entries at once.` }),
  }),
]);

/** Every admin action that sends mail answers how many messages it queued. */
export const queuedResponseSchema = z.object({ queued: z.number().int().min(0) });
export type QueuedResponse = z.infer<typeof queuedResponseSchema>;

export const OUTBOX_STATUSES = ['pending', 'sent', 'parked'] as const;
export const outboxStatusSchema = z.enum(OUTBOX_STATUSES);
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;

/** email now; issue 15's webhook deliveries ride the same outbox. */
export const outboxKindSchema = z.enum(['email', 'webhook']);
export type OutboxKind = z.infer<typeof outboxKindSchema>;

/** GET /api/admin/outbox query. */
export const outboxQuerySchema = z.object({
  status: outboxStatusSchema.optional(),
  /** One kind only: the admin's mail check reads the latest e-mails (issue 44, item 3). */
  kind: outboxKindSchema.optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional().default(0),
  limit: z.coerce.number().int().min(1).max(200).optional().default(50),
});
export type OutboxQuery = z.output<typeof outboxQuerySchema>;

/** One outgoing message as the admin sees it (newest first in the list). */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  kind: outboxKindSchema,
  /** The recipient's address (a webhook: its URL). */
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: outboxStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type OutboxMessageView = z.infer<typeof outboxMessageSchema>;

export const outboxListResponseSchema = z.object({
  messages: z.array(outboxMessageSchema),
  total: z.number().int(),
});
export type OutboxListResponse = z.infer<typeof outboxListResponseSchema>;
