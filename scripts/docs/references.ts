import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { repoFiles } from '../lint/repoFiles';

/**
 * Issue 43, item 3: the repository stands on its own. Every file, folder and docs section that a
 * comment or a page names must exist in it, and nothing cites documents a clone does not hold.
 * Plain text and regular expressions, no parser: the whole tree is read in about a second.
 */

const SOURCE = /\.(?:ts|tsx|mts|cts|mjs|cjs|js|css|sql)$/;
const FILE_ENDINGS = 'ts|tsx|mts|cts|mjs|cjs|js|json|sql|md|css|html|yml|yaml';
/** A path with at least one folder: `server/loop/placeInLine.ts`, `../lint/repoFiles.ts`. */
const FILE_PATH = new RegExp(
  `(?<![\\w@/.:\${}-])((?:\\.{1,2}/)*(?:[\\w-][\\w.-]*/)+[\\w.-]*\\.(?:${FILE_ENDINGS}))(?![\\w/-])`,
  'g',
);
/** A file named alone: `placeInLine.ts`. */
const FILE_NAME =
  /(?<![\w@/.:${}*<>-])([A-Za-z][\w-]*(?:\.[\w-]+)*\.(?:ts|tsx|mts|mjs|sql|md))(?![\w/-])/g;
/** A folder of the project's own, written with its trailing slash: `server/store/`. */
const FOLDER =
  /(?<![\w@/.:-])((?:src|server|electron|e2e|scripts|bench|docs|public|resources)\/(?:[\w.-]+\/)*)(?![\w.])/g;
/** `docs/product.md §4.2 "Terminal flow"`; a bare `§4.2` names docs/product.md. */
const SECTION = /(?:([\w./-]*[\w-]\.md) )?§(\d+(?:\.\d+)*)(?: "([^"\n]+)")?/g;
const ANCHOR = /([\w./-]*[\w-]\.md)#([\w-]+)/g;
/** The documents the product was first described in, which live outside the repository. */
const OUTSIDE_DOCUMENTS = /\b(?:SPEC|DECISIONS|STYLE)\b/g;
/** Paths of what a run writes (builds, data, installs), which a clone does not hold either. */
const RUN_OUTPUT = /^(?:\.\/)?(?:dist|out|data|release|node_modules|test-results|booth-data)\//;
/** A path that stands for any: `NNNN-name.sql`, `path/to/db.json`. */
const PLACEHOLDER = /NNNN|^path\/to\//;
/** Data an older build made, kept as it made it (comments included), and this check's planted cases. */
const NOT_CHECKED = /\/fixtures\/|^scripts\/docs\/references\.test\.ts$/;

interface Tree {
  root: string;
  files: Set<string>;
  /** Every trailing part of every path, so `lowdb/engine.ts` is found wherever it lives. */
  tails: Set<string>;
  read: (path: string) => string;
}

function treeOf(root: string): Tree {
  const files = new Set(repoFiles(root));
  const tails = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let start = 0; start < parts.length; start++) {
      tails.add(parts.slice(start).join('/'));
      for (let end = start + 1; end < parts.length; end++) {
        tails.add(`${parts.slice(start, end).join('/')}/`);
      }
    }
  }
  const cache = new Map<string, string>();
  const read = (path: string) => {
    if (!cache.has(path)) cache.set(path, readFileSync(join(root, path), 'utf8'));
    return cache.get(path)!;
  };
  return { root, files, tails, read };
}

/** The lines of a source file that are comments (or the comment after code), others blank. */
export function commentText(source: string): string {
  return source
    .split('\n')
    .map((line) => {
      if (/^\s*(?:\/\/|\/\*|\*|--)/.test(line)) return line;
      const after = line.match(/\s\/\/\s(.*)$/);
      return after ? after[1]! : '';
    })
    .join('\n');
}

/** The anchors GitHub gives a page's headings: lower-cased, punctuation dropped, spaces to -. */
export function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
  for (const [, heading] of prose.matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const text = heading!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

/** Numbered headings ("## 4. States", "### 4.2 Terminal flow") by number, with their titles. */
function numberedSections(markdown: string): Map<string, string> {
  const sections = new Map<string, string>();
  for (const [, number, title] of markdown.matchAll(/^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s+(.+)$/gm)) {
    sections.set(number!, title!.trim());
  }
  return sections;
}

/** The project file a path names from `from`: beside it, from the root, or by its tail. */
function resolvePath(tree: Tree, token: string, from: string): string | null {
  const candidates = [
    posix.normalize(posix.join(posix.dirname(from), token)),
    posix.normalize(token),
  ];
  // The server's imports name its .ts files with a .js ending.
  const forms = (path: string) => [
    path,
    path.replace(/\.js$/, '.ts'),
    path.replace(/\.js$/, '.tsx'),
  ];
  for (const candidate of candidates.flatMap(forms)) {
    if (tree.files.has(candidate) || tree.tails.has(candidate.endsWith('/') ? candidate : '')) {
      return candidate;
    }
  }
  if (token.startsWith('.')) return null;
  const tail = forms(token).find((form) => tree.tails.has(form));
  if (!tail) return null;
  return [...tree.files].find((file) => file === tail || file.endsWith(`/${tail}`)) ?? tail;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

function pathProblems(tree: Tree, file: string, text: string): string[] {
  const problems: string[] = [];
  const report = (index: number, what: string) =>
    problems.push(`${file}:${lineOf(text, index)}: ${what}`);
  for (const match of text.matchAll(FILE_PATH)) {
    const token = match[1]!;
    if (RUN_OUTPUT.test(token) || PLACEHOLDER.test(token) || resolvePath(tree, token, file)) {
      continue;
    }
    report(match.index, `names ${token}, which does not exist`);
  }
  for (const match of text.matchAll(FILE_NAME)) {
    const name = match[1]!;
    if (
      !PLACEHOLDER.test(name) &&
      !tree.tails.has(name) &&
      !tree.tails.has(name.replace(/\.js$/, '.ts'))
    ) {
      report(match.index, `names ${name}, which no file of the repository is called`);
    }
  }
  for (const match of text.matchAll(FOLDER)) {
    if (!tree.tails.has(match[1]!)) report(match.index, `names ${match[1]}, no such folder`);
  }
  for (const match of text.matchAll(OUTSIDE_DOCUMENTS)) {
    report(match.index, `cites ${match[0]}, which is not in the repository: cite docs/product.md`);
  }
  return problems;
}

function sectionProblems(tree: Tree, file: string, text: string): string[] {
  const problems: string[] = [];
  const report = (index: number, what: string) =>
    problems.push(`${file}:${lineOf(text, index)}: ${what}`);
  for (const match of text.matchAll(SECTION)) {
    const [, page, number, title] = match;
    const target = resolvePath(tree, page ?? 'docs/product.md', file);
    const name = page ?? 'docs/product.md';
    if (!target) {
      report(match.index, `cites ${name} §${number}, and there is no ${name}`);
      continue;
    }
    const heading = numberedSections(tree.read(target)).get(number!);
    if (heading === undefined)
      report(match.index, `cites ${name} §${number}, which has no such section`);
    else if (title && !heading.toLowerCase().startsWith(title.toLowerCase())) {
      report(match.index, `cites ${name} §${number} "${title}", but §${number} is "${heading}"`);
    }
  }
  for (const match of text.matchAll(ANCHOR)) {
    const [, page, anchor] = match;
    const target = resolvePath(tree, page!, file) ?? resolvePath(tree, `docs/${page}`, file);
    if (!target) report(match.index, `links ${page}#${anchor}, and there is no ${page}`);
    else if (!headingAnchors(tree.read(target)).has(anchor!)) {
      report(match.index, `links ${page}#${anchor}, which has no heading #${anchor}`);
    }
  }
  return problems;
}

/** Every stale reference in the tree at `root`, as "file:line: what is wrong". */
export function staleReferences(root: string): string[] {
  const tree = treeOf(root);
  const problems: string[] = [];
  for (const file of tree.files) {
    const isPage = file.endsWith('.md');
    if ((!isPage && !SOURCE.test(file)) || NOT_CHECKED.test(file)) continue;
    const text = tree.read(file);
    const comments = isPage ? text : commentText(text);
    problems.push(...pathProblems(tree, file, comments), ...sectionProblems(tree, file, text));
  }
  return problems;
}
