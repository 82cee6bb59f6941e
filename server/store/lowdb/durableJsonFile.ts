import type { FileHandle } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Adapter } from 'lowdb';
import { writeFileDurably } from '../../files/durableFile.js';
import { CorruptDataFileError } from '../errors.js';
import { parseJsonBuffer } from './largeJson.js';
import { takeReadAhead } from './readAhead.js';
import { readWholeFile } from './wholeFile.js';

/** Array items serialised per turn of the event loop when a snapshot is written. */
const ITEMS_PER_TURN = 2_000;

/** How a file's top-level object is written and read other than as plain JSON (snapshotRows.ts). */
export interface JsonCodec {
  /** The object written instead of `data`. */
  encode(data: unknown): unknown;
  /** What is written for each item of the top-level array `key` (the item when undefined). */
  itemValue(key: string): ((item: unknown) => unknown) | undefined;
  /** The items of the top-level array `key` as read, given the properties read before it. */
  reviveItems(key: string, items: unknown[], before: Record<string, unknown>): unknown[];
}

/** A lowdb adapter that writes durably and refuses, rather than replaces, a file it cannot parse. */
export class DurableJsonFile<T> implements Adapter<T> {
  constructor(
    readonly file: string,
    private readonly codec?: JsonCodec,
  ) {}

  async read(): Promise<T | null> {
    let bytes: Buffer;
    try {
      // The server's entry may have read it already, while the server's modules loaded.
      bytes = (await takeReadAhead(this.file)) ?? (await readWholeFile(this.file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      return parseJsonBuffer(bytes, undefined, this.codec?.reviveItems) as T;
    } catch (error) {
      throw new CorruptDataFileError(this.file, (error as Error).message);
    }
  }

  async write(data: T): Promise<void> {
    const { codec } = this;
    await writeFileDurably(this.file, (handle) =>
      codec ? writeJson(handle, codec.encode(data), codec.itemValue) : writeJson(handle, data),
    );
  }
}

/**
 * Writes exactly JSON.stringify(data), but serialises an object's array properties a few thousand
 * items at a time with a turn of the event loop in between, so that a snapshot of a long waitlist
 * never holds up the requests being served (nor builds the whole text in memory at once).
 * The caller must not change `data` meanwhile (the store hands over a copy of its arrays).
 */
export async function writeJson(
  handle: FileHandle,
  data: unknown,
  itemValue: JsonCodec['itemValue'] = () => undefined,
): Promise<void> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    await handle.writeFile(JSON.stringify(data), 'utf8');
    return;
  }
  let separator = '{';
  for (const [key, value] of Object.entries(data)) {
    const prefix = `${separator}${JSON.stringify(key)}:`;
    if (Array.isArray(value)) {
      const itemOf = itemValue(key);
      await handle.writeFile(`${prefix}[`, 'utf8');
      for (let start = 0; start < value.length; start += ITEMS_PER_TURN) {
        // One JSON.stringify per chunk, brackets cut off: no string per item to join (the same
        // text, undefined items as null; a fold during joins made a third less garbage).
        const chunk = value.slice(start, start + ITEMS_PER_TURN);
        const items = JSON.stringify(itemOf ? chunk.map(itemOf) : chunk).slice(1, -1);
        await handle.writeFile(`${start > 0 ? ',' : ''}${items}`, 'utf8');
        await nextTurn();
      }
      await handle.writeFile(']', 'utf8');
      separator = ',';
    } else {
      const text = JSON.stringify(value);
      if (text === undefined) continue; // JSON.stringify leaves out undefined and functions
      await handle.writeFile(`${prefix}${text}`, 'utf8');
      separator = ',';
    }
  }
  await handle.writeFile(separator === '{' ? '{}' : '}', 'utf8');
}
