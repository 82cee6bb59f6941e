// Draws the site's icon set and its link-preview image from SVG, rendered by Debian's Chromium
// (no network): public/favicon.ico (16 + 32 px), apple-touch-icon.png, icon-192.png, icon-512.png
// and og-image.png (1200 x 630). The outputs are committed; run again after changing the art:
//   node scripts/generateSiteImages.mjs
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const publicDir = resolve('public');
const iconSvg = await readFile(resolve('resources/icon.svg'), 'utf8');

const CONSOLE_LINES = [
  'GREETINGS, VISITOR.',
  'SHALL WE PLAY A GAME?',
  '> LIST GAMES',
  'CHESS  TIC-TAC-TOE  MAZE',
  'DEFCON 5',
];

function ogSvg() {
  const lines = CONSOLE_LINES.map(
    (line, i) => `<text x="760" y="${262 + i * 44}">${line.replace('>', '&gt;')}</text>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1328"/><stop offset="1" stop-color="#070b16"/></linearGradient>
  <linearGradient id="accent" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#38bdf8"/><stop offset="1" stop-color="#a78bfa"/></linearGradient>
</defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<g font-family="sans-serif" fill="#e6edf7">
  <text x="80" y="120" font-size="40" font-weight="700">Synapse<tspan fill="#38bdf8">AI</tspan></text>
  <text x="80" y="250" font-size="64" font-weight="800">The future of</text>
  <text x="80" y="330" font-size="64" font-weight="800" fill="url(#accent)">neural network</text>
  <text x="80" y="410" font-size="64" font-weight="800" fill="url(#accent)">intelligence</text>
  <text x="80" y="500" font-size="30" fill="#a3b1c6">Limited beta. Join the waitlist.</text>
</g>
<rect x="730" y="170" width="400" height="300" rx="18" fill="#020604" stroke="#1f3b2a" stroke-width="3"/>
<circle cx="760" cy="200" r="7" fill="#f87171"/><circle cx="784" cy="200" r="7" fill="#fbbf24"/><circle cx="808" cy="200" r="7" fill="#4ade80"/>
<g font-family="monospace" font-size="24" fill="#4ade80">${lines}</g>
</svg>`;
}

/** The booth icon: the site's icon scaled to `scale` of a full-bleed field, a badge clip on top. */
function boothIconSvg(scale) {
  const inner = iconSvg
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<title>.*?<\/title>/, '');
  const offset = (1024 * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1024 1024" width="1024" height="1024">
<rect width="1024" height="1024" fill="#0e7490"/>
<g transform="translate(${offset} ${offset + 40}) scale(${scale})">${inner}</g>
<rect x="432" y="${offset - 10}" width="160" height="56" rx="28" fill="#e6edf7"/>
</svg>`;
}

/** An .ico that holds PNG images (supported by every browser since IE 11). */
function icoFromPngs(images) {
  const header = Buffer.alloc(6 + images.length * 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + i * 16;
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();

async function render(svg, width, height) {
  await page.setViewportSize({ width, height });
  const sized = svg.replace(
    /<svg /,
    `<svg style="display:block;width:${width}px;height:${height}px" `,
  );
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${sized}</body></html>`,
  );
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width, height } });
}

const icons = {};
for (const size of [16, 32, 180, 192, 512]) icons[size] = await render(iconSvg, size, size);
await writeFile(
  join(publicDir, 'favicon.ico'),
  icoFromPngs([16, 32].map((size) => ({ size, png: icons[size] }))),
);
await writeFile(join(publicDir, 'apple-touch-icon.png'), icons[180]);
await writeFile(join(publicDir, 'icon-192.png'), icons[192]);
await writeFile(join(publicDir, 'icon-512.png'), icons[512]);
await writeFile(join(publicDir, 'og-image.png'), await render(ogSvg(), 1200, 630));
// The tablet booth's app icons (issue 27): the site's icon on a badge-blue field, and a maskable
// one whose art stays inside the central 80 % safe zone.
await writeFile(join(publicDir, 'booth-icon-192.png'), await render(boothIconSvg(0.86), 192, 192));
await writeFile(join(publicDir, 'booth-icon-512.png'), await render(boothIconSvg(0.86), 512, 512));
await writeFile(
  join(publicDir, 'booth-icon-maskable-512.png'),
  await render(boothIconSvg(0.62), 512, 512),
);
await browser.close();
console.log('wrote favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png, og-image.png');
