import { open, type FileHandle } from 'node:fs/promises';
import { CorruptDataFileError } from '../types.js';
import { readWhole, readWholeFile } from './wholeFile.js';

/**
 * An append-only file of JSON lines, fsynced on every append. Lines are only ever whole once
 * their append was acknowledged, so a torn last line is a write that nobody was told succeeded.
 */
export class Journal<T> {
  private constructor(
    readonly file: string,
    private handle: FileHandle,
    private size: number,
  ) {}

  private tornTail = false;

  /** Opens (or creates) the journal and answers its records; a torn last line is cut off. */
  static async open<T>(file: string): Promise<{ journal: Journal<T>; records: T[] }> {
    const handle = await open(file, 'a+', 0o600);
    let parsed: { records: T[]; goodBytes: number };
    try {
      parsed = parseJournal<T>((await readWhole(handle)).toString('utf8'), file);
    } catch (error) {
      await handle.close();
      throw error;
    }
    const { records, goodBytes } = parsed;
    if (goodBytes < (await handle.stat()).size) {
      await handle.truncate(goodBytes);
      await handle.sync();
    }
    return { journal: new Journal<T>(file, handle, goodBytes), records };
  }

  get bytes(): number {
    return this.size;
  }

  /** Appends records and resolves once they are on disk; on failure the file is cut back. */
  async append(records: readonly T[]): Promise<void> {
    const buffer = Buffer.from(records.map((record) => JSON.stringify(record) + '\n').join(''));
    if (this.tornTail) {
      // An earlier failed append could not be cut back: never write after its partial bytes.
      await this.handle.truncate(this.size);
      this.tornTail = false;
    }
    try {
      let written = 0;
      while (written < buffer.length) {
        const { bytesWritten } = await this.handle.write(buffer, written, buffer.length - written);
        written += bytesWritten;
      }
      await this.handle.sync();
      this.size += buffer.length;
    } catch (error) {
      await this.handle.truncate(this.size).catch(() => (this.tornTail = true));
      throw error;
    }
  }

  /** Empties the journal once its records are folded into the snapshot. */
  async reset(): Promise<void> {
    await this.handle.truncate(0);
    await this.handle.sync();
    this.size = 0;
  }

  async close(): Promise<void> {
    await this.handle.close();
  }
}

/** A journal's whole lines as records, and their length in bytes; a torn last line is left out. */
export function parseJournal<T>(text: string, file: string): { records: T[]; goodBytes: number } {
  const records: T[] = [];
  let goodBytes = 0;
  let start = 0;
  while (start < text.length) {
    const end = text.indexOf('\n', start);
    if (end === -1) break; // torn tail: never acknowledged
    const line = text.slice(start, end);
    try {
      records.push(JSON.parse(line) as T);
    } catch (error) {
      throw new CorruptDataFileError(
        file,
        `line ${records.length + 1}: ${(error as Error).message}`,
      );
    }
    goodBytes += Buffer.byteLength(line, 'utf8') + 1;
    start = end + 1;
  }
  return { records, goodBytes };
}

/** A journal's records without opening it for writing (none when there is no such file). */
export async function readJournalRecords<T>(file: string): Promise<T[]> {
  try {
    return parseJournal<T>((await readWholeFile(file)).toString('utf8'), file).records;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
