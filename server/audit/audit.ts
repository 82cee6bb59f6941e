import type { Request } from 'express';
import type { AuditAction } from '../../src/shared/index.js';
import { clientAddress } from '../http/clientAddress.js';
import { log } from '../logging/logger.js';
import type { AdminSecurityStore } from '../store/adminSecurity/adminSecurityStore.js';

export interface AuditInput {
  action: AuditAction;
  /** The request that did it: gives the signed-in user and the client address. */
  req?: Request;
  /** Who did it, when not the signed-in user (a failed sign-in's username, "system"). */
  actor?: string;
  /** A short detail a person reads: an e-mail, a row count, a key's name. */
  detail?: string;
}

/** Every field is capped (issue 24, item 3): a row stays short in the dashboard and the export. */
const ACTOR_MAX = 100;
const DETAIL_MAX = 300;

/**
 * Records one event in the audit log (issue 20, finding 6): sign-ins, failed sign-ins, deletions,
 * exports, password and two-factor changes; invites, API keys and webhooks call it too.
 * Resolves once the event is stored. A store that cannot write (a full disk, a database away)
 * is logged, not thrown: reads such as an export keep working on a failing disk (SECURITY.md),
 * and a write the action itself needed has failed with 503 already.
 */
export async function audit(
  store: AdminSecurityStore,
  { action, req, actor, detail = '' }: AuditInput,
): Promise<void> {
  const event = {
    action,
    actor: (actor ?? req?.session?.username ?? 'system').slice(0, ACTOR_MAX),
    // Only a valid IP address, else "invalid": X-Forwarded-For is written by the client.
    ip: req ? clientAddress(req) : '',
    detail: detail.slice(0, DETAIL_MAX),
  };
  try {
    await store.appendAudit(event);
  } catch (error) {
    // The action only: the actor and the detail may name a person.
    log.error({ err: error, action: event.action }, 'The audit log could not record an event');
  }
}
