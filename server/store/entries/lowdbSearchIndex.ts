import { setImmediate as nextTurn } from 'node:timers';
import type { WaitlistEntry } from '../../../src/shared/index.js';
import { indexAfterPosition } from './lowdbEntryList.js';
import {
  buildBlock,
  countHolding,
  markWord,
  raise,
  SearchDictionary,
  type SearchBlock,
} from './lowdbSearchBlock.js';

/** Positions per block: a join re-reads only its block on the next search. */
const BLOCK_POSITIONS = 4_096;
/** Blocks built per turn of the event loop when they are built in the background. */
const BLOCKS_PER_TURN = 1;

/** What the admin's search reads of an entry: names, address and company, lowercased. */
export function searchText(entry: WaitlistEntry): string {
  return `${entry.firstName}\u0000${entry.lastName}\u0000${entry.email}\u0000${entry.company}`.toLowerCase();
}

/**
 * Takes the entries found one by one, in the order asked for, and answers whether it wants more:
 * after its first "no", the rest are only counted.
 */
export type TakeFound = (entry: WaitlistEntry) => boolean;

/**
 * The admin search on lowdb (issues 30 and 42): finds the entries whose search text (searchText)
 * holds every word without a million `includes`. A block's local parts are scanned with indexOf
 * (memory speed), each hit mapped to its entry; the distinct names, companies and domains are
 * tested once each per search, and an entry holding a marked one is found by its ids. A word
 * holds no white space (searchWords splits on it), so no hit spans two local parts; a word with an
 * "@" matches an address where its part before the "@" ends the local part and the rest begins the
 * domain. A word holding the NUL that joins the fields is looked for in each entry's whole text.
 * Only the entries the page takes are handed out; the others are counted in their block. A change
 * marks its position's block, rebuilt when next searched.
 */
export class SearchIndex {
  private blocks: (SearchBlock | null)[] = [];
  private values = new SearchDictionary();
  private domains = new SearchDictionary();
  private stamps = new Uint8Array(BLOCK_POSITIONS);
  private warming = false;

  /** `entries`: the stored entries, by position. */
  constructor(private readonly entries: () => readonly WaitlistEntry[]) {}

  /** An entry at this position was stored, changed or removed. */
  changed(position: number): void {
    const block = Math.floor(position / BLOCK_POSITIONS);
    if (block < this.blocks.length) this.blocks[block] = null;
  }

  /**
   * Hands the entries whose search text holds every word to `take`, by position (newest first if
   * asked), until it wants no more; answers how many there are in all.
   */
  search(words: readonly string[], newestFirst: boolean, take: TakeFound): number {
    if (words.some((word) => word.includes('\u0000')))
      return this.searchWhole(words, newestFirst, take);
    const count = this.blockCount();
    // Every block first: one built during the walk could hold values the words were not tested on.
    for (let index = 0; index < count; index += 1) this.block(index);
    const marked = words.map((word) => markWord(word, this.values, this.domains));
    const stamps = this.stamps;
    const every = words.length;
    let found = 0;
    let taking = true;
    for (let step = 0; step < count; step += 1) {
      const block = this.blocks[newestFirst ? count - 1 - step : step]!;
      const counted = !taking && every === 1 ? countHolding(block, marked[0]!, searchText) : -1;
      if (counted >= 0) {
        found += counted;
        continue;
      }
      const size = block.entries.length;
      stamps.fill(0, 0, size);
      for (let word = 0; word < every; word += 1)
        raise(block, marked[word]!, word, stamps, searchText);
      // The block's hits found with the typed array's own indexOf, not a loop over its entries:
      // the same answer, and fast from the first search after a start, before V8 has compiled
      // this loop (issue 42, item 3).
      const held = stamps.subarray(0, size);
      let entry = newestFirst ? held.lastIndexOf(every) : held.indexOf(every);
      while (entry >= 0) {
        found += 1;
        if (taking) taking = take(block.entries[entry]!);
        if (newestFirst) entry = entry > 0 ? held.lastIndexOf(every, entry - 1) : -1;
        else entry = held.indexOf(every, entry + 1);
      }
    }
    return found;
  }

  /** Builds every block now: after a start, so that the first search finds them built. */
  buildAll(): void {
    this.values = new SearchDictionary();
    this.domains = new SearchDictionary();
    this.blocks = [];
    const count = this.blockCount();
    for (let index = 0; index < count; index += 1) this.block(index);
  }

  /** Builds the blocks changed since, a few per turn of the event loop. */
  warm(): void {
    if (this.warming) return;
    this.warming = true;
    let next = 0;
    const step = () => {
      const count = this.blockCount();
      for (let built = 0; next < count && built < BLOCKS_PER_TURN; next += 1) {
        if (this.blocks[next]) continue;
        this.block(next);
        built += 1;
      }
      if (next < count) nextTurn(step);
      else this.warming = false;
    };
    nextTurn(step);
  }

  /** A word with the NUL that joins the fields: each entry's whole text is read. */
  private searchWhole(words: readonly string[], newestFirst: boolean, take: TakeFound): number {
    const all = newestFirst ? this.entries().toReversed() : this.entries();
    let found = 0;
    let taking = true;
    for (const entry of all) {
      const text = searchText(entry);
      if (!words.every((word) => text.includes(word))) continue;
      found += 1;
      if (taking) taking = take(entry);
    }
    return found;
  }

  private blockCount(): number {
    const count = Math.floor((this.entries().at(-1)?.position ?? 0) / BLOCK_POSITIONS) + 1;
    while (this.blocks.length < count) this.blocks.push(null);
    return count;
  }

  private block(index: number): SearchBlock {
    const built = this.blocks[index];
    if (built) return built;
    const entries = this.entries();
    const from = indexAfterPosition(entries, index * BLOCK_POSITIONS - 1);
    const to = indexAfterPosition(entries, (index + 1) * BLOCK_POSITIONS - 1);
    const block = buildBlock(entries.slice(from, to), this.values, this.domains);
    this.blocks[index] = block;
    return block;
  }
}
