import { substringPattern } from './entryRows.js';
import type { ListQuery } from '../../../src/shared/index.js';
import { matchesPage, type Declined, type MatchesPage } from './matchesPage.js';
import type { Query } from './readQuery.js';

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

/** migration 28's expression: the address's local part, lower-cased, read backwards. */
export const LOCAL_PART_BACKWARDS = "reverse(split_part(lower(email), '@', 1))";
/** migration 28's partial index: rows where '@' is somewhere other than one address's middle. */
export const AT_ELSEWHERE =
  "(strpos(first_name || last_name || company, '@') > 0 OR email LIKE '%@%@%')";

/** The field separator of search_text (migration 18): a needle holding it spans fields. */
const SEPARATOR = '\u001f';

/**
 * True when the needle is an address, whole or its start: something before an '@' (and no field
 * separator, which only a match spanning two fields holds).
 */
export function isAddressSearch(needle: string): boolean {
  return needle.indexOf('@') > 0 && !needle.includes(SEPARATOR);
}

/** The LIKE pattern for the local part read backwards that every match's address starts with. */
function localPartPattern(needle: string): string {
  const backwards = [...needle.slice(0, needle.indexOf('@'))].reverse().join('');
  return `${backwards.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The statement finding the positions of at most `$3` matches: `$1` local part, `$2` needle. The
 * needle is checked with strpos, the substring test LIKE '%needle%' makes, which the trigram index
 * cannot serve: the planner never takes it instead of these two indexes. The second set leaves out
 * the first's rows, so the two are appended without a sort and the limit stops the reading.
 */
export const ADDRESS_MATCHES_SQL = `
  SELECT position FROM waitlist_entries
  WHERE ${LOCAL_PART_BACKWARDS} LIKE lower($1) AND strpos(search_text, lower($2)) > 0
  UNION ALL
  SELECT position FROM waitlist_entries
  WHERE ${AT_ELSEWHERE} AND ${LOCAL_PART_BACKWARDS} NOT LIKE lower($1)
    AND strpos(search_text, lower($2)) > 0
  LIMIT $3`;

/**
 * A page of the entries matching an address-shaped needle and their number, when at most
 * `cap` - 1 (matchesPage.ts); null when the needle is not one (the caller searches as before).
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
    ADDRESS_MATCHES_SQL,
    [localPartPattern(needle), needle],
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
 * Matches of the start of a local part, by migration 30's functions: `$1` the needle as a prefix
 * pattern, `$2` the needle, `$3` its tail as a substring pattern, at most `$4`; one NULL when the
 * tail is common (more than RARE_TAIL rows in PostgreSQL's plan). The addresses starting with the
 * needle come from the B-tree on lower(email) in byte order (migration 16's
 * waitlist_entries_email_order); every other match (inside an address, a name, a company) holds
 * the needle's tail, whose trigrams leave out those of its first word: the trigrams of "seed" are
 * in every address starting "seed-", and reading them all was the search's whole cost (60 ms at
 * 1,000,000). The estimate is made in the database, so the search is one round trip.
 */
export const LOCAL_PART_START_SQL = `SELECT position
  FROM waitlist_local_part_matches($1, $2, $3, $4, ${RARE_TAIL}) AS position`;

/**
 * A page of the entries matching a needle shaped like the start of a local part and their
 * number, when at most `cap` - 1 (matchesPage.ts); null when it is not one; Declined when its tail
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
  const tailPattern = substringPattern(needle.slice(tail));
  const prefix = `${needle.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return matchesPage(query, LOCAL_PART_START_SQL, [prefix, needle, tailPattern], listQuery, cap);
}
