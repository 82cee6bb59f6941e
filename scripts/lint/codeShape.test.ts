import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_LINES, oversizedFiles, unusedExports } from './codeShape';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
/**
 * Exports that something outside the code's own files loads, as "path: name". None today: add one
 * here, with the reason beside it, rather than export code nothing names.
 */
const ENTRY_POINTS: string[] = [];

const lines = (count: number) => Array.from({ length: count }, (_, i) => `const a${i} = ${i};`);

/** A small tree: one file of each kind the checks must tell apart. */
const PLANTED: Record<string, string> = {
  'src/big.ts': lines(MAX_LINES + 1).join('\n'),
  'src/big.test.ts': lines(MAX_LINES * 2).join('\n'),
  'server/justRight.ts': lines(MAX_LINES).join('\n'),
  'server/rules.ts': [
    'export const used = 1;',
    'export function localOnly() { return 2; }',
    'export const twice = localOnly();',
    'export type Dead = { never: true };',
    'export const loadedByTheShell = 3;',
  ].join('\n'),
  'src/user.ts': "import { used } from '../server/rules';\nconsole.log(used);",
  'src/user.test.ts': "import { twice } from './x';\nexpect(twice).toBe(2);",
};

const tree = mkdtempSync(join(tmpdir(), 'code-shape-'));
for (const [path, text] of Object.entries(PLANTED)) {
  mkdirSync(dirname(join(tree, path)), { recursive: true });
  writeFileSync(join(tree, path), text);
}
afterAll(() => rmSync(tree, { recursive: true, force: true }));

describe(`no code file over ${MAX_LINES} lines`, () => {
  it('reports a planted non-test file one line over, not a test nor a file at the limit', () => {
    expect(oversizedFiles(tree)).toEqual([`src/big.ts: ${MAX_LINES + 1} lines`]);
  });

  it('finds none in src/, server/, electron/, bench/ and scripts/', () => {
    expect(oversizedFiles(ROOT), 'split each by meaning').toEqual([]);
  });
});

describe('no export that nothing uses', () => {
  it('reports a planted dead export, not one imported, used in its own file or a named entry point', () => {
    expect(unusedExports(tree, ['src', 'server'], ['server/rules.ts: loadedByTheShell'])).toEqual([
      'server/rules.ts: Dead',
    ]);
  });

  it('finds none in src/, server/ and electron/', () => {
    expect(unusedExports(ROOT, ['src', 'server', 'electron'], ENTRY_POINTS)).toEqual([]);
  });
});
