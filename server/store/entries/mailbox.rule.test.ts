import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalMailbox } from '../../../src/shared/index.js';
import { startTestPostgres, type TestPostgres } from '../../testing/postgres.js';
import { PostgresStore } from '../assembly/postgresStore.js';

let postgres: TestPostgres;
let client: pg.Client;

beforeAll(async () => {
  postgres = await startTestPostgres();
  const url = await postgres.createDatabase();
  await (await PostgresStore.open({ databaseUrl: url })).close(); // migrated
  client = new pg.Client({ connectionString: url });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  await postgres?.stop();
});

/** Addresses as the store receives them: any case and spacing, +tags, Gmail's two names. */
const address = fc
  .tuple(
    fc.emailAddress(),
    fc.constantFrom('', '+', '+tag', '+a+b'),
    fc.constantFrom(null, 'gmail.com', 'GoogleMail.com', 'mail.gmail.com'),
    fc.array(fc.boolean(), { maxLength: 64 }),
    fc.constantFrom('', ' '),
  )
  .map(([email, tag, domain, upper, space]) => {
    const at = email.lastIndexOf('@');
    const typed = `${email.slice(0, at)}${tag}@${domain ?? email.slice(at + 1)}`;
    const cased = [...typed].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join('');
    return `${space}${cased}${space}`;
  });

/** PostgreSQL's synapse_mailbox() of each address, in order. */
async function mailboxesOf(emails: readonly string[]): Promise<(string | null)[]> {
  const { rows } = await client.query<{ mailbox: string | null }>(
    `SELECT synapse_mailbox(email) AS mailbox
     FROM unnest($1::text[]) WITH ORDINALITY AS input(email, ord) ORDER BY ord`,
    [emails],
  );
  return rows.map((row) => row.mailbox);
}

describe('the canonical mailbox', () => {
  it("of TypeScript (lowdb, the consoles) is PostgreSQL's synapse_mailbox(), which the unique index holds", async () => {
    const { rows: indexes } = await client.query<{ definition: string }>(
      `SELECT pg_get_indexdef(indexrelid) AS definition FROM pg_index
       WHERE indrelid = 'waitlist_entries'::regclass AND indisunique`,
    );
    // One address, one entry: the stored mailbox (and the twins an older version left) decide.
    expect(indexes.map((index) => index.definition)).toContainEqual(
      expect.stringContaining('(mailbox, mailbox_twin)'),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(address, { minLength: 1, maxLength: 50 }), async (emails) => {
        expect(await mailboxesOf(emails)).toEqual(emails.map(canonicalMailbox));
      }),
      { numRuns: 80 },
    );
  });

  it('is the same on both sides for the rule cases', async () => {
    const cases = [
      'x+1@example.com',
      '+1@example.com',
      'A.B.C+x@GoogleMail.com',
      'a.b@mail.gmail.com',
      '"a@b"+x@example.com',
      'no-at-sign',
      '',
      '++x@example.com',
      'ab+@example.com',
      '@example.com',
      'a@b@example.com',
      'line\nbreak+x@example.com',
    ];
    expect(await mailboxesOf(cases)).toEqual(cases.map(canonicalMailbox));
  });

  it('gives NULL for a NULL address, and a name or domain of any length (issue 42, item 4)', async () => {
    const { rows: nulls } = await client.query<{ mailbox: string | null }>(
      'SELECT synapse_mailbox(NULL) AS mailbox',
    );
    expect(nulls[0]!.mailbox).toBeNull();
    // Cut by position, not by pattern: long parts, "+" and "@" at either end, many dots.
    const cases = [
      `${'a.'.repeat(200)}b+${'t'.repeat(300)}@gmail.com`,
      `${'x'.repeat(500)}@${'d'.repeat(500)}.example`,
      'a+@',
      '+@gmail.com',
      '@',
      'a@',
      '.+.@GMAIL.COM',
      '  spaced+out@Example.ORG  ',
    ];
    expect(await mailboxesOf(cases)).toEqual(cases.map(canonicalMailbox));
  });
});
