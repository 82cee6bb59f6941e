import { describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '../../../src/shared/index.js';
import { SearchIndex, searchText } from './lowdbSearchIndex.js';

/** Only what the search reads of an entry matters here. */
function entry(
  position: number,
  email: string,
  firstName = 'Ada',
  lastName = 'Lovelace',
  company = 'Acme',
): WaitlistEntry {
  return { id: position, position, email, firstName, lastName, company } as WaitlistEntry;
}

/** A search index over a list kept by position, as the store's state keeps it. */
function indexed(list: WaitlistEntry[]) {
  const index = new SearchIndex(
    (from, to) => list.filter((item) => item.position >= from && item.position < to),
    () => list[list.length - 1]?.position ?? 0,
  );
  return index;
}

/** What the search answers by definition: every word in the entry's whole search text. */
function byDefinition(list: readonly WaitlistEntry[], words: readonly string[]): number[] {
  return list
    .filter((item) => words.every((word) => searchText(item).includes(word)))
    .map((item) => item.position);
}

const LIST = [
  entry(1, 'Ada.Lovelace@Example.com'),
  entry(2, 'grace@navy.mil', 'Grace', 'Hopper', 'US Navy'),
  entry(3, 'alan@example.org', 'Alan', 'Turing', ''),
  entry(4, 'odd@local@example.com', 'Émile', 'Zola', 'Éditions'),
  entry(5, 'no-at-sign', 'Ken', 'Thompson', 'Bell@Labs'),
  entry(9_000, 'late@example.com', 'Barbara', 'Liskov', 'MIT'),
  entry(9_001, 'ada@example.co.uk', 'Donald', 'Knuth', 'Stanford'),
];

const WORDS = [
  ['ada'],
  ['ada', 'lovelace'],
  ['example.com'],
  ['@example'],
  ['ada@exa'],
  ['lovelace@example.com'],
  ['.lovelace@'],
  ['local@example'],
  ['odd@local'],
  ['d@l'],
  ['@'],
  ['bell@labs'],
  ['l@l'],
  ['no-at'],
  ['émile', 'éditions'],
  ['navy'],
  ['a@b@c'],
  ['ada\u0000lovelace'],
  ['uk', 'knuth'],
  ['nobody'],
  ['e', 'a', 'o'],
];

describe('the admin search index on lowdb', () => {
  it.each(WORDS.map((words) => [words.join(' ')]))(
    'finds exactly the entries whose search text holds every word: %s',
    (search) => {
      const words = search.split(' ');
      const found = indexed(LIST).search(words.length ? words : []);
      expect(found.map((item) => item.position)).toEqual(byDefinition(LIST, words));
    },
  );

  it('sees a change on the next search: a new entry, a removed one, a changed name', () => {
    const list = [entry(1, 'ada@example.com'), entry(2, 'grace@example.com', 'Grace', 'Hopper')];
    const index = indexed(list);
    expect(index.search(['hopper']).map((item) => item.id)).toEqual([2]);

    list.push(entry(3, 'hopper.fan@example.com'));
    index.changed(3);
    list.splice(1, 1, entry(2, 'grace@example.com', 'Grace', 'Brewster'));
    index.changed(2);
    expect(index.search(['hopper']).map((item) => item.id)).toEqual([3]);

    list.splice(0, 1);
    index.changed(1);
    expect(index.search(['example']).map((item) => item.id)).toEqual([2, 3]);
  });

  it('answers the same from blocks built in the background', async () => {
    const list = Array.from({ length: 20_000 }, (_, at) =>
      entry(at + 1, `person-${at + 1}@example.com`, 'Ada', at % 2 ? 'Hopper' : 'Turing'),
    );
    const index = indexed(list);
    index.warm();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(index.search(['person-1999', 'hopper']).map((item) => item.id)).toEqual(
      byDefinition(list, ['person-1999', 'hopper']),
    );
  });
});
