import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { functionDefinitions, latestMigrationDefinitions } from './testing/sqlFunctions.js';

/**
 * A rule written in TypeScript and in SQL keeps its SQL's current text in its area
 * (server/store/<area>/postgres*.sql), beside its rule test; the migrations keep the text each ran.
 * This holds the two the same: an area's text is what the latest migration left of the function.
 */
const STORE = dirname(fileURLToPath(import.meta.url));
const MIGRATIONS = join(STORE, 'postgres', 'migrations');

const areaFiles = readdirSync(STORE, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'postgres')
  .flatMap((area) =>
    readdirSync(join(STORE, area.name))
      .filter((name) => /^postgres.*\.sql$/.test(name))
      .map((name) => join(STORE, area.name, name)),
  );

describe("the rules' SQL in their areas", () => {
  const latest = latestMigrationDefinitions(MIGRATIONS);

  it('are found: the line status, referral codes and rules, mailbox, join batch and cohorts', () => {
    const functions = areaFiles.flatMap((file) => [
      ...functionDefinitions(readFileSync(file, 'utf8')).keys(),
    ]);
    expect(functions.sort()).toEqual(
      [
        'analytics_cohort',
        'analytics_day',
        'synapse_counts_as_referral',
        'synapse_line_status',
        'synapse_mailbox',
        'synapse_referral_code',
        'waitlist_join_batch',
      ].sort(),
    );
  });

  it.each(areaFiles.map((file) => [relative(STORE, file), file]))(
    '%s is what the latest migration left',
    (_name, file) => {
      for (const [name, statement] of functionDefinitions(readFileSync(file, 'utf8'))) {
        expect(latest.get(name)?.statement, `${name}: no migration creates it`).toBeDefined();
        expect(statement, `${name} differs from ${latest.get(name)!.migration}`).toBe(
          latest.get(name)!.statement,
        );
      }
    },
  );

  it('follow a function that a later migration replaces or drops', () => {
    const folder = mkdtempSync(join(tmpdir(), 'synapse-migrations-'));
    const f1 = 'CREATE FUNCTION f(x int) RETURNS int LANGUAGE sql AS $$ SELECT x $$;';
    const g = 'CREATE FUNCTION g() RETURNS int LANGUAGE sql AS $body$ SELECT 1; $body$;';
    const f2 =
      'CREATE OR REPLACE FUNCTION f(x int) RETURNS int\n  LANGUAGE sql AS $$ SELECT x + 1 $$;';
    try {
      writeFileSync(join(folder, '0001-first.sql'), `-- f and g\n${f1}\n${g}\n`);
      writeFileSync(join(folder, '0002-second.sql'), `DROP FUNCTION g();\nSELECT 1;\n${f2}\n`);
      const found = latestMigrationDefinitions(folder);
      expect([...found.keys()]).toEqual(['f']);
      expect(found.get('f')).toEqual({
        statement: f2.replace('CREATE OR REPLACE', 'CREATE'),
        migration: '0002-second.sql',
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
