import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingAnchors } from './docs/references';

// Issue 25: the README stays what a newcomer needs, and the pages it sends them to stay true to
// the tree: links lead somewhere, the architecture page names every folder, every setting is in
// the configuration table, and every path the pages name exists.
const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
/** Pages kept short, with where their detail goes (performance.md: issue 43, item 4). */
const LINE_LIMITS: [string, number, string][] = [
  ['README.md', 200, 'move detail into a page under docs/ and link it'],
  ['docs/performance.md', 300, 'keep the latest figures; older rounds live in git'],
];
const MAPPED_FOLDERS = ['src', 'server', 'electron', 'e2e', 'bench', 'scripts'];
const NOT_SOURCE = new Set(['node_modules', 'dist', 'out', 'data', 'test-results']);
const PATH_ROOTS = [...MAPPED_FOLDERS, 'public', 'resources', 'docs'];

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const docsPages = readdirSync(join(ROOT, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);
const pages = ['README.md', 'SECURITY.md', ...docsPages];

/** The page without its fenced code blocks, whose text is neither links nor headings. */
function prose(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
}

/** Every relative link target of a page, as written. */
function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target));
}

/** Folders under `folder` that hold a file at some depth, as project-relative paths. */
function foldersUnder(folder: string): string[] {
  const found: string[] = [];
  const walk = (path: string): boolean => {
    let holdsFile = false;
    const inside: string[] = [];
    for (const name of readdirSync(join(ROOT, path))) {
      const child = `${path}/${name}`;
      if (!statSync(join(ROOT, child)).isDirectory()) holdsFile = true;
      else if (!NOT_SOURCE.has(name) && walk(child)) {
        holdsFile = true;
        inside.push(child);
      }
    }
    found.push(...inside);
    return holdsFile;
  };
  walk(folder);
  return found;
}

/** Every feature folder (src/features/*) and server area (server/*): what the code map names. */
function codeAreas(root: string): string[] {
  return ['src/features', 'server'].flatMap((parent) =>
    readdirSync(join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`),
  );
}

/** The areas whose folder name the README's code map (the block under "The code") never says. */
function missingFromCodeMap(readme: string, areas: readonly string[]): string[] {
  const map = readme.match(/^## The code\n+```\n([\s\S]*?)^```$/m)?.[1] ?? '';
  return areas.filter((area) => !new RegExp(`\\b${area.split('/').pop()}\\b`).test(map));
}

describe('the README and docs/', () => {
  it.each(LINE_LIMITS)('keeps %s within %i lines', (page, limit, advice) => {
    expect(read(page).trimEnd().split('\n').length, advice).toBeLessThanOrEqual(limit);
  });

  it('links only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const page of pages) {
      for (const link of relativeLinks(read(page))) {
        const [file, anchor] = link.split('#') as [string, string | undefined];
        const target = file === '' ? page : relative(ROOT, resolve(ROOT, dirname(page), file));
        if (!existsSync(join(ROOT, target))) {
          broken.push(`${page}: ${link} (no file ${target})`);
        } else if (anchor && target.endsWith('.md') && !headingAnchors(read(target)).has(anchor)) {
          broken.push(`${page}: ${link} (no heading #${anchor} in ${target})`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it("names every feature folder and server area in the README's code map", () => {
    expect(missingFromCodeMap(read('README.md'), codeAreas(ROOT))).toEqual([]);
  });

  it('misses a planted feature folder that the code map does not name', () => {
    const readme = '## The code\n\n```\nsrc/features/   landing, admin\n```\n';
    expect(missingFromCodeMap(readme, ['src/features/landing', 'src/features/kiosk'])).toEqual([
      'src/features/kiosk',
    ]);
  });

  it('names every folder of the code in docs/architecture.md', () => {
    const architecture = read('docs/architecture.md');
    const missing = MAPPED_FOLDERS.flatMap((folder) => [folder, ...foldersUnder(folder)]).filter(
      (folder) => !architecture.includes(`\`${folder}/\``),
    );
    expect(missing, 'add a line for each to "Every folder" in docs/architecture.md').toEqual([]);
  });

  it('documents every variable of .env.example in the settings table of docs/configuration.md', () => {
    const configuration = read('docs/configuration.md');
    const variables = [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map(
      (match) => match[1]!,
    );
    expect(variables.length).toBeGreaterThan(0);
    const missing = variables.filter((name) => !configuration.includes(`| \`${name}\``));
    expect(missing).toEqual([]);
  });

  it('names only project paths that exist', () => {
    const roots = PATH_ROOTS.join('|');
    const pathPattern = new RegExp(`\`((?:${roots})/[\\w./-]*)\``, 'g');
    const stale: string[] = [];
    for (const page of pages) {
      for (const [, path] of read(page).matchAll(pathPattern)) {
        if (!existsSync(join(ROOT, path!))) stale.push(`${page}: ${path}`);
      }
    }
    expect(stale).toEqual([]);
  });
});
