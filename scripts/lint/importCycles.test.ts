import { mkdir, rm, writeFile } from 'node:fs/promises';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathBack } from './importCycles.mjs';

// Rule 15 of the architecture picture (scripts/lint/layers.mjs): no import cycles. The cycle rule
// reads the files an import leads to from disk, so the planted modules are real files, written
// into the project's own folders for the test and removed after it.
const eslint = new ESLint({ cwd: process.cwd() });
const name = `planted${process.pid}`;
const folders = [`server/${name}`, `src/features/${name}`, `scripts/${name}`];

const files: Record<string, string> = {
  // A value cycle with the server's .js specifiers.
  [`server/${name}/joins.ts`]:
    "import { line } from './line.js';\nexport const joins = () => line;\n",
  [`server/${name}/line.ts`]:
    "import { joins } from './joins.js';\nexport const line = () => joins;\n",
  // A cycle of types only.
  [`server/${name}/entryTypes.ts`]:
    "import type { Sync } from './syncTypes.js';\nexport interface Entry { sync?: Sync }\n",
  [`server/${name}/syncTypes.ts`]:
    "import type { Entry } from './entryTypes.js';\nexport interface Sync { entry?: Entry }\n",
  // Three modules through the site's alias, the last one re-exporting the first.
  [`src/features/${name}/war.ts`]: `import { defcon } from '@features/${name}/defcon';\nexport const war = () => defcon;\n`,
  [`src/features/${name}/defcon.ts`]:
    "import { menu } from './menu';\nexport const defcon = () => menu;\n",
  [`src/features/${name}/menu.ts`]: "export { war as menu } from './war';\n",
  // A script and the module it loads lazily.
  [`scripts/${name}/run.mjs`]: "export const run = () => import('./step.mjs');\n",
  [`scripts/${name}/step.mjs`]: "import { run } from './run.mjs';\nexport const step = run;\n",
  // One way only: no cycle.
  [`server/${name}/store.ts`]: "import { rules } from './rules.js';\nexport const store = rules;\n",
  [`server/${name}/rules.ts`]: 'export const rules = 1;\n',
};

beforeAll(async () => {
  for (const folder of folders) await mkdir(folder, { recursive: true });
  for (const [path, text] of Object.entries(files)) await writeFile(path, text);
});

afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function cycleProblems(path: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([path]);
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('npm run lint finds import cycles', () => {
  it('fails on two server modules that import each other, naming the chain', async () => {
    expect(await cycleProblems(`server/${name}/joins.ts`)).toEqual([
      `synapse/no-import-cycles: Import cycle: server/${name}/joins.ts -> server/${name}/line.ts -> server/${name}/joins.ts. Move what both need into a module they both import.`,
    ]);
  });

  it('fails on a cycle of type-only imports', async () => {
    const found = await cycleProblems(`server/${name}/syncTypes.ts`);
    expect(found).toEqual([
      expect.stringContaining(
        `Import cycle: server/${name}/syncTypes.ts -> server/${name}/entryTypes.ts -> server/${name}/syncTypes.ts`,
      ),
    ]);
  });

  it('fails on a cycle of three site modules through an alias and a re-export', async () => {
    const found = await cycleProblems(`src/features/${name}/war.ts`);
    expect(found).toEqual([
      expect.stringContaining(
        `src/features/${name}/war.ts -> src/features/${name}/defcon.ts -> src/features/${name}/menu.ts -> src/features/${name}/war.ts`,
      ),
    ]);
    expect(await cycleProblems(`src/features/${name}/menu.ts`)).toHaveLength(1);
  });

  it('fails on a script that loads a module importing it back', async () => {
    const found = await cycleProblems(`scripts/${name}/run.mjs`);
    expect(found).toEqual([expect.stringContaining(`scripts/${name}/step.mjs`)]);
  });

  it('passes modules that import one way only', async () => {
    expect(await cycleProblems(`server/${name}/store.ts`)).toEqual([]);
    expect(await cycleProblems(`server/${name}/rules.ts`)).toEqual([]);
  });
});

describe('pathBack', () => {
  const graph: Record<string, string[]> = {
    a: ['b', 'x'],
    b: ['c', 'a'],
    c: ['a'],
    x: ['y'],
    y: [],
  };
  const importsOf = (file: string) => graph[file] ?? [];

  it('answers the shortest chain back to the file', () => {
    expect(pathBack('b', 'a', importsOf)).toEqual(['b', 'a']);
    expect(pathBack('c', 'b', importsOf)).toEqual(['c', 'a', 'b']);
  });

  it('answers the file itself for a module that imports itself', () => {
    expect(pathBack('a', 'a', importsOf)).toEqual(['a']);
  });

  it('answers null when no chain leads back', () => {
    expect(pathBack('x', 'a', importsOf)).toBeNull();
  });
});

describe('the project today', () => {
  it('has no import cycle in the modules that had one', async () => {
    const results = await eslint.lintFiles([
      'server/store/entries/postgresAdminReads.ts',
      'server/store/types.ts',
      'src/features/terminal/engine/commands/defcon.ts',
    ]);
    const cycles = results.flatMap((result) =>
      result.messages.filter((message) => message.ruleId === 'synapse/no-import-cycles'),
    );
    expect(cycles).toEqual([]);
  });
});
