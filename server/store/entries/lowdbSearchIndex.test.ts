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
const indexed = (list: WaitlistEntry[]) => new SearchIndex(() => list);

/** Every entry the index finds, by position (newest first if asked); the count it answers must agree. */
function found(index: SearchIndex, words: readonly string[], newestFirst = false): WaitlistEntry[] {
  const taken: WaitlistEntry[] = [];
  const count = index.search(words, newestFirst, (item) => taken.push(item) > 0);
  expect(count).toBe(taken.length);
  return taken;
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
      expect(found(indexed(LIST), words).map((item) => item.position)).toEqual(
        byDefinition(LIST, words),
      );
      expect(found(indexed(LIST), words, true).map((item) => item.position)).toEqual(
        byDefinition(LIST, words).reverse(),
      );
    },
  );

  it('sees a change on the next search: a new entry, a removed one, a changed name', () => {
    const list = [entry(1, 'ada@example.com'), entry(2, 'grace@example.com', 'Grace', 'Hopper')];
    const index = indexed(list);
    expect(found(index, ['hopper']).map((item) => item.id)).toEqual([2]);

    list.push(entry(3, 'hopper.fan@example.com'));
    index.changed(3);
    list.splice(1, 1, entry(2, 'grace@example.com', 'Grace', 'Brewster'));
    index.changed(2);
    expect(found(index, ['hopper']).map((item) => item.id)).toEqual([3]);

    list.splice(0, 1);
    index.changed(1);
    expect(found(index, ['example']).map((item) => item.id)).toEqual([2, 3]);
  });

  it('answers the same from blocks built in the background', async () => {
    const list = Array.from({ length: 20_000 }, (_, at) =>
      entry(at + 1, `person-${at + 1}@example.com`, 'Ada', at % 2 ? 'Hopper' : 'Turing'),
    );
    const index = indexed(list);
    index.warm();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(found(index, ['person-1999', 'hopper']).map((item) => item.id)).toEqual(
      byDefinition(list, ['person-1999', 'hopper']),
    );
  });

  /** 20,000 entries over five blocks, every address at example.com, names in turn. */
  const many = () =>
    Array.from({ length: 20_000 }, (_, at) =>
      entry(at + 1, `person-${at + 1}@example.com`, 'Ada', ['Hopper', 'Turing', 'Knuth'][at % 3]),
    );

  it('hands out only the entries taken, newest first, and counts every other one', () => {
    const list = many();
    const index = indexed(list);
    const taken: number[] = [];
    const count = index.search(['example'], true, (item) => taken.push(item.position) < 3);
    expect(count).toBe(20_000);
    expect(taken).toEqual([20_000, 19_999, 19_998]);
    const oldest: number[] = [];
    expect(index.search(['knuth'], false, (item) => oldest.push(item.position) < 2)).toBe(
      byDefinition(list, ['knuth']).length,
    );
    expect(oldest).toEqual([3, 6]);
    expect(found(index, ['@example.com', 'turing'], true).map((item) => item.position)).toEqual(
      byDefinition(list, ['@example.com', 'turing']).reverse(),
    );
  });

  it('counts a word in every address right once blocks are built at once, and after changes', () => {
    const list = many();
    const index = indexed(list);
    index.buildAll();
    expect(index.search(['example'], true, () => false)).toBe(20_000);
    // New values in blocks built before: a name, a domain, a block past the last one.
    list.splice(9, 1, entry(10, 'quentin@elsewhere.org', 'Quentin', 'Blake', 'Puffin'));
    index.changed(10);
    list.push(entry(30_000, 'last@example.com', 'Quentin', 'Monk', ''));
    index.changed(30_000);
    for (const words of [['example'], ['quentin'], ['elsewhere'], ['puffin'], ['n@else']]) {
      expect(found(index, words).map((item) => item.position)).toEqual(byDefinition(list, words));
    }
  });

  it('walks a word holding the NUL newest first, counting what it does not take', () => {
    const taken: number[] = [];
    const count = indexed(LIST).search(['ada\u0000lovelace'], true, (item) => {
      taken.push(item.position);
      return false;
    });
    expect(count).toBe(byDefinition(LIST, ['ada\u0000lovelace']).length);
    expect(taken).toEqual([byDefinition(LIST, ['ada\u0000lovelace']).at(-1)]);
  });

  it('finds names past the 65,536th distinct value, in blocks of 32-bit ids', () => {
    const list = Array.from({ length: 70_000 }, (_, at) =>
      entry(at + 1, `p${at + 1}@example.com`, `Name-${at + 1}`, 'Doe'),
    );
    const index = indexed(list);
    index.buildAll();
    for (const words of [['name-69999'], ['name-1'], ['name-70000', 'doe'], ['name-5', 'p50@']]) {
      expect(found(index, words).map((item) => item.position)).toEqual(byDefinition(list, words));
    }
  });

  it('counts what it does not hand out as the definition does, domains mixed and in runs', () => {
    const domains = ['example.com', 'Example.org', 'mail.net', 'examples.io'];
    const list = Array.from({ length: 12_000 }, (_, at) => {
      const local = at % 5 === 0 ? `example.fan${at}` : `x${at}`;
      const domain = domains[Math.floor(at / 700) % 4]!;
      return entry(at + 1, `${local}@${domain}`, at % 3 ? 'Ada' : 'Mail', 'Doe', '');
    });
    list.push(entry(20_000, 'no-at-sign-example', 'Ken', 'Doe', ''));
    list.push(entry(20_001, 'odd@example.com@mail.net', 'Ken', 'Doe', ''));
    list.push(entry(20_002, 'example.fan99@mail.net', 'Fan', 'Doe', 'Mail Fans'));
    const searches = ['example', 'mail', 'exam', 'fan', 'fan1', 'ada', 'doe', '.org', 'zz', 'a f'];
    const withAt = [
      '@example.com',
      '@',
      '@mail',
      '@x@y',
      'd@example',
      'x1@exa',
      '@example.com ada',
    ];
    const index = indexed(list);
    for (const search of [...searches, ...withAt]) {
      const words = search.split(' ');
      const expected = byDefinition(list, words).length;
      expect(
        index.search(words, true, () => false),
        search,
      ).toBe(expected);
      expect(
        index.search(words, false, () => false),
        search,
      ).toBe(expected);
    }
  });
});
