import type pg from 'pg';

/**
 * What the areas run their statements through: the store's guarded query
 * (assembly/postgresStore.ts), given a text or a named statement.
 */
export type Query = <R extends pg.QueryResultRow>(
  config: string | pg.QueryConfig,
  values?: unknown[],
) => Promise<R[]>;
