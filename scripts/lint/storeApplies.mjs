// What the store applies of the rest of the server: every module outside server/store that the
// store's code imports, and what those import in turn (within server/). These are the domain rules
// (server/loop/, server/referrals/rules.ts, server/webhooks/events.ts, ...): layers.mjs's rule 17
// holds them to importing nothing of server/store, so the types they share live with the rule.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]/g;

const isTest = (path) => /\.test\.tsx?$/.test(path) || path.split('/').includes('testing');

function filesUnder(root, folder) {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter((path) => !isTest(path));
}

/** The project-relative .ts files a module imports by relative path. */
function importsOf(root, path) {
  const found = [];
  for (const match of readFileSync(join(root, path), 'utf8').matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    const target = relative(root, resolve(root, dirname(path), specifier))
      .split('\\')
      .join('/');
    found.push(target.replace(/\.js$/, '.ts'));
  }
  return found;
}

let cached = null;

/** The set of project-relative paths (server/..., .ts) the store applies; read once per process. */
export function storeApplies(root) {
  if (cached) return cached;
  const applied = new Set();
  const queue = filesUnder(root, 'server/store').flatMap((path) => importsOf(root, path));
  while (queue.length > 0) {
    const path = queue.pop();
    const outsideStore = path.startsWith('server/') && !path.startsWith('server/store/');
    if (!outsideStore || applied.has(path)) continue;
    applied.add(path);
    try {
      queue.push(...importsOf(root, path));
    } catch {
      // An import of a file that does not exist is TypeScript's to report, not this rule's.
    }
  }
  cached = applied;
  return applied;
}
