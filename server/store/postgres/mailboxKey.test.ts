import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailIdentity } from '../../../src/shared/index.js';
import { startTestPostgres, type TestPostgres } from '../../testing/postgres.js';
import { PostgresStore } from './postgresStore.js';

let postgres: TestPostgres;
let client: pg.Client;
/** The expression of the unique index that makes one address one entry, as PostgreSQL reports it. */
let indexExpression: string;

beforeAll(async () => {
  postgres = await startTestPostgres();
  const url = await postgres.createDatabase();
  await (await PostgresStore.open({ databaseUrl: url })).close(); // migrated
  client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ definition: string }>(
    `SELECT pg_get_indexdef(indexrelid) AS definition FROM pg_index
     WHERE indrelid = 'waitlist_entries'::regclass AND indisunique AND indexprs IS NOT NULL`,
  );
  expect(rows).toHaveLength(1);
  const definition = rows[0]!.definition;
  indexExpression = definition.slice(definition.indexOf('(') + 1, definition.lastIndexOf(')'));
});

afterAll(async () => {
  await client?.end();
  await postgres?.stop();
});

/** Addresses as the store receives them, in any case and spacing. */
const address = fc
  .tuple(fc.emailAddress(), fc.array(fc.boolean(), { maxLength: 64 }), fc.constantFrom('', ' '))
  .map(([email, upper, space]) => {
    const cased = [...email].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join('');
    return `${space}${cased}${space}`;
  });

describe('the e-mail identity', () => {
  it("of TypeScript (lowdb, the consoles) is the PostgreSQL unique index's expression", async () => {
    expect(indexExpression).toMatch(/email/);
    await fc.assert(
      fc.asyncProperty(fc.array(address, { minLength: 1, maxLength: 50 }), async (emails) => {
        const { rows } = await client.query<{ identity: string }>(
          `SELECT ${indexExpression} AS identity
           FROM unnest($1::text[]) WITH ORDINALITY AS input(email, ord) ORDER BY ord`,
          [emails],
        );
        expect(rows.map((row) => row.identity)).toEqual(emails.map(emailIdentity));
      }),
      { numRuns: 60 },
    );
  });
});
