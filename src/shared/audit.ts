import { apiPaths } from './apiPaths.js';

/** What the audit log records (issue 20, finding 6). Other areas add their actions here. */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'password-changed',
  'password-reset',
  'entry-deleted',
  'export',
  'audit-export',
  'two-factor-enabled',
  'two-factor-disabled',
  'two-factor-failed',
  'recovery-code-used',
  'invite',
  'api-key-created',
  'api-key-revoked',
  'webhook-created',
  'webhook-changed',
  'webhook-deleted',
  // Issue 24, item 2: every admin action that changes something.
  'sign-out-everywhere',
  'reauth',
  'reauth-failed',
  'two-factor-setup',
  'confirmation-resent',
  'outbox-retried',
  'review-approved',
  'review-rejected',
  'webhook-tested',
  'booth-sync-changed',
  'booth-sync-run',
  // Issue 26: the booth operator's PIN and exit.
  'booth-pin-set',
  'booth-pin-failed',
  'booth-exit',
  // Issue 38, item 9: the operator's unlock and staff's lead changes on a booth.
  'booth-unlocked',
  'booth-lead-changed',
  // Issue 27: booth devices, their pairing and the interests of an event.
  'booth-device-added',
  'booth-device-code',
  'booth-device-paired',
  'booth-device-revoked',
  'booth-event-changed',
  // Issue 28: the admin app's list deletes several entries at once.
  'entries-deleted',
  // Issue 28: the e-mails' wording.
  'template-changed',
  'template-reset',
  'template-test-sent',
  // Issue 29: referral milestones, the move to the front they give, and the growth settings.
  'reward-created',
  'reward-changed',
  'reward-retired',
  'reward-fulfilled',
  'reward-moved-to-front',
  'growth-settings-changed',
  // Issue 40: the team.
  'team-invited',
  'team-invitation-resent',
  'team-invitation-revoked',
  'team-joined',
  'team-role-changed',
  'team-member-removed',
  'team-settings-changed',
  'session-ended',
  // Issue 40, item 5: an event's booth staff, and a person's own booth PIN.
  'booth-event-staff-changed',
  'booth-pin-changed',
  'device-forgotten',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One line of the audit log. */
export interface AuditEvent {
  id: number;
  /** ISO timestamp (UTC). */
  at: string;
  action: AuditAction;
  /** Who did it: a username, or the name tried in a failed sign-in, or "system". */
  actor: string;
  /** The client address as the server saw it ("" when not from a request). */
  ip: string;
  /** A short human detail: the entry's e-mail, the number of rows exported, a key's name. */
  detail: string;
}

export type NewAuditEvent = Omit<AuditEvent, 'id' | 'at'>;

export interface AuditPage {
  events: AuditEvent[];
  total: number;
}

/** The audit log's API paths (mounted under /api/admin). */
export const auditPaths = {
  list: apiPaths.adminAudit,
  export: apiPaths.adminAuditExport,
} as const;

export const AUDIT_PAGE_SIZE = 50;
