// Build step after `vite build` and the SSR build of src/app/prerender.tsx: renders the pages of
// PRERENDERED_PAGES and the not-found page into HTML files under dist/web, with the stylesheets
// and script chunks their first paint needs linked in the head (from Vite's manifest).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const webRoot = resolve('dist/web');
const ssrEntry = resolve('dist/prerender/prerender.js');

const { renderPage, pagesToPrerender } = await import(pathToFileURL(ssrEntry).href);
const shell = await readFile(join(webRoot, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(join(webRoot, '.vite', 'manifest.json'), 'utf8'));

/** The chunk of a source module and everything it imports statically: files and stylesheets. */
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

const entry = chunkClosure('index.html');

function headLinks(needs) {
  const scripts = new Set();
  const styles = new Set();
  for (const source of [...needs.scripts, ...needs.styles]) {
    const closure = chunkClosure(source);
    if (needs.scripts.includes(source)) closure.scripts.forEach((file) => scripts.add(file));
    closure.styles.forEach((file) => styles.add(file));
  }
  const links = [];
  for (const file of styles) {
    if (!entry.styles.has(file)) links.push(`<link rel="stylesheet" href="/${file}">`);
  }
  for (const file of scripts) {
    if (!entry.scripts.has(file)) links.push(`<link rel="modulepreload" href="/${file}">`);
  }
  return links.join('\n    ');
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

for (const { path, file, ...needs } of pagesToPrerender()) {
  const rendered = await renderPage(path);
  const { html, markup } = withTitle(shell, rendered);
  const page = html
    .replace('</head>', `  ${headLinks(needs)}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
  if (page === html) throw new Error(`index.html has no <div id="root"></div> for ${path}`);
  await mkdir(dirname(join(webRoot, file)), { recursive: true });
  await writeFile(join(webRoot, file), page);
  console.log(`prerendered ${path} -> dist/web/${file} (${page.length} bytes)`);
}
