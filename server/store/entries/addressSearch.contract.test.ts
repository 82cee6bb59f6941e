import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListQuery } from '../../../src/shared/index.js';
import { newEntry } from '../../testing/fixtures.js';
import { bothStores } from '../testing/bothStores.js';
import type { EntryPage, NewEntry, Store } from '../types.js';

/**
 * Issue 30, item 3: PostgreSQL finds an address, whole or its start (with its '@' or without:
 * "seed-4242"), through the address's indexes (server/store/entries/postgresAddressSearch.ts). The answers must stay the substring search's: the same
 * searches go to both stores, holding the same entries, and each answer is compared with the other
 * store's and with the rule itself (names, address or company hold the search, any letter case).
 */

const NOW = new Date('2026-11-25T12:00:00.000Z');
const kinds = bothStores(() => new Date(NOW));

/** Entries whose addresses end, start or hold another one's parts, and '@' outside an address. */
const ENTRIES: NewEntry[] = [
  newEntry('ada@example.com'),
  newEntry('xada@example.com'),
  newEntry('ada@example.community'),
  newEntry('Ada.Lovelace@Example.COM'),
  newEntry('ada+news@example.org'),
  newEntry('nada@elsewhere.net'),
  newEntry('a_b@example.com'),
  newEntry('axb@example.com'),
  newEntry('a%b@example.com'),
  newEntry('grace@navy.mil', { company: 'ada@example.com fans' }),
  newEntry('ken@bell-labs.com', { firstName: 'Ken@ada', lastName: 'Thompson' }),
  newEntry('bob@example.com', { company: 'bob@example.com' }),
  newEntry('seed-424242@example.com', { firstName: 'Seed', lastName: 'Entry' }),
  newEntry('seed-4242@example.com', { firstName: 'Seed', lastName: 'Entry' }),
  newEntry('xseed-4242@example.com'),
  newEntry('hedy@example.net', { company: 'Seed-4242 Labs' }),
  newEntry('a_b.news@example.com'),
  newEntry('axb.news@example.com'),
];

const SEARCHES = [
  'ada@example.com',
  'ADA@EXAMPLE.COM',
  'ada@',
  'da@exa',
  'ada@example.co',
  'a@example.com',
  'lovelace@example.com',
  'ada+news@',
  'a_b@',
  'a%b@',
  'ken@ada',
  'bob@example.com',
  'ada@example.com fans',
  '@example.com',
  'seed-424242@example.com',
  'seed-4242@',
  'seed-4242',
  'SEED-4242',
  'eed-4242',
  'seed-42424',
  'ada.love',
  'a_b.new',
  'a%b.new',
  'b.news',
  'ada@@',
  'nobody@nowhere.example',
];

/** The substring rule: every word of the search in the names, the address or the company. */
function expectedEmails(search: string): string[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return ENTRIES.map((entry, index) => ({ entry, position: index + 1 }))
    .filter(({ entry }) => {
      const text = [entry.firstName, entry.lastName, entry.email, entry.company]
        .join('\u0000')
        .toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .sort((a, b) => b.position - a.position)
    .map(({ entry }) => entry.email);
}

const answer = (page: EntryPage) => ({
  emails: page.entries.map((entry) => entry.email),
  matching: page.matching,
  total: page.total,
  estimated: page.estimated ?? false,
});

describe('an admin search for an address on PostgreSQL and lowdb', () => {
  const stores: Store[] = [];
  beforeAll(async () => {
    for (const kind of kinds) {
      await kind.setUp();
      const store = await kind.open();
      for (const entry of ENTRIES) await store.join(entry);
      stores.push(store);
    }
  }, 120_000);
  afterAll(async () => {
    for (const store of stores) await store.close();
    for (const kind of kinds) {
      await kind.forget();
      await kind.tearDown();
    }
  });

  it.each(SEARCHES)(
    'answers %j alike on both stores, as the substring rule does',
    async (search) => {
      const query: ListQuery = { search, offset: 0, limit: 50 };
      const [lowdb, postgres] = await Promise.all(stores.map((store) => store.listEntries(query)));
      const expected = expectedEmails(search);
      expect(answer(postgres!)).toEqual(answer(lowdb!));
      expect(answer(postgres!)).toEqual({
        emails: expected,
        matching: expected.length,
        total: ENTRIES.length,
        estimated: false,
      });
    },
  );

  it('pages an address search alike on both stores', async () => {
    const query: ListQuery = { search: 'a@example.com', offset: 1, limit: 2 };
    const [lowdb, postgres] = await Promise.all(stores.map((store) => store.listEntries(query)));
    expect(answer(postgres!)).toEqual(answer(lowdb!));
    expect(answer(postgres!).emails).toEqual(expectedEmails('a@example.com').slice(1, 3));
    expect(postgres!.matching).toBe(expectedEmails('a@example.com').length);
  });

  it('counts the matches alike on both stores when the page asked for is past them', async () => {
    for (const search of ['a@example.com', 'seed-4242']) {
      const query: ListQuery = { search, offset: 40, limit: 5 };
      const [lowdb, postgres] = await Promise.all(stores.map((store) => store.listEntries(query)));
      expect(answer(postgres!)).toEqual(answer(lowdb!));
      expect(answer(postgres!)).toMatchObject({
        emails: [],
        matching: expectedEmails(search).length,
      });
    }
  });
});
