import type { WaitlistEntry } from '../../../src/shared/index.js';
import type { OutboxDraft } from '../loop/loopTypes.js';
import type { ImportedEntry } from './syncTypes.js';
import type { StoredWebhookEndpoint } from './syncTypes.js';
import { eventDrafts } from '../../webhooks/events.js';
import { emailDraft } from '../../loop/messages.js';

/**
 * What the web side does with a new entry synced from elsewhere (issue 15): it gets its
 * confirmation from here, since a booth has no mail, exactly as a web join under DOUBLE_OPT_IN;
 * DOUBLE_OPT_IN off stores it confirmed and sends nothing. Every source alike: a booth that is
 * not the kiosk sends its sign-ups as "form", and an entry that never gets its confirmation would
 * never have a place in line. Its consent is dated when the visitor signed up, with the sending
 * key as its evidence (issue 24). PostgreSQL stores these fields
 * (postgresImport.ts, beside it) and sends its messages in SQL (postgresImportMessages.ts):
 * importMessages.rule.test.ts feeds both forms the same batches.
 */
export function importedLoopFields(
  item: Pick<ImportedEntry, 'doubleOptIn' | 'hasConsented' | 'createdAt' | 'consentVersion'>,
  receivedAt: string,
): Pick<WaitlistEntry, 'status' | 'confirmedAt' | 'linkSentAt' | 'consentVersion' | 'consentAt'> {
  const consent = {
    consentVersion: item.consentVersion,
    consentAt: item.hasConsented ? item.createdAt : null,
  };
  if (item.doubleOptIn === false) {
    return { status: 'confirmed', confirmedAt: receivedAt, linkSentAt: null, ...consent };
  }
  // The confirmation goes out with the entry, as for a join.
  return { status: 'waiting', confirmedAt: null, linkSentAt: receivedAt, ...consent };
}

/** The messages a new synced entry enqueues: its confirmation if it gets one, and entry.created. */
export function importMessages(
  entry: WaitlistEntry,
  endpoints: readonly StoredWebhookEndpoint[],
  now: Date,
): OutboxDraft[] {
  const confirmation =
    entry.status === 'waiting' && entry.linkSentAt !== null
      ? [emailDraft(entry, 'confirmation')]
      : [];
  return [...confirmation, ...eventDrafts(endpoints, 'entry.created', entry, now)];
}
