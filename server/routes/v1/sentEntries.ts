import { z } from 'zod';
import {
  API_MESSAGES,
  apiEntryInputSchema,
  fieldErrors,
  MAX_ENTRY_BATCH,
  type ApiEntryInput,
  type EntryResult,
  type PostEntriesResponse,
} from '../../../src/shared/index.js';
import { HTTP_TEXTS } from '../../../src/shared/serverTexts.js';
import { HttpError, parseBody } from '../../http/errors.js';

/** A batch's shape alone: its entries are read one by one (SentEntries). */
const batchSchema = z.object({
  entries: z
    .array(z.unknown(), { error: API_MESSAGES.batchSize })
    .min(1, API_MESSAGES.batchSize)
    .max(MAX_ENTRY_BATCH, API_MESSAGES.batchSize),
});

type Sent =
  | { input: ApiEntryInput }
  | { refused: Required<NonNullable<EntryResult['error']>> }
  | { erased: true };

/** One entry read from the body: the sent externalId as far as it is a string. */
function externalIdOf(item: unknown): string {
  const id = (item as { externalId?: unknown } | null)?.externalId;
  return typeof id === 'string' ? id : '';
}

/**
 * The entries of a POST /api/v1/entries (issue 38, item 4). A single entry that is not valid
 * answers 400, as any request body; a batch answers per entry: an entry that is not valid, or
 * that a later check refuses, is answered with its reason and the others are stored, so that one
 * bad sign-up never holds up what a booth sends after it (nor makes the batch fail every retry).
 */
export class SentEntries {
  private constructor(
    readonly isBatch: boolean,
    private readonly externalIds: readonly string[],
    private readonly items: Sent[],
  ) {}

  static read(body: unknown): SentEntries {
    const isBatch = typeof body === 'object' && body !== null && 'entries' in body;
    if (!isBatch) {
      const input = parseBody(apiEntryInputSchema, body);
      return new SentEntries(false, [input.externalId], [{ input }]);
    }
    const { entries } = parseBody(batchSchema, body);
    const items = entries.map((item): Sent => {
      const parsed = apiEntryInputSchema.safeParse(item);
      if (parsed.success) return { input: parsed.data };
      const errors = fieldErrors(parsed.error);
      return {
        refused: { message: Object.values(errors)[0] ?? HTTP_TEXTS.invalidRequest, errors },
      };
    });
    return new SentEntries(true, entries.map(externalIdOf), items);
  }

  /** The entries not refused, with their place in the body. */
  accepted(): { index: number; input: ApiEntryInput }[] {
    return this.items.flatMap((item, index) =>
      'input' in item ? [{ index, input: item.input }] : [],
    );
  }

  /** Refuses one entry for `field`: a single entry answers 400, a batch's is answered refused. */
  refuse(index: number, field: string, message: string): void {
    if (!this.isBatch) throw new HttpError(400, message, { [field]: message });
    this.items[index] = { refused: { message, errors: { [field]: message } } };
  }

  /** An entry its owner erased (issue 38, item 5): answered "erased", stored nowhere. */
  erase(index: number): void {
    this.items[index] = { erased: true };
  }

  /** The answer: the stored entries' results (in the order of accepted()) and each refusal. */
  answer(stored: readonly EntryResult[]): PostEntriesResponse {
    let next = 0;
    const results = this.items.map((item, index): EntryResult => {
      if ('input' in item) return stored[next++]!;
      const externalId = this.externalIds[index]!;
      if ('erased' in item) return { externalId, created: false, status: 'erased' };
      return { externalId, created: false, error: item.refused };
    });
    const created = stored.filter((result) => result.created).length;
    const erased = results.filter((result) => result.status === 'erased').length;
    return {
      results,
      created,
      existed: stored.length - created,
      refused: results.length - stored.length - erased,
      erased,
    };
  }
}
