/**
 * JSON.parse for a snapshot larger than a JavaScript string can hold (V8 stops at 2^29 - 24
 * characters, about a million waitlist entries): the top-level object's values are parsed one by
 * one, and an array value one item at a time, straight from the file's bytes. The writer
 * (writeJson) streams the same shape, so a data folder of any size is read back.
 *
 * UTF-8 never uses a byte below 0x80 inside a multi-byte character, so the structural characters
 * (quotes, backslashes, brackets, braces, commas, colons) can be found byte by byte.
 */

/** Below this size the whole text is parsed at once (as fast, and the usual case). */
export const WHOLE_PARSE_LIMIT = 64 * 1024 * 1024;

/** The bytes of array items parsed by one JSON.parse. */
const CHUNK_BYTES = 4 * 1024 * 1024;
/** Where one object item ends and the next begins, as the writer puts them (writeJson). */
const OBJECT_BOUNDARY = Buffer.from('},{');
/** Where one array item (a snapshot's row, snapshotRows.ts) ends and the next begins. */
const ARRAY_BOUNDARY = Buffer.from('],[');

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/**
 * `reviveItems` answers the items of the top-level array `key` as the result holds them, given
 * the properties read before it: called a chunk at a time on a large file, so items can be turned
 * into others as they are read (snapshotRows.ts: rows into entries) without all held at once.
 */
export function parseJsonBuffer(
  bytes: Buffer,
  wholeParseLimit = WHOLE_PARSE_LIMIT,
  reviveItems?: (key: string, items: unknown[], before: Record<string, unknown>) => unknown[],
): unknown {
  const whole = () => reviveWhole(JSON.parse(bytes.toString('utf8')), reviveItems);
  if (bytes.length <= wholeParseLimit) return whole();
  const reader = new Reader(bytes);
  if (reader.peek() !== OPEN_OBJECT) return whole();
  const result: Record<string, unknown> = {};
  reader.expect(OPEN_OBJECT);
  if (reader.peek() === CLOSE_OBJECT) {
    reader.expect(CLOSE_OBJECT);
  } else {
    for (;;) {
      const key = reader.parseValue();
      if (typeof key !== 'string') throw reader.error('a property name');
      reader.expect(COLON);
      const value =
        reader.peek() === OPEN_ARRAY
          ? reader.parseArrayByItem((items) => reviveItems?.(key, items, result) ?? items)
          : reader.parseValue();
      // As JSON.parse does: an own property, even one named __proto__.
      Object.defineProperty(result, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      if (reader.peek() === COMMA) reader.expect(COMMA);
      else break;
    }
    reader.expect(CLOSE_OBJECT);
  }
  reader.expectEnd();
  return result;
}

/** A value parsed at once, its top-level arrays' items revived in the order of its keys. */
function reviveWhole(value: unknown, reviveItems: Parameters<typeof parseJsonBuffer>[2]): unknown {
  if (!reviveItems || typeof value !== 'object' || value === null || Array.isArray(value)) {
    return value;
  }
  const result = value as Record<string, unknown>;
  for (const [key, items] of Object.entries(result)) {
    if (Array.isArray(items)) result[key] = reviveItems(key, items, result);
  }
  return result;
}

class Reader {
  private at = 0;

  constructor(private readonly bytes: Buffer) {}

  /** The next byte that is not white space (or -1 at the end), without taking it. */
  peek(): number {
    while (this.at < this.bytes.length && isSpace(this.bytes[this.at] as number)) this.at += 1;
    return this.at < this.bytes.length ? (this.bytes[this.at] as number) : -1;
  }

  expect(byte: number): void {
    if (this.peek() !== byte) throw this.error(`"${String.fromCharCode(byte)}"`);
    this.at += 1;
  }

  expectEnd(): void {
    if (this.peek() !== -1) throw this.error('the end of the file');
  }

  /** One JSON value, whatever it is, by finding its end and parsing just those bytes. */
  parseValue(): unknown {
    this.peek();
    const start = this.at;
    const end = this.valueEnd(start);
    this.at = end;
    return JSON.parse(this.bytes.toString('utf8', start, end));
  }

  /**
   * An array too long for one string, parsed a few megabytes of items at a time: one JSON.parse
   * per chunk costs far less than one per item. A chunk ends where indexOf finds "},{" (or "],["
   * when the items are arrays) past its size; one inside a string or a nested value leaves text
   * that is no list of whole values, which JSON.parse refuses, and such a chunk (and the array's
   * last) is found item by item. Each chunk's items go through `revive` as they are parsed.
   */
  parseArrayByItem(revive: (items: unknown[]) => unknown[]): unknown[] {
    const items: unknown[] = [];
    this.expect(OPEN_ARRAY);
    if (this.peek() === CLOSE_ARRAY) {
      this.at += 1;
      return items;
    }
    const boundary = this.bytes[this.at] === OPEN_ARRAY ? ARRAY_BOUNDARY : OBJECT_BOUNDARY;
    for (;;) {
      const start = this.at;
      const cut = this.bytes.indexOf(boundary, start + CHUNK_BYTES);
      const chunk = cut < 0 ? undefined : this.tryParseItems(start, cut + 1);
      if (chunk) {
        for (const item of revive(chunk)) items.push(item);
        this.at = cut + 2; // after the comma
        continue;
      }
      let more = true;
      while (more && this.at - start < CHUNK_BYTES) {
        this.peek();
        this.at = this.valueEnd(this.at);
        more = this.peek() === COMMA;
        if (more) this.at += 1;
      }
      const end = more ? this.at - 1 : this.at;
      const parsed = JSON.parse(`[${this.bytes.toString('utf8', start, end)}]`) as unknown[];
      for (const item of revive(parsed)) {
        items.push(item);
      }
      if (!more) break;
    }
    this.expect(CLOSE_ARRAY);
    return items;
  }

  /** The values between `start` and `end` when they are whole values separated by commas. */
  private tryParseItems(start: number, end: number): unknown[] | undefined {
    try {
      return JSON.parse(`[${this.bytes.toString('utf8', start, end)}]`) as unknown[];
    } catch {
      return undefined;
    }
  }

  /** Where the value starting at `start` ends: after its closing quote or bracket, or its last character. */
  private valueEnd(start: number): number {
    const { bytes } = this;
    const first = bytes[start];
    if (first === undefined) throw this.error('a value');
    if (first === QUOTE) return this.stringEnd(start);
    if (first !== OPEN_OBJECT && first !== OPEN_ARRAY) {
      let at = start;
      while (at < bytes.length && !isDelimiter(bytes[at] as number)) at += 1;
      return at;
    }
    let depth = 0;
    for (let at = start; at < bytes.length; at += 1) {
      const byte = bytes[at] as number;
      if (byte === QUOTE) {
        at = this.stringEnd(at) - 1;
      } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
        depth += 1;
      } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
        depth -= 1;
        if (depth === 0) return at + 1;
      }
    }
    throw this.error('the end of a value');
  }

  /** After the closing quote of the string whose opening quote is at `start`. */
  private stringEnd(start: number): number {
    const { bytes } = this;
    for (let at = start + 1; at < bytes.length; at += 1) {
      const byte = bytes[at];
      if (byte === BACKSLASH) at += 1;
      else if (byte === QUOTE) return at + 1;
    }
    throw this.error('the end of a string');
  }

  error(wanted: string): SyntaxError {
    return new SyntaxError(`Expected ${wanted} at byte ${this.at} of the JSON text`);
  }
}

function isSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}

function isDelimiter(byte: number): boolean {
  return isSpace(byte) || byte === COMMA || byte === CLOSE_OBJECT || byte === CLOSE_ARRAY;
}
