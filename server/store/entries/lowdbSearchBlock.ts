import type { WaitlistEntry } from '../../../src/shared/index.js';

/**
 * Distinct values (first names, last names and companies; or the addresses' domains), lowercased,
 * each with its index, shared by every block: a search tests each value once, whatever the number
 * of entries holding it. A value no entry holds any more stays (the next full build drops it).
 */
export class SearchDictionary {
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

  /** Each value's mark (1 when `test` holds), or null when none is marked. */
  marks(test: (text: string) => boolean): Uint8Array | null {
    let marked: Uint8Array | null = null;
    for (let index = 0; index < this.texts.length; index += 1) {
      if (!test(this.texts[index]!)) continue;
      marked ??= new Uint8Array(this.texts.length);
      marked[index] = 1;
    }
    return marked;
  }
}

/** Ids into a dictionary: 16 bits while it holds under 65,536 values (8 MB less at a million). */
type Ids = Uint16Array | Uint32Array;

const compact = (ids: Uint32Array, dictionary: SearchDictionary): Ids =>
  dictionary.texts.length <= 0xffff ? new Uint16Array(ids) : ids;

/**
 * A block of positions' entries as the search reads them. The addresses' local parts (nearly all
 * different) are one string, "\n" after each; the names, companies and domains (a few values
 * repeated across many entries) are ids in the index's dictionaries.
 */
export interface SearchBlock {
  entries: WaitlistEntry[];
  /** Each address up to its last "@" (all of it without one), lowercased, "\n" after each. */
  locals: string;
  /** Where each entry's local part starts in `locals`, and after the last one its length. */
  starts: Int32Array;
  /** Per entry, the ids of its first name, last name and company. */
  valueIds: Ids;
  /** Per entry, the id of its address's "@domain", lowercased ("" without an "@"). */
  domainIds: Ids;
  /** Entries whose local part holds an "@" (no valid address): a word with one reads them whole. */
  irregular: number[];
  /** The block's distinct domains, and how many of its entries hold each. */
  domainsHeld: DomainTally;
}

/** Distinct domain ids, and per id its number of entries. */
type DomainTally = Map<number, number>;

/**
 * The block of these entries. It runs for every entry after a start (a million), so it makes no
 * string it can avoid: an address's domain is looked up only when it differs from the one before.
 */
export function buildBlock(
  entries: WaitlistEntry[],
  values: SearchDictionary,
  domains: SearchDictionary,
): SearchBlock {
  const count = entries.length;
  const starts = new Int32Array(count + 1);
  // One more, empty, part: the join ends with "\n" and is one flat string. A "\n" added after it
  // would make a cons string, which V8 copies flat at the first search (issue 42, item 3).
  const locals: string[] = new Array<string>(count + 1);
  locals[count] = '';
  const valueIds = new Uint32Array(count * 3);
  const domainIds = new Uint32Array(count);
  const irregular: number[] = [];
  let length = 0;
  let domain = '';
  let domainId = domains.id('');
  // Addresses of one domain often come in runs (a seeded list, an event's sign-ups): tallied per run.
  const domainsHeld: DomainTally = new Map();
  let runId = domainId;
  let run = 0;
  for (let at = 0; at < count; at += 1) {
    const entry = entries[at]!;
    const email = entry.email.toLowerCase();
    const split = email.lastIndexOf('@');
    let local = email;
    if (split >= 0) {
      local = email.slice(0, split);
      if (email.indexOf('@') !== split) irregular.push(at);
      if (email.length - split !== domain.length || !email.startsWith(domain, split)) {
        domain = email.slice(split);
        domainId = domains.id(domain);
      }
    } else if (domain !== '') {
      domain = '';
      domainId = domains.id('');
    }
    if (domainId !== runId) {
      if (run > 0) domainsHeld.set(runId, (domainsHeld.get(runId) ?? 0) + run);
      runId = domainId;
      run = 0;
    }
    run += 1;
    domainIds[at] = domainId;
    starts[at] = length;
    locals[at] = local;
    length += local.length + 1;
    valueIds[at * 3] = values.id(entry.firstName);
    valueIds[at * 3 + 1] = values.id(entry.lastName);
    valueIds[at * 3 + 2] = values.id(entry.company);
  }
  starts[count] = length;
  if (run > 0) domainsHeld.set(runId, (domainsHeld.get(runId) ?? 0) + run);
  return {
    entries,
    locals: locals.join('\n'),
    starts,
    valueIds: compact(valueIds, values),
    domainIds: compact(domainIds, domains),
    irregular,
    domainsHeld,
  };
}

/** A word of a search as every block tests it: the dictionaries' values that hold it, marked. */
export interface MarkedWord {
  /** The values (names, companies) holding the word, or null when none does. */
  values: Uint8Array | null;
  /** Without an "@": the domains holding it; with one: those its part from the "@" begins. */
  domains: Uint8Array | null;
  /** Whether an entry of a marked domain holds the word, whatever its local part. */
  domainHolds: boolean;
  /**
   * What the local parts are scanned for: the word; with an "@", its part before it and "\n" (a
   * local part's end) in an entry of a marked domain; null when there is nothing to scan for.
   */
  local: string | null;
  /** With an "@": the word, which an entry whose local part holds an "@" is read whole for. */
  irregular: string | null;
}

/** The word's marks in the dictionaries (which must hold every block's values by then). */
export function markWord(
  needle: string,
  values: SearchDictionary,
  domains: SearchDictionary,
): MarkedWord {
  const valueMarks = values.marks((value) => value.includes(needle));
  const at = needle.indexOf('@');
  if (at < 0) {
    const domainMarks = domains.marks((domain) => domain.includes(needle));
    const domainHolds = domainMarks !== null;
    return {
      values: valueMarks,
      domains: domainMarks,
      domainHolds,
      local: needle,
      irregular: null,
    };
  }
  // An address holds one "@": the needle's part before it ends the local part (every local part
  // ends with an empty one), the rest (with the "@") begins the domain.
  const rest = needle.slice(at);
  const domainMarks = rest.includes('@', 1) ? null : domains.marks((d) => d.startsWith(rest));
  const domainHolds = domainMarks !== null && at === 0;
  const local = domainMarks && at > 0 ? `${needle.slice(0, at)}\n` : null;
  return { values: valueMarks, domains: domainMarks, domainHolds, local, irregular: needle };
}

/**
 * Raises `stamps[i]` from `word` to `word + 1` for each entry i of the block whose search text
 * holds the word: stamps count the words an entry holds, so only entries that held every word
 * before this one move on.
 */
export function raise(
  block: SearchBlock,
  marked: MarkedWord,
  word: number,
  stamps: Uint8Array,
  textOf: (entry: WaitlistEntry) => string,
): void {
  const { entries, valueIds, domainIds } = block;
  const count = entries.length;
  const valueMarks = marked.values;
  if (valueMarks) {
    for (let entry = 0, ids = 0; entry < count; entry += 1, ids += 3) {
      const held = valueMarks[valueIds[ids]!]! | valueMarks[valueIds[ids + 1]!]!;
      if ((held | valueMarks[valueIds[ids + 2]!]!) === 1 && stamps[entry] === word)
        stamps[entry] = word + 1;
    }
  }
  const domainMarks = marked.domains;
  if (marked.domainHolds && domainMarks) {
    for (let entry = 0; entry < count; entry += 1) {
      if (domainMarks[domainIds[entry]!] === 1 && stamps[entry] === word) stamps[entry] = word + 1;
    }
  }
  if (marked.local !== null) {
    raiseLocalHits(block, marked.local, word, stamps, marked.irregular ? domainMarks : null);
  }
  if (marked.irregular === null) return;
  for (const entry of block.irregular) {
    if (stamps[entry] === word && textOf(entries[entry]!).includes(marked.irregular)) {
      stamps[entry] = word + 1;
    }
  }
}

/**
 * How many of the block's entries hold the word, or -1 for a word whose part before an "@" must
 * end a local part: those of its marked domains (tallied when the block was built, when no name
 * or company holds it; else in one pass over the ids), and the others whose local part holds it
 * (or, with an "@", whose whole text does, their local part holding an "@").
 */
export function countHolding(
  block: SearchBlock,
  marked: MarkedWord,
  textOf: (entry: WaitlistEntry) => string,
): number {
  if (marked.irregular !== null && marked.local !== null) return -1;
  const domainMarks = marked.domainHolds ? marked.domains : null;
  const valueMarks = marked.values;
  const { locals, starts, domainIds, valueIds, entries } = block;
  let count = valueMarks ? countHeld(block, valueMarks, domainMarks) : 0;
  if (!valueMarks && domainMarks) {
    for (const [id, held] of block.domainsHeld) if (domainMarks[id] === 1) count += held;
  }
  const outside = (entry: number) =>
    (!domainMarks || domainMarks[domainIds[entry]!] !== 1) &&
    (!valueMarks ||
      (valueMarks[valueIds[entry * 3]!]! |
        valueMarks[valueIds[entry * 3 + 1]!]! |
        valueMarks[valueIds[entry * 3 + 2]!]!) !==
        1);
  if (marked.irregular !== null) {
    for (const entry of block.irregular) {
      if (outside(entry) && textOf(entries[entry]!).includes(marked.irregular)) count += 1;
    }
    return count;
  }
  let entry = 0;
  let at = marked.local === null ? -1 : locals.indexOf(marked.local);
  while (at >= 0) {
    entry = entryAt(starts, at, entry);
    if (outside(entry)) count += 1;
    at = locals.indexOf(marked.local!, starts[entry + 1]!);
  }
  return count;
}

/** The entries a name, a company or (if marked) the domain of holds the word: one pass. */
function countHeld(block: SearchBlock, valueMarks: Uint8Array, domainMarks: Uint8Array | null) {
  const { valueIds, domainIds } = block;
  let count = 0;
  for (let entry = 0, ids = 0; entry < domainIds.length; entry += 1, ids += 3) {
    const named = valueMarks[valueIds[ids]!]! | valueMarks[valueIds[ids + 1]!]!;
    const held = named | valueMarks[valueIds[ids + 2]!]!;
    count += domainMarks ? held | domainMarks[domainIds[entry]!]! : held;
  }
  return count;
}

/** Raises the entries whose local part (with its "\n") holds `needle`, of marked domains only if given. */
function raiseLocalHits(
  { locals, starts, domainIds }: SearchBlock,
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
