import { open, type FileHandle } from 'node:fs/promises';
import { CorruptDataFileError } from '../types.js';

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
    const text = (await handle.readFile('utf8')) as string;
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
        await handle.close();
        throw new CorruptDataFileError(
          file,
          `line ${records.length + 1}: ${(error as Error).message}`,
        );
      }
      goodBytes += Buffer.byteLength(line, 'utf8') + 1;
      start = end + 1;
    }
    const totalBytes = Buffer.byteLength(text, 'utf8');
    if (goodBytes < totalBytes) {
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
