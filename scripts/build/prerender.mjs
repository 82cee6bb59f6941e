// Build step after `vite build` and the SSR build of src/app/prerender.tsx: renders the pages of
// PRERENDERED_PAGES and the not-found page into HTML files under dist/web. Each paints without a
// request besides boot.js: the stylesheets its markup needs are inlined, and the app's script with
// the chunks hydration needs (from Vite's manifest) is named in meta tags for boot.js to start
// after the first paint.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const webRoot = resolve('dist/web');
const ssrEntry = resolve('dist/prerender/prerender.js');

const { renderPage, pagesToPrerender } = await import(pathToFileURL(ssrEntry).href);
const shell = await readFile(join(webRoot, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(join(webRoot, '.vite', 'manifest.json'), 'utf8'));
const entryScript = manifest['index.html'].file;

/** A source module's chunk and every chunk it imports statically, with their stylesheets. */
function chunkClosure(source) {
  const scripts = new Set();
  const styles = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  return { scripts, styles };
}

/** `<script type="module">`, `<link rel="stylesheet">` and `<link rel="modulepreload">` tags. */
const SCRIPT_TAG = /\s*<script type="module"[^>]*><\/script>/g;
const LINK_TAG = /\s*<link rel="(?:stylesheet|modulepreload)"[^>]*>/g;

/**
 * The shell's head for a page: its stylesheets inlined (each also named by a disabled link, which
 * loads nothing but tells Vite's lazy loader that the stylesheet is there), its scripts left to
 * boot.js.
 */
async function headFor(html, needs) {
  const entry = chunkClosure('index.html');
  const scripts = new Set(entry.scripts);
  const styles = new Set(entry.styles);
  for (const source of [...needs.scripts, ...needs.styles]) {
    const closure = chunkClosure(source);
    if (needs.scripts.includes(source)) closure.scripts.forEach((file) => scripts.add(file));
    closure.styles.forEach((file) => styles.add(file));
  }
  scripts.delete(entryScript);
  let css = '';
  for (const file of styles) css += await readFile(join(webRoot, file), 'utf8');
  // Every inlined stylesheet, the entry's too: a lazy chunk that imports the entry would otherwise
  // fetch and apply the entry's stylesheet again, restyling the whole page during its load.
  const markers = [...styles].map((file) => `<link rel="stylesheet" href="/${file}" disabled>`);
  const head = [
    ...(needs.typeAhead ? ['<meta name="synapse:type-ahead" content="keys">'] : []),
    `<meta name="synapse:entry" content="/${entryScript}">`,
    `<meta name="synapse:preload" content="${[...scripts].map((f) => `/${f}`).join(' ')}">`,
    ...markers,
    `<style>${css.replaceAll('</style', '<\\/style')}</style>`,
  ];
  return html
    .replace(SCRIPT_TAG, '')
    .replace(LINK_TAG, '')
    .replace('</head>', `  ${head.join('\n    ')}\n  </head>`);
}

/** React renders <title> where the page declares it: it belongs in the head, once. */
function withTitle(html, markup) {
  const title = markup.match(/<title>.*?<\/title>/s)?.[0];
  if (!title) return { html, markup };
  return {
    html: html.replace(/<title>.*?<\/title>/s, title),
    markup: markup.replace(title, ''),
  };
}

for (const { path, file, variant, ...needs } of pagesToPrerender()) {
  const rendered = await renderPage(path, variant);
  const { html, markup } = withTitle(shell, rendered);
  const page = (await headFor(html, needs)).replace(
    '<div id="root"></div>',
    `<div id="root">${markup}</div>`,
  );
  if (!page.includes(markup))
    throw new Error(`index.html has no <div id="root"></div> for ${path}`);
  if (/<script type="module"|rel="modulepreload"/.test(page)) throw new Error('a script was left');
  await mkdir(dirname(join(webRoot, file)), { recursive: true });
  await writeFile(join(webRoot, file), page);
  console.log(
    `prerendered ${path}${variant ? ` (${variant})` : ''} -> dist/web/${file} (${page.length} bytes)`,
  );
}
