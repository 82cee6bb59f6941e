import { substringPattern } from './postgresEntryRows.js';
import type { ListQuery } from '../../../src/shared/index.js';
import { matchesPage, type Declined, type MatchesPage } from './postgresMatchesPage.js';
import type { Query } from '../postgres/readQuery.js';

/**
 * Issue 30, item 3: an admin search for an e-mail address, whole or its start ("ada@example.com",
 * "ada@exa", "ada@"), through migration 28's index on the address's local part instead of the
 * trigram index. pg_trgm reads only letters and digits, so the trigrams of "seed-424242@example.com"
 * include those of "example" and "com", held by nearly every row: 100 ms at 1,000,000 entries.
 *
 * The answer is the substring search's, exactly: a needle holding '@' (and no field separator) is
 * found inside one field holding '@'. In an address with one '@' ("local@domain") that means the
 * local part ends with what the needle has before its '@' and the domain starts with the rest, so
 * the local part read backwards starts with the needle's part read backwards: a prefix, which a
 * B-tree finds. The few rows where '@' is elsewhere (a name or company holding one, an address
 * holding two) have a partial index of their own. Both sets are checked against search_text.
 *
 * The start of an address typed without its '@' ("seed-424242") is found the same way below: the
 * addresses starting with it through the B-tree on the address, every other match through the
 * trigrams of what follows its first word, never through those of the word all such addresses
 * share.
 */

/** The field separator of search_text (migration 18): a needle holding it spans fields. */
const SEPARATOR = '\u001f';

/**
 * True when the needle is an address, whole or its start: something before an '@' (and no field
 * separator, which only a match spanning two fields holds). Not when what comes before the '@' is
 * U+10FFFF alone: no range holds every string starting with that (migration 31's
 * waitlist_prefix_end), so the trigram index searches for it as for any other text.
 */
export function isAddressSearch(needle: string): boolean {
  const at = needle.indexOf('@');
  return at > 0 && !needle.includes(SEPARATOR) && !/^\u{10ffff}+$/u.test(needle.slice(0, at));
}

/**
 * The statement finding the positions of at most `$3` matches: `$1` the needle's part before its
 * '@' read backwards, `$2` the needle. Migration 31's function gives the index the local part's
 * prefix as a range, so PL/pgSQL plans its statement once per connection (1.1 ms a call before);
 * the needle is checked with strpos, the substring test LIKE '%needle%' makes.
 */
export const ADDRESS_MATCHES_SQL =
  'SELECT position FROM waitlist_address_matches($1, $2, $3) AS position';

/**
 * A page of the entries matching an address-shaped needle and their number, when at most
 * `cap` - 1 (postgresMatchesPage.ts); null when the needle is not one (the caller searches as before).
 */
export async function addressMatchPage(
  query: Query,
  needle: string,
  listQuery: Pick<ListQuery, 'offset' | 'limit'>,
  cap: number,
): Promise<MatchesPage | Declined | null> {
  if (!isAddressSearch(needle)) return null;
  return matchesPage(
    query,
    { name: 'waitlist_address_page', sql: ADDRESS_MATCHES_SQL },
    [[...needle.slice(0, needle.indexOf('@'))].reverse().join(''), needle],
    listQuery,
    cap,
  );
}

/**
 * The start of an address typed without its '@' ("seed-424242", "ada.love"): a word, one of the
 * marks a local part holds between words, and at least this many characters after it.
 */
const WORD_MARK = /[.\-_+]/;
const TAIL_CHARACTERS = 3;
/** The part after the first word is rare enough to look up by its own trigrams below this many. */
const RARE_TAIL = 2_000;

/**
 * Where the tail of a needle shaped like the start of a local part begins (its first mark after
 * a first character), or -1 when the needle is not one: no '@', no space, no field separator.
 */
export function localPartTail(needle: string): number {
  if (/[\s@]/.test(needle) || needle.includes(SEPARATOR)) return -1;
  const mark = needle.slice(1).search(WORD_MARK) + 1;
  return mark > 0 && needle.length - mark > TAIL_CHARACTERS ? mark : -1;
}

/**
 * The pattern of a needle's tail (from its first mark, `localPartTail`) that the trigram index is
 * asked for: without the mark when what follows it has two different trigrams of its own or more.
 * pg_trgm reads the word after a mark as the start of a word, and adds the trigrams of a word's
 * start ("  4", " 42" for "-424242"): those of every word starting alike, the longest lists in the
 * index, decoded on every search. Without the mark the index is asked for the word's inner trigrams
 * only ("424", "242"), which are rarer: at 1,000,000 entries 1.6 against 2.5 ms for "-424242",
 * 0.6 against 2.6 for "-31337". A word with one inner trigram ("99999") keeps the mark, whose
 * trigrams narrow its rows (6.5 ms without, 3.3 with). PostgreSQL's estimate of the pattern is
 * then an estimate of the rows the index finds: '%.lovelace%' was estimated at 36 rows, and the
 * index found the 150,000 holding "lovelace" to check (190 ms); '%lovelace%' is estimated at
 * 55,000, a tail common enough to search as before. Every row found is checked against the whole
 * needle, so the answer is the same.
 */
export function tailPattern(needle: string, tail: number): string {
  const rest = needle.slice(tail + 1);
  const inner = new Set<string>();
  for (const word of rest.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    for (let at = 0; at + 3 <= word.length; at += 1) inner.add(word.slice(at, at + 3));
  }
  return substringPattern(inner.size >= 2 ? rest : needle.slice(tail));
}

/**
 * Matches of the start of a local part, by migration 31's function (migration 30's, with its
 * search planned once per connection): `$1` the needle as the addresses' prefix, `$2` the
 * needle, `$3` its tail as a substring pattern, at most `$4`; one NULL when the tail is common (more than RARE_TAIL rows in PostgreSQL's plan). The addresses starting with the
 * needle come from the B-tree on lower(email) in byte order (migration 16's
 * waitlist_entries_email_order); every other match (inside an address, a name, a company) holds
 * the needle's tail, whose trigrams leave out those of its first word: the trigrams of "seed" are
 * in every address starting "seed-", and reading them all was the search's whole cost (60 ms at
 * 1,000,000). The estimate is made in the database, so the search is one round trip.
 */
export const LOCAL_PART_START_SQL = `SELECT position
  FROM waitlist_start_matches($1, $2, $3, $4, ${RARE_TAIL}) AS position`;

/**
 * A page of the entries matching a needle shaped like the start of a local part and their
 * number, when at most `cap` - 1 (postgresMatchesPage.ts); null when it is not one; Declined when its tail
 * is common enough that its trigrams would find more rows than the whole needle's (the caller
 * searches as before).
 */
export async function localPartStartPage(
  query: Query,
  needle: string,
  listQuery: Pick<ListQuery, 'offset' | 'limit'>,
  cap: number,
): Promise<MatchesPage | Declined | null> {
  const tail = localPartTail(needle);
  if (tail < 0) return null;
  return matchesPage(
    query,
    { name: 'waitlist_start_page', sql: LOCAL_PART_START_SQL },
    [needle, needle, tailPattern(needle, tail)],
    listQuery,
    cap,
  );
}
