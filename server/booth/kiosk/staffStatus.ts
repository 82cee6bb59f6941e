import {
  apiPaths,
  EXIT_PUSH_MS,
  STAFF_RECENT_COUNT,
  type StaffSignUp,
  type StaffStatus,
  type WaitlistEntry,
} from '../../../src/shared/index.js';
import { NO_LEAD, type LeadFields } from '../../../src/shared/leads.js';
import type { BoothSyncer } from '../sync/boothSyncer.js';
import type { Store } from '../../store/types.js';

/** How often exit's last push looks whether the web has taken everything. */
const PUSH_POLL_MS = 250;
/** The staff panel's question to the web ("do you answer?") waits this long at most... */
const PROBE_TIMEOUT_MS = 3_000;
/** ...and its answer is reused this long, however often the panel refreshes. */
const PROBE_REUSE_MS = 10_000;

let lastProbe: { url: string; at: number; answers: boolean } | undefined;

/**
 * Whether the web deployment answers right now: its public count, which needs no key. A booth
 * with nothing to sync never talks to the web otherwise, so the sync's own state cannot tell.
 */
async function webAnswers(url: string): Promise<boolean> {
  const now = Date.now();
  if (lastProbe && lastProbe.url === url && now - lastProbe.at < PROBE_REUSE_MS) {
    return lastProbe.answers;
  }
  const answers = await fetch(`${url}${apiPaths.waitlistCount}`, {
    redirect: 'error',
    signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
  }).then(
    (response) => response.ok,
    () => false,
  );
  lastProbe = { url, at: now, answers };
  return answers;
}

/** Staff see a sign-up by name and company only (docs/product.md §20), with its lead. */
function staffSignUp(entry: WaitlistEntry, lead: LeadFields | undefined): StaffSignUp {
  const name = `${entry.firstName} ${entry.lastName}`.trim() || 'Console sign-up';
  return {
    id: entry.id,
    name,
    company: entry.company,
    createdAt: entry.createdAt,
    lead: lead ? { rating: lead.rating, interests: lead.interests, note: lead.note } : NO_LEAD,
  };
}

/** The interests the web last gave for the event; null when the booth never got a list. */
async function eventInterests(store: Store, event: string): Promise<string[] | null> {
  if (event === '') return null;
  const events = await store.booths.listEvents();
  return events.find((stored) => stored.name === event)?.interests ?? null;
}

/** The staff panel's counts: today's sign-ups, what has not synced, and how the web answers. */
export async function staffStatus(
  store: Store,
  syncer: BoothSyncer | undefined,
  now: Date = new Date(),
): Promise<StaffStatus> {
  const event = syncer?.event ?? '';
  const [stats, page, sync, interests] = await Promise.all([
    store.stats(),
    store.listEntries({ search: '', offset: 0, limit: STAFF_RECENT_COUNT }),
    syncer?.status(),
    eventInterests(store, event),
  ]);
  const leads = await store.booths.leadsOf(page.entries.map((entry) => entry.id));
  const leadOf = new Map(leads.map((lead) => [lead.entryId, lead]));
  const today = now.toISOString().slice(0, 10);
  const configured = sync?.configured ?? false;
  return {
    signUpsToday: stats.perDay.find((day) => day.day === today)?.count ?? 0,
    total: stats.total,
    unsynced: configured && sync ? sync.total - sync.synced : stats.total,
    erased: sync?.erased ?? 0,
    syncConfigured: configured,
    lastSyncAt: sync?.lastSyncAt ?? null,
    webAnswers: configured && sync ? await webAnswers(sync.url) : null,
    lastError: sync?.lastError ?? null,
    syncing: sync?.syncing ?? false,
    recent: page.entries.map((entry) => staffSignUp(entry, leadOf.get(entry.id))),
    event,
    interests,
  };
}

/**
 * Exit's last push (docs/product.md §20): asks the syncer to send now and waits until
 * the web has taken every sign-up or EXIT_PUSH_MS have passed; answers the counts then.
 */
export async function lastPush(
  store: Store,
  syncer: BoothSyncer | undefined,
  limitMs: number = EXIT_PUSH_MS,
): Promise<StaffStatus> {
  const deadline = Date.now() + limitMs;
  syncer?.syncNow();
  let status = await staffStatus(store, syncer);
  while (status.syncConfigured && status.unsynced > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, PUSH_POLL_MS));
    status = await staffStatus(store, syncer);
  }
  return status;
}
