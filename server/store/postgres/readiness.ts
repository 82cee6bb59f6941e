import type pg from 'pg';
import { readMigrations } from './migrate.js';

let latest: Promise<number> | undefined;

/** The newest migration this build ships: the schema version a ready database has. */
function latestMigration(): Promise<number> {
  latest ??= readMigrations().then((migrations) => migrations.at(-1)?.version ?? 0);
  return latest;
}

/**
 * Null when PostgreSQL answers and holds every migration of this build; else why not. The reason
 * names no host or error text: /readyz is public.
 */
export async function postgresReadiness(pool: pg.Pool, closed: boolean): Promise<string | null> {
  if (closed) return 'the store is closed';
  let applied: number;
  try {
    const { rows } = await pool.query<{ version: number | null }>(
      'SELECT max(version)::integer AS version FROM schema_migrations',
    );
    applied = rows[0]?.version ?? 0;
  } catch {
    return 'the database does not answer';
  }
  const expected = await latestMigration();
  if (applied < expected) {
    return `the database schema is at version ${applied}, this build needs ${expected}`;
  }
  return null;
}
