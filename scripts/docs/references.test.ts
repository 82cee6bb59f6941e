import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { staleReferences } from './references';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');

/** A small tree with one good and one stale reference of each kind. */
const PLANTED: Record<string, string> = {
  'docs/product.md': '# The product\n\n## 1. Joining\n\n### 1.1 The form\n',
  'docs/other.md': '# Other\n\n## A heading\n\nSee [the form](product.md#11-the-form).\n',
  'server/loop/placeInLine.ts': 'export const place = 1;\n',
  'server/store/entries/lowdbEntryLine.ts': [
    '// Good: server/loop/placeInLine.ts, ../../loop/placeInLine.ts, loop/placeInLine.ts,',
    '// placeInLine.ts, server/store/, docs/product.md §1.1 "The form", §1, other.md#a-heading.',
    '// Stale: lowdb/entryLine.ts and a PostgreSQL postgresLine.ts.',
    '/** The line\'s rule (docs/product.md §2), as in docs/product.md §1.1 "The list". */',
    '// The folder server/missing/ and the page docs/other.md#no-heading.',
    "export const words = 'SUPPORTING DECISIONS WITH PATTERN RECOGNITION';",
    '// The place in line (SPEC section 4).',
  ].join('\n'),
};

const tree = mkdtempSync(join(tmpdir(), 'references-'));
for (const [path, text] of Object.entries(PLANTED)) {
  mkdirSync(dirname(join(tree, path)), { recursive: true });
  writeFileSync(join(tree, path), text);
}
afterAll(() => rmSync(tree, { recursive: true, force: true }));

describe('references to files, folders and docs sections', () => {
  it('reports each planted stale reference, and none of the good ones', () => {
    const file = 'server/store/entries/lowdbEntryLine.ts';
    expect(staleReferences(tree).sort()).toEqual(
      [
        `${file}:3: names lowdb/entryLine.ts, which does not exist`,
        `${file}:3: names postgresLine.ts, which no file of the repository is called`,
        `${file}:4: cites docs/product.md §2, which has no such section`,
        `${file}:4: cites docs/product.md §1.1 "The list", but §1.1 is "The form"`,
        `${file}:5: names server/missing/, no such folder`,
        `${file}:5: links docs/other.md#no-heading, which has no heading #no-heading`,
        `${file}:7: cites SPEC, which is not in the repository: cite docs/product.md`,
      ].sort(),
    );
  });

  // No timing assertion: the machines are shared and noisy (it took 5.5 s in a slow CI run).
  it('finds none in the repository', () => {
    expect(staleReferences(ROOT)).toEqual([]);
  });
});
