import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

/**
 * The schema, one whole .sql file per version in migrations/, oldest first: NNNN-name.sql, numbered
 * from 0001 without gaps. A released file is never edited: a change is a new file with the next
 * number, and a function it changes is created again whole there (CREATE OR REPLACE FUNCTION with
 * its full text), so the latest file that names a function shows all of it. schema.sql beside this
 * folder is the schema they make (`npm run db:schema` writes it again; schema.test.ts compares). A
 * rule written in TypeScript and in SQL also keeps its function's current text in its area
 * (server/store/<area>/postgres*.sql; server/store/ruleSql.test.ts holds it to the migrations).
 *
 * The folder is read at run time, beside this module: `npm run build:server` and the kiosk's build
 * (electron.vite.config.ts) copy it next to the compiled code (scripts/build/copyMigrations.mjs).
 */
export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Migration {
  /** The number of the file, recorded in schema_migrations once applied. */
  version: number;
  file: string;
  sql: string;
}

const FILE_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.sql$/;

/** The migration files of `dir`, oldest first; a misnamed or misnumbered file stops the start. */
export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file, index) => {
      const match = FILE_NAME.exec(file);
      if (!match) {
        throw new Error(`Migration ${file} in ${dir}: a name is NNNN-words-with-dashes.sql`);
      }
      const version = Number(match[1]);
      if (version !== index + 1) {
        throw new Error(
          `Migration ${file} in ${dir}: expected number ${index + 1} (from 1, no gap, no repeat)`,
        );
      }
      return { version, file, sql: await readFile(join(dir, file), 'utf8') };
    }),
  );
}

/** Any fixed number: every Synapse process takes the same lock, so only one migrates at a time. */
const MIGRATION_LOCK = 7_265_301;

/**
 * Brings the schema up to date. N processes starting together queue on an advisory lock;
 * the first applies the missing versions, each in its own transaction with its record in
 * schema_migrations, and the others find them recorded and apply nothing.
 * Answers the versions this call applied.
 */
export async function migrate(
  client: pg.ClientBase,
  migrations?: readonly Migration[],
): Promise<number[]> {
  const steps = migrations ?? (await readMigrations());
  // Waiting for another process's migration, or building an index on a big table, may take
  // longer than the pool's statement timeout; the client gets it back when it returns to the pool.
  await client.query('SET statement_timeout = 0');
  await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
  try {
    await client.query(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version    integer PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const { rows } = await client.query<{ version: number }>(
      'SELECT version FROM schema_migrations',
    );
    const applied = new Set(rows.map((row) => row.version));
    const done: number[] = [];
    for (const step of steps) {
      if (applied.has(step.version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(step.sql);
        await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [step.version]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        (error as Error).message = `migration ${step.file}: ${(error as Error).message}`;
        throw error;
      }
      done.push(step.version);
    }
    return done;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    await client.query('RESET statement_timeout');
  }
}
