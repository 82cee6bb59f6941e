// Writes dist/web/booth-sw.js (issue 27): public/booth-sw.js with PRECACHE listing every file the
// tablet booth at /booth needs offline, read from Vite's manifest (the site's entry and the booth
// page, with every chunk, style sheet and font they import, statically or on demand), and VERSION
// hashing that list so that a new build replaces the old cache.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const webRoot = resolve(process.argv[2] ?? 'dist/web');
const manifest = JSON.parse(await readFile(join(webRoot, '.vite/manifest.json'), 'utf8'));
const BOOTH_PAGE = 'src/features/booth/tablet/TabletPage.tsx';

if (!manifest[BOOTH_PAGE]) throw new Error(`${BOOTH_PAGE} is not in the build's manifest`);
const files = new Set([
  '/booth.webmanifest',
  '/booth-icon-192.png',
  '/booth-icon-512.png',
  '/booth-icon-maskable-512.png',
  '/favicon.svg',
]);
const seen = new Set();

/** A chunk with what it imports; the booth's own chunks also with what they load on demand. */
function collect(key, withDynamic) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  files.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) files.add(`/${css}`);
  for (const asset of chunk.assets ?? []) files.add(`/${asset}`);
  for (const imported of chunk.imports ?? []) collect(imported, withDynamic);
  if (withDynamic) for (const imported of chunk.dynamicImports ?? []) collect(imported, true);
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('.html'));
collect(entry, false);
collect(BOOTH_PAGE, true);

// A worker's own assets (the badge reader's WebAssembly) are not in the manifest: the worker's
// code names them.
for (const file of [...files].filter((name) => /\.worker-[\w-]+\.js$/.test(name))) {
  const code = await readFile(join(webRoot, file), 'utf8');
  for (const [asset] of code.matchAll(/\/assets\/[\w.-]+\.wasm/g)) files.add(asset);
}

const list = [...files].sort();
const version = createHash('sha256').update(list.join('\n')).digest('hex').slice(0, 16);
const source = (await readFile(resolve('public/booth-sw.js'), 'utf8'))
  .replace("const VERSION = 'dev';", `const VERSION = '${version}';`)
  .replace('const PRECACHE = [];', `const PRECACHE = ${JSON.stringify(list)};`);
if (!source.includes(version)) throw new Error('public/booth-sw.js lost its VERSION line');
await writeFile(join(webRoot, 'booth-sw.js'), source);
console.log(`booth-sw.js: ${list.length} files precached for /booth (version ${version})`);
