import { setImmediate as nextTurn } from 'node:timers';
import type { WaitlistEntry } from '../../../src/shared/index.js';

/** Positions per block: a join re-reads only its block on the next search. */
const BLOCK_POSITIONS = 4_096;
/** Blocks built per turn of the event loop when they are built in the background. */
const BLOCKS_PER_TURN = 1;

/** What the admin's search reads of an entry: names, address and company, lowercased. */
export function searchText(entry: WaitlistEntry): string {
  return `${entry.firstName}\u0000${entry.lastName}\u0000${entry.email}\u0000${entry.company}`.toLowerCase();
}

/**
 * A block of positions' entries as the search reads them. The addresses' local parts (nearly all
 * different) are one string, "\n" after each; the names, companies and domains (a few values
 * repeated across many entries) are kept once each, every entry pointing at its own.
 */
interface Block {
  entries: WaitlistEntry[];
  /** Each address up to its last "@" (all of it without one), lowercased, "\n" after each. */
  locals: string;
  /** Where each entry's local part starts in `locals`, and after the last one its length. */
  starts: Int32Array;
  /** Lowercased first names, last names and companies. */
  values: string[];
  /** Per entry, the indexes in `values` of its first name, last name and company. */
  valueIds: Uint16Array;
  /** Lowercased "@domain" of the addresses ("" for an address without "@"). */
  domains: string[];
  domainIds: Uint16Array;
  /** Entries whose local part holds an "@" (no valid address): a word with one reads them whole. */
  irregular: number[];
}

/**
 * The admin search on lowdb (issue 30): finds the entries whose search text (searchText) holds
 * every word without a million `includes`. A block's local parts are scanned with indexOf (memory
 * speed), each hit mapped to its entry; its distinct names, companies and domains are tested once
 * each. A word holds no white space (searchWords splits on it), so no hit spans two local parts;
 * a word with an "@" matches an address where its part before the "@" ends the local part and the
 * rest begins the domain. A word holding the NUL that joins the fields is looked for in each
 * entry's whole text. A change marks its position's block, rebuilt when next searched.
 */
export class SearchIndex {
  private blocks: (Block | null)[] = [];
  private warming = false;

  /**
   * @param entriesBetween the stored entries whose positions are in [from, to), by position
   * @param lastPosition the highest stored position (0 when there are none)
   */
  constructor(
    private readonly entriesBetween: (from: number, to: number) => WaitlistEntry[],
    private readonly lastPosition: () => number,
  ) {}

  /** An entry at this position was stored, changed or removed. */
  changed(position: number): void {
    const block = Math.floor(position / BLOCK_POSITIONS);
    if (block < this.blocks.length) this.blocks[block] = null;
  }

  /** The entries whose search text holds every word, by position. */
  search(words: readonly string[]): WaitlistEntry[] {
    if (words.some((word) => word.includes('\u0000'))) {
      const all = this.entriesBetween(0, this.lastPosition() + 1);
      return all.filter((entry) => holdsEvery(searchText(entry), words));
    }
    const found: WaitlistEntry[] = [];
    const count = this.blockCount();
    let stamps = new Uint8Array(BLOCK_POSITIONS);
    for (let index = 0; index < count; index += 1) {
      const block = this.block(index);
      if (stamps.length < block.entries.length) stamps = new Uint8Array(block.entries.length);
      else stamps.fill(0, 0, block.entries.length);
      for (let word = 0; word < words.length; word += 1) raise(block, words[word]!, word, stamps);
      for (let entry = 0; entry < block.entries.length; entry += 1) {
        if (stamps[entry] === words.length) found.push(block.entries[entry]!);
      }
    }
    return found;
  }

  /** Builds every block a few per turn of the event loop, so that the first search finds them. */
  warm(): void {
    if (this.warming) return;
    this.warming = true;
    let next = 0;
    const step = () => {
      const count = this.blockCount();
      const end = Math.min(count, next + BLOCKS_PER_TURN);
      for (; next < end; next += 1) this.block(next);
      if (next < count) nextTurn(step);
      else this.warming = false;
    };
    nextTurn(step);
  }

  private blockCount(): number {
    const count = Math.floor(this.lastPosition() / BLOCK_POSITIONS) + 1;
    while (this.blocks.length < count) this.blocks.push(null);
    return count;
  }

  private block(index: number): Block {
    const built = this.blocks[index];
    if (built) return built;
    const from = index * BLOCK_POSITIONS;
    const entries = this.entriesBetween(from, from + BLOCK_POSITIONS);
    const starts = new Int32Array(entries.length + 1);
    const locals: string[] = [];
    const values = new Dictionary();
    const domains = new Dictionary();
    const valueIds = new Uint16Array(entries.length * 3);
    const domainIds = new Uint16Array(entries.length);
    const irregular: number[] = [];
    let length = 0;
    for (let at = 0; at < entries.length; at += 1) {
      const entry = entries[at]!;
      const email = entry.email.toLowerCase();
      const split = email.lastIndexOf('@');
      const local = split < 0 ? email : email.slice(0, split);
      if (local.includes('@')) irregular.push(at);
      starts[at] = length;
      locals.push(`${local}\n`);
      length += local.length + 1;
      domainIds[at] = domains.id(split < 0 ? '' : email.slice(split));
      valueIds[at * 3] = values.id(entry.firstName);
      valueIds[at * 3 + 1] = values.id(entry.lastName);
      valueIds[at * 3 + 2] = values.id(entry.company);
    }
    starts[entries.length] = length;
    const block: Block = {
      entries,
      locals: locals.join(''),
      starts,
      values: values.texts,
      valueIds,
      domains: domains.texts,
      domainIds,
      irregular,
    };
    this.blocks[index] = block;
    return block;
  }
}

/** Distinct values, lowercased, each with its index; at most 3 x 4,096 per block (Uint16). */
class Dictionary {
  readonly texts: string[] = [];
  private readonly ids = new Map<string, number>();

  id(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.texts.push(value.toLowerCase()) - 1;
      this.ids.set(value, id);
    }
    return id;
  }
}

/**
 * Raises `stamps[i]` from `word` to `word + 1` for each entry i of the block whose search text
 * holds `needle`: stamps count the words an entry holds, so only entries that held every word
 * before this one move on.
 */
function raise(block: Block, needle: string, word: number, stamps: Uint8Array): void {
  const { entries, values, valueIds, domains, domainIds } = block;
  const at = needle.indexOf('@');
  const valueMarks = marks(values, (value) => value.includes(needle));
  if (valueMarks) {
    for (let entry = 0; entry < entries.length; entry += 1) {
      const ids = entry * 3;
      const held =
        valueMarks[valueIds[ids]!]! |
        valueMarks[valueIds[ids + 1]!]! |
        valueMarks[valueIds[ids + 2]!]!;
      if (held === 1 && stamps[entry] === word) stamps[entry] = word + 1;
    }
  }
  if (at < 0) {
    const domainMarks = marks(domains, (domain) => domain.includes(needle));
    if (domainMarks) {
      for (let entry = 0; entry < entries.length; entry += 1) {
        if (domainMarks[domainIds[entry]!] === 1 && stamps[entry] === word)
          stamps[entry] = word + 1;
      }
    }
    raiseLocalHits(block, needle, word, stamps, null);
    return;
  }
  // An address holds one "@": the needle's part before it ends the local part, the rest
  // (with the "@") begins the domain.
  const rest = needle.slice(at);
  const domainMarks = rest.includes('@', 1)
    ? null
    : marks(domains, (domain) => domain.startsWith(rest));
  if (domainMarks) raiseLocalHits(block, `${needle.slice(0, at)}\n`, word, stamps, domainMarks);
  for (const entry of block.irregular) {
    if (stamps[entry] === word && searchText(entries[entry]!).includes(needle)) {
      stamps[entry] = word + 1;
    }
  }
}

/** Each value's mark (1 when `test` holds), or null when none is marked. */
function marks(texts: readonly string[], test: (text: string) => boolean): Uint8Array | null {
  let marked: Uint8Array | null = null;
  for (let index = 0; index < texts.length; index += 1) {
    if (!test(texts[index]!)) continue;
    marked ??= new Uint8Array(texts.length);
    marked[index] = 1;
  }
  return marked;
}

/** Raises the entries whose local part (with its "\n") holds `needle`, of marked domains only if given. */
function raiseLocalHits(
  { locals, starts, domainIds }: Block,
  needle: string,
  word: number,
  stamps: Uint8Array,
  domainMarks: Uint8Array | null,
): void {
  let entry = 0;
  let at = locals.indexOf(needle);
  while (at >= 0) {
    entry = entryAt(starts, at, entry);
    if (stamps[entry] === word && (!domainMarks || domainMarks[domainIds[entry]!] === 1)) {
      stamps[entry] = word + 1;
    }
    // The next hit in a later local part: this one is counted.
    at = locals.indexOf(needle, starts[entry + 1]!);
  }
}

/** The entry whose local part holds offset `at`: binary search from entry `from` on. */
function entryAt(starts: Int32Array, at: number, from: number): number {
  let low = from;
  let high = starts.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (starts[middle]! <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

function holdsEvery(text: string, words: readonly string[]): boolean {
  return words.every((word) => text.includes(word));
}
