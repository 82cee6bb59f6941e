import { Router, type RequestHandler } from 'express';
import {
  API_MESSAGES,
  LEAD_TEXTS,
  listEntriesQuerySchema,
  MESSAGES,
  type ApiEntryInput,
  type ApiEntryPage,
  type EntryResult,
} from '../../../src/shared/index.js';
import { isDisposableAddress } from '../../abuse/disposableDomains.js';
import { consentEvidence } from '../../apiKeys/apiKeys.js';
import { apiKeyOf, requireApiKey } from '../../apiKeys/requireApiKey.js';
import { HttpError, parseBody } from '../../http/errors.js';
import type { ImportedEntry, ImportOutcome, StoredApiKey } from '../../store/sync/syncTypes.js';
import type { Store } from '../../store/types.js';
import { NOT_FOUND_TEXTS } from '../../../src/shared/serverTexts.js';
import { BOOTH_DEVICE_TEXTS } from '../../../src/shared/boothDevices.js';
import type { StoredBoothDevice } from '../../store/booths/boothTypes.js';
import { recordBoothLeads, withLeads } from '../../booth/leads/boothLeads.js';
import { unknownInterests } from '../../booth/leads/leadInterests.js';
import { withAttributions } from '../attribution.js';
import { SentEntries } from './sentEntries.js';
import { deviceOfKey } from './deviceOfKey.js';
import { erasedAmong } from '../../loop/erasureTombstones.js';
import { metrics } from '../../operations/metrics.js';
import type { VisitorLinksOf } from '../../booth/devices/visitorLinks.js';

/**
 * A date a little ahead (a booth's clock running fast; the schema refuses more than CLOCK_SKEW_MS)
 * is stored as the time of arrival.
 */
function signUpDate(createdAt: string | undefined, now: Date): string {
  if (!createdAt) return now.toISOString();
  const date = new Date(createdAt);
  return date > now ? now.toISOString() : date.toISOString();
}

/**
 * The entry as the store keeps it (issue 24): a booth's key (entries:sync) passes on the source
 * the booth recorded, any other key's entries are "api" whatever they claim; the key is the
 * evidence of the visitor's consent.
 */
function toImported(
  input: ApiEntryInput,
  key: StoredApiKey,
  now: Date,
  doubleOptIn: boolean,
  device: StoredBoothDevice | undefined,
): ImportedEntry {
  // A booth device's key (issue 27) is a booth: its sign-ups are "kiosk", for its own event.
  const source = device
    ? 'kiosk'
    : key.scopes.includes('entries:sync')
      ? (input.source ?? 'kiosk')
      : 'api';
  return {
    ...input,
    event: device?.event ?? input.event,
    source,
    createdAt: signUpDate(input.createdAt, now),
    consentVersion: consentEvidence(key),
    doubleOptIn,
  };
}

/** The form's rule holds for every key: no throwaway addresses, with the form's words. */
function refuseDisposable(sent: SentEntries): void {
  for (const { index, input } of sent.accepted()) {
    if (isDisposableAddress(input.email)) sent.refuse(index, 'email', MESSAGES.disposableEmail);
  }
}

/**
 * leadInterests follow the booth's own rule (leadInterests.ts, issue 38, item 12): the event's
 * list, or what the key's own entry carries already; an entry with another interest is refused.
 */
async function refuseUnknownInterests(
  store: Store,
  sent: SentEntries,
  apiKeyId: number,
  device: StoredBoothDevice | undefined,
): Promise<void> {
  const withInterests = sent.accepted().filter(({ input }) => input.leadInterests !== undefined);
  const unknown = await unknownInterests(
    store,
    withInterests.map(({ input }) => ({
      event: device?.event ?? input.event,
      interests: input.leadInterests!,
    })),
    async (indexes) => {
      const externalIds = indexes.map((index) => withInterests[index]!.input.externalId);
      const entries = await store.entriesCreatedByKey(apiKeyId, externalIds);
      return externalIds.map((externalId) => entries.get(externalId));
    },
  );
  withInterests.forEach(({ index }, at) => {
    const interest = unknown[at];
    if (interest !== undefined) {
      sent.refuse(index, 'leadInterests', LEAD_TEXTS.notInList(interest));
    }
  });
}

/**
 * A sign-up its owner erased (issue 38, item 5) is answered "erased" and stored nowhere: a booth
 * re-sending it (a lead edited later) must not bring the person back nor mail them.
 */
async function setAsideErased(
  store: Store,
  tombstoneKey: Buffer,
  sent: SentEntries,
  apiKeyId: number,
): Promise<void> {
  const accepted = sent.accepted();
  const erased = await erasedAmong(
    store,
    tombstoneKey,
    apiKeyId,
    accepted.map(({ input }) => input),
  );
  accepted.forEach(({ index }, at) => {
    if (erased[at]) sent.erase(index);
  });
}

/** A device's key sends its own event only (issue 27): another one is refused, none is its own. */
function refuseOtherEvents(
  inputs: readonly ApiEntryInput[],
  device: StoredBoothDevice | undefined,
): void {
  if (!device) return;
  const other = inputs.find((input) => input.event !== '' && input.event !== device.event);
  if (other) throw new HttpError(403, BOOTH_DEVICE_TEXTS.otherEvent(device.event));
}

/**
 * An outcome as the sender sees it (issue 38, item 3): the id and ticket number of an entry the
 * key did not create stay unsaid, so that a key cannot look up who else is on the list.
 */
function entryResult({
  externalId,
  id,
  position,
  created,
  createdByKey,
}: ImportOutcome): EntryResult {
  return createdByKey ? { externalId, id, position, created } : { externalId, created };
}

/**
 * A booth's new entries get their visitor's links, for its thank-you (issue 39, item 3): a
 * tablet's device key, or a kiosk's sync key (entries:sync), which keeps them for its thank-you.
 */
async function withVisitorLinks(
  results: EntryResult[],
  outcomes: readonly ImportOutcome[],
  visitorLinks: VisitorLinksOf,
): Promise<void> {
  for (const [index, outcome] of outcomes.entries()) {
    if (!outcome.created || !outcome.createdByKey) continue;
    const visitor = await visitorLinks(outcome.id);
    if (visitor) results[index] = { ...results[index]!, visitor };
  }
}

/** The cursor is opaque to clients: the last id of the page, base64url-encoded. */
export function encodeCursor(lastId: number): string {
  return Buffer.from(`after:${lastId}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const match = /^after:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new HttpError(400, API_MESSAGES.cursor, { cursor: API_MESSAGES.cursor });
  return Number(match[1]);
}

/**
 * POST and GET /api/v1/entries, GET /api/v1/entries/:id. `doubleOptIn` (DOUBLE_OPT_IN): a new
 * booth entry waits for the confirmation the web side sends (server/store/sync/importMessages.ts).
 */
export function entriesRouter(
  store: Store,
  limiter: RequestHandler,
  doubleOptIn: boolean,
  tombstoneKey: Buffer,
  visitorLinks?: VisitorLinksOf,
): Router {
  const router = Router();
  const write = [requireApiKey(store, 'entries:write', 'entries:sync'), limiter];
  const read = [requireApiKey(store, 'entries:read'), limiter];

  router.post('/entries', ...write, async (req, res) => {
    const sent = SentEntries.read(req.body);
    const key = apiKeyOf(res);
    const device = await deviceOfKey(store, res);
    refuseOtherEvents(
      sent.accepted().map(({ input }) => input),
      device,
    );
    await setAsideErased(store, tombstoneKey, sent, key.id);
    refuseDisposable(sent);
    await refuseUnknownInterests(store, sent, key.id, device);
    const inputs = sent.accepted().map(({ input }) => input);
    const now = new Date();
    const imported = inputs.map((input) => toImported(input, key, now, doubleOptIn, device));
    const outcomes = imported.length === 0 ? [] : await store.importEntries(imported, key.id);
    outcomes.forEach((outcome, index) => {
      if (outcome.created) metrics.join(imported[index]!.source);
    });
    await recordBoothLeads(store, inputs, outcomes, device, now);
    const results = outcomes.map(entryResult);
    const booth = device !== undefined || key.scopes.includes('entries:sync');
    if (booth && visitorLinks) await withVisitorLinks(results, outcomes, visitorLinks);
    const answer = sent.answer(results);
    res.status(answer.created > 0 ? 201 : 200).json(answer);
  });

  router.get('/entries', ...read, async (req, res) => {
    const query = parseBody(listEntriesQuerySchema, { ...req.query });
    const page = await store.listApiEntries({
      afterId: decodeCursor(query.cursor),
      limit: query.limit,
      updatedSince: query.updatedSince,
    });
    const answer: ApiEntryPage = {
      entries: await withAttributions(store.growth, await withLeads(store, page.entries)),
      nextCursor: page.lastId === null ? null : encodeCursor(page.lastId),
    };
    res.set('Cache-Control', 'no-store').json(answer);
  });

  router.get('/entries/:id', ...read, async (req, res) => {
    const param = String(req.params.id);
    const id = /^\d{1,15}$/.test(param) ? Number(param) : NaN;
    const entry = Number.isSafeInteger(id) ? await store.getApiEntry(id) : undefined;
    if (!entry) throw new HttpError(404, NOT_FOUND_TEXTS.apiEntry);
    const [shown] = await withAttributions(store.growth, await withLeads(store, [entry]));
    res.set('Cache-Control', 'no-store').json(shown);
  });

  return router;
}
