import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const CREATE = /^CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+(\w+)\s*\(/gim;
const DROP = /^DROP\s+FUNCTION\s+(?:IF\s+EXISTS\s+)?(\w+)/gim;
const BODY_OPENING = /\bAS\s+(\$\w*\$)/i;

/** A function created (its whole statement) or dropped (null) by an SQL text, in text order. */
interface FunctionChange {
  name: string;
  statement: string | null;
  at: number;
}

/**
 * The whole statement from CREATE to the `;` after its dollar-quoted body, with `OR REPLACE` taken
 * out: a rule's first migration creates it, later ones replace it, the area's file may do either.
 */
function createStatement(sql: string, start: number, name: string): string {
  const opening = BODY_OPENING.exec(sql.slice(start));
  if (!opening) throw new Error(`No body for function ${name}`);
  const tag = opening[1]!;
  const bodyStart = start + opening.index + opening[0].length;
  const bodyEnd = sql.indexOf(tag, bodyStart);
  const end = bodyEnd < 0 ? -1 : sql.indexOf(';', bodyEnd + tag.length);
  if (end < 0) throw new Error(`No end for function ${name}`);
  return sql.slice(start, end + 1).replace(/^CREATE\s+OR\s+REPLACE\s+/i, 'CREATE ');
}

function functionChanges(sql: string): FunctionChange[] {
  const created = [...sql.matchAll(CREATE)].map((match) => ({
    name: match[1]!.toLowerCase(),
    statement: createStatement(sql, match.index, match[1]!),
    at: match.index,
  }));
  const dropped = [...sql.matchAll(DROP)].map((match) => ({
    name: match[1]!.toLowerCase(),
    statement: null,
    at: match.index,
  }));
  return [...created, ...dropped].sort((a, b) => a.at - b.at);
}

/** Each function an SQL text defines, by name: its (last) CREATE statement. */
export function functionDefinitions(sql: string): Map<string, string> {
  const definitions = new Map<string, string>();
  for (const { name, statement } of functionChanges(sql)) {
    if (statement) definitions.set(name, statement);
  }
  return definitions;
}

/** What the migrations of `folder`, run in order, leave of each function: its latest statement. */
export function latestMigrationDefinitions(
  folder: string,
): Map<string, { statement: string; migration: string }> {
  const latest = new Map<string, { statement: string; migration: string }>();
  for (const migration of readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    for (const { name, statement } of functionChanges(
      readFileSync(join(folder, migration), 'utf8'),
    )) {
      if (statement) latest.set(name, { statement, migration });
      else latest.delete(name);
    }
  }
  return latest;
}
