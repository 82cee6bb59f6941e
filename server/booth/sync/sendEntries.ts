import {
  boothEntryInput,
  type BoothEntryBatch,
  type BoothLead,
  postEntriesResponseSchema,
  type VisitorLinks,
  type WaitlistEntry,
} from '../../../src/shared/index.js';
import { apiPaths } from '../../../src/shared/apiPaths.js';
import { SyncHttpError } from './syncErrors.js';
import type { SyncSettings } from './syncFiles.js';
import { postToWeb } from './syncRequest.js';

/** Where and how one batch goes: the saved settings, this booth's id, the address guard. */
export interface EntriesTarget {
  settings: SyncSettings;
  /** Makes each entry's externalId unique across booths: `<boothId>-<entry id>`. */
  boothId: string;
  allowPrivate: boolean;
  signal: AbortSignal;
}

/** The booth's entries as POST /api/v1/entries takes them, each with its lead where it has one. */
function entryBatch(
  batch: readonly WaitlistEntry[],
  leadOf: ReadonlyMap<number, BoothLead>,
  { boothId, settings }: EntriesTarget,
): BoothEntryBatch {
  return {
    entries: batch.map((entry) =>
      boothEntryInput(
        {
          externalId: `${boothId}-${entry.id}`,
          email: entry.email,
          firstName: entry.firstName,
          lastName: entry.lastName,
          company: entry.company,
          hasConsented: entry.hasConsented,
          createdAt: entry.createdAt,
          source: entry.source,
          event: settings.event,
        },
        leadOf.get(entry.id),
      ),
    ),
  };
}

/** What the web answered of a batch, by local entry. */
export interface SentBatch {
  /** The sign-ups their owners erased on the web (issue 38, item 5). */
  erasedIds: number[];
  /** The visitors' links the web made for the new sign-ups (issue 39, item 3). */
  visitors: { entry: WaitlistEntry; links: VisitorLinks }[];
}

/**
 * Sends one batch to the web (issue 15) and checks its answer: a redirect, an error status or an
 * answer that does not match the batch (the shared schema, one result per entry) is a
 * SyncHttpError.
 */
export async function sendEntries(
  batch: readonly WaitlistEntry[],
  leadOf: ReadonlyMap<number, BoothLead>,
  target: EntriesTarget,
): Promise<SentBatch> {
  const body = entryBatch(batch, leadOf, target);
  const { status, location, text } = await postToWeb(
    `${target.settings.url}${apiPaths.v1Entries}`,
    {
      authorization: `Bearer ${target.settings.apiKey}`,
      'content-type': 'application/json',
    },
    JSON.stringify(body),
    { allowPrivate: target.allowPrivate, signal: target.signal },
  );
  if (status >= 300 && status < 400) throw new SyncHttpError(status, text, 'redirect', location);
  if (status < 200 || status >= 300) throw new SyncHttpError(status, text);
  // The results alone: a web of an older version answers them without the later counts.
  const answer = postEntriesResponseSchema.pick({ results: true }).safeParse(parseJson(text));
  if (!answer.success || answer.data.results.length !== body.entries.length) {
    throw new SyncHttpError(status, text, 'unexpected');
  }
  // Answered in the batch's order.
  const results = batch.map((entry, index) => ({ entry, result: answer.data.results[index]! }));
  return {
    erasedIds: results.flatMap(({ entry, result }) =>
      result.status === 'erased' ? [entry.id] : [],
    ),
    visitors: results.flatMap(({ entry, result }) =>
      result.visitor ? [{ entry, links: result.visitor }] : [],
    ),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
