import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Folders that hold no file of the repository's own: installs, builds, run output. */
const NOT_SOURCE = new Set([
  'node_modules',
  '.git',
  'dist',
  'out',
  'data',
  'release',
  'test-results',
  'playwright-report',
  'booth-data',
]);

/** Every file below `root` that the repository keeps, as a forward-slash path relative to it. */
export function repoFiles(root: string, folder = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!NOT_SOURCE.has(entry.name)) files.push(...repoFiles(root, path));
    } else if (entry.isFile()) {
      files.push(path);
    }
  }
  return files;
}

/** TypeScript and JavaScript sources, whatever their module flavour. */
export const isCodeFile = (path: string): boolean => /\.(?:ts|tsx|mts|cts|mjs|cjs|js)$/.test(path);

/** A test, or a browser test's support: code that only the test runners load. */
export const isTestFile = (path: string): boolean =>
  /\.(?:test|spec)\.[cm]?[jt]sx?$/.test(path) || path.startsWith('e2e/');
