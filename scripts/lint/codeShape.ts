import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isCodeFile, isTestFile, repoFiles } from './repoFiles';

/**
 * Issue 43, item 5: the code's shape, read as text. A file past ~300 lines is usually two
 * (the project's style), and an export that no other file names is code nothing uses.
 */

export const MAX_LINES = 300;
/** The folders whose code the checks hold to their rules. */
export const CODE_FOLDERS = ['src', 'server', 'electron', 'bench', 'scripts'];

const inFolders = (path: string, folders: readonly string[]) =>
  folders.some((folder) => path.startsWith(`${folder}/`));

/** Non-test code files of `folders` over `max` lines, as "path: N lines". */
export function oversizedFiles(root: string, folders = CODE_FOLDERS, max = MAX_LINES): string[] {
  return repoFiles(root)
    .filter((path) => inFolders(path, folders) && isCodeFile(path) && !isTestFile(path))
    .map((path) => ({ path, lines: readFileSync(join(root, path), 'utf8').trimEnd().split('\n') }))
    .filter(({ lines }) => lines.length > max)
    .map(({ path, lines }) => `${path}: ${lines.length} lines`);
}

const DECLARED_EXPORT =
  /^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|abstract\s+class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm;
/** `export { a, b as c };` of the file's own names (a re-export `from` elsewhere is not one). */
const LISTED_EXPORT = /^export\s+(?:type\s+)?\{([^}]*)\}\s*;/gm;
const WORD = /[A-Za-z_$][\w$]*/g;

function exportedNames(source: string): string[] {
  const names = [...source.matchAll(DECLARED_EXPORT)].map((match) => match[1]!);
  for (const [, list] of source.matchAll(LISTED_EXPORT)) {
    for (const item of list!.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.push(name);
    }
  }
  return names;
}

/**
 * Named exports of the non-test code in `folders` that no other file of the tree names, as
 * "path: name". Any mention counts as a use (an import, a re-export, a test), so it errs towards
 * keeping; `entryPoints` lists "path: name" exports that something outside the code loads.
 */
export function unusedExports(
  root: string,
  folders: readonly string[] = ['src', 'server', 'electron'],
  entryPoints: readonly string[] = [],
): string[] {
  const files = repoFiles(root).filter((path) => isCodeFile(path) || /\.(?:html|json)$/.test(path));
  const filesNaming = new Map<string, number>();
  const sources = new Map<string, string>();
  for (const path of files) {
    const source = readFileSync(join(root, path), 'utf8');
    sources.set(path, source);
    for (const word of new Set(source.match(WORD))) {
      filesNaming.set(word, (filesNaming.get(word) ?? 0) + 1);
    }
  }
  const unused: string[] = [];
  for (const [path, source] of sources) {
    if (!inFolders(path, folders) || !isCodeFile(path) || isTestFile(path)) continue;
    const ownWords = source.match(WORD) ?? [];
    for (const name of new Set(exportedNames(source))) {
      const named = `${path}: ${name}`;
      // Named by no other file, and by its own only where it is declared.
      const usedHere = ownWords.filter((word) => word === name).length > 1;
      if ((filesNaming.get(name) ?? 0) <= 1 && !usedHere && !entryPoints.includes(named)) {
        unused.push(named);
      }
    }
  }
  return unused;
}
