import type { AuditEvent, WaitlistEntry } from '../../src/shared/index.js';
import type { EntryAttribution } from '../../src/shared/growth.js';
import {
  PERSON_AUDIT_MAX,
  PERSON_REFERRALS_MAX,
  type PersonLead,
  type PersonLink,
  type PersonResponse,
  type TimelineEvent,
} from '../../src/shared/people.js';
import { isEmailPayload } from '../loop/messages.js';
import { countsAsReferral } from '../referrals/rules.js';
import type { OutboxMessage } from '../store/loop/loopTypes.js';
import type { Store } from '../store/types.js';
import { leadNames, leadPeople } from '../booth/staff/eventStaff.js';

/** Events at the same moment in the order they happen: the join before its confirmation e-mail. */
const KIND_ORDER: TimelineEvent['kind'][] = [
  'joined',
  'consent',
  'held',
  'flagged',
  'confirmed',
  'invited',
  'activated',
  'unsubscribed',
  'email',
  'webhook',
  'admin',
];

export function personLink(entry: WaitlistEntry): PersonLink {
  const { id, firstName, lastName, email, status, createdAt } = entry;
  return { id, firstName, lastName, email, status, createdAt, counts: countsAsReferral(entry) };
}

function messageEvent(message: OutboxMessage): TimelineEvent {
  const delivery = {
    at: message.createdAt,
    messageId: message.id,
    status: message.status,
    attempts: message.attempts,
    sentAt: message.sentAt,
    lastError: message.lastError,
    to: message.to,
  };
  if (message.kind === 'email') {
    const template = isEmailPayload(message.payload) ? message.payload.template : 'email';
    return { kind: 'email', template, ...delivery };
  }
  return { kind: 'webhook', eventType: String(message.payload.type ?? 'webhook'), ...delivery };
}

/** Everything that happened to the entry, oldest first. */
export function timelineOf(
  entry: WaitlistEntry,
  lead: PersonLead | null,
  attribution: EntryAttribution | null,
  messages: readonly OutboxMessage[],
  actions: readonly AuditEvent[],
): TimelineEvent[] {
  const joined = entry.createdAt;
  const events: TimelineEvent[] = [
    {
      kind: 'joined',
      at: joined,
      source: entry.source,
      event: lead?.event ?? null,
      device: lead?.device ?? null,
      referredBy: entry.referredBy,
      attribution,
    },
  ];
  if (entry.hasConsented && entry.consentAt) {
    events.push({ kind: 'consent', at: entry.consentAt, version: entry.consentVersion });
  }
  if (entry.heldReason) events.push({ kind: 'held', at: joined, reason: entry.heldReason });
  if (entry.referralFlag) events.push({ kind: 'flagged', at: joined, flag: entry.referralFlag });
  const steps = [
    ['confirmed', entry.confirmedAt],
    ['invited', entry.invitedAt],
    ['activated', entry.activatedAt],
    ['unsubscribed', entry.unsubscribedAt],
  ] as const;
  for (const [kind, at] of steps) if (at) events.push({ kind, at });
  events.push(...messages.map(messageEvent));
  for (const { at, action, actor, detail } of actions) {
    events.push({ kind: 'admin', at, action, actor, detail });
  }
  const rank = (event: TimelineEvent) => KIND_ORDER.indexOf(event.kind);
  return events.sort((a, b) => a.at.localeCompare(b.at) || rank(a) - rank(b));
}

/** Where the entry's visit came from (issue 29's growth area). */
async function attributionOf(store: Store, id: number): Promise<EntryAttribution | null> {
  return (await store.growth.attributionsOf([id])).get(id) ?? null;
}

async function leadOf(store: Store, id: number): Promise<PersonLead | null> {
  const [lead] = await store.booths.leadsOf([id]);
  if (!lead) return null;
  const names = await leadNames(store);
  const { event, rating, interests, note } = lead;
  const device = lead.deviceId === null ? null : (names.devices.get(lead.deviceId) ?? null);
  return { event, device, rating, interests, note, ...leadPeople(lead, names.people) };
}

/**
 * GET /api/admin/people/:id (issue 28, item 2): the entry, its place, its booth and visit, its
 * referrals and its timeline, each read from the store's indexes; undefined when there is none.
 */
export async function personStory(
  store: Store,
  id: number,
  includeWaiting: boolean,
): Promise<PersonResponse | undefined> {
  const entry = await store.findEntry(id);
  if (!entry) return undefined;
  const [line, referrer, referrals, messages, actions, lead, attribution] = await Promise.all([
    store.placeInLine(entry, includeWaiting),
    entry.referredBy === null ? undefined : store.findEntry(entry.referredBy),
    store.people.referralsOf(id, PERSON_REFERRALS_MAX),
    store.people.messagesOf(id),
    store.people.auditOf(id, PERSON_AUDIT_MAX),
    leadOf(store, id),
    attributionOf(store, id),
  ]);
  // The network hash means nothing to a person; the attribution is answered beside the entry.
  const {
    networkHash: _networkHash,
    attribution: _attribution,
    ...shown
  } = entry as WaitlistEntry & { attribution?: unknown };
  return {
    entry: shown,
    place: line.place,
    lineSize: line.total,
    attribution,
    lead,
    referredBy: referrer ? personLink(referrer) : null,
    referrals: { people: referrals.entries.map(personLink), total: referrals.total },
    timeline: timelineOf(entry, lead, attribution, messages, actions),
  };
}
