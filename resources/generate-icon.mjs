// Draws the kiosk's app icon from one geometry: resources/icon.svg and resources/icon.png
// (1024 px, which electron-builder turns into .ico and .icns). No downloads, no dependencies.
// Run: node resources/generate-icon.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const SIZE = 1024;
const RADIUS = 224;
const BACKGROUND = ['#0b1328', '#070b16'];
const ACCENT = '#38bdf8';
const ACCENT_2 = '#a78bfa';

// A small neural network: three layers of nodes and the synapses between them.
const nodes = [
  [256, 320, ACCENT],
  [256, 704, ACCENT],
  [512, 224, ACCENT_2],
  [512, 512, ACCENT_2],
  [512, 800, ACCENT_2],
  [768, 320, ACCENT],
  [768, 704, ACCENT],
];
const links = [
  [0, 2],
  [0, 3],
  [1, 3],
  [1, 4],
  [2, 5],
  [3, 5],
  [3, 6],
  [4, 6],
  [0, 1],
  [5, 6],
];
const NODE_RADIUS = 64;
const LINK_WIDTH = 22;

function svg() {
  const lines = links
    .map(([a, b]) => {
      const [x1, y1] = nodes[a];
      const [x2, y2] = nodes[b];
      return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`;
    })
    .join('');
  const circles = nodes
    .map(([x, y, color]) => `<circle cx="${x}" cy="${y}" r="${NODE_RADIUS}" fill="${color}"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">
<title>Synapse</title>
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${BACKGROUND[0]}"/><stop offset="1" stop-color="${BACKGROUND[1]}"/></linearGradient></defs>
<rect width="${SIZE}" height="${SIZE}" rx="${RADIUS}" fill="url(#bg)"/>
<g stroke="#e6edf7" stroke-opacity="0.55" stroke-width="${LINK_WIDTH}" stroke-linecap="round">${lines}</g>
${circles}
</svg>
`;
}

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

function insideRoundedSquare(x, y) {
  const dx = Math.max(RADIUS - x, 0, x - (SIZE - RADIUS));
  const dy = Math.max(RADIUS - y, 0, y - (SIZE - RADIUS));
  return dx * dx + dy * dy <= RADIUS * RADIUS;
}

function distanceToSegment(px, py, [x1, y1], [x2, y2]) {
  const vx = x2 - x1;
  const vy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((px - x1) * vx + (py - y1) * vy) / (vx * vx + vy * vy)));
  return Math.hypot(px - (x1 + t * vx), py - (y1 + t * vy));
}

/** One sample of the picture: [r, g, b, a] in 0..255. */
function sample(x, y) {
  if (!insideRoundedSquare(x, y)) return [0, 0, 0, 0];
  const top = rgb(BACKGROUND[0]);
  const bottom = rgb(BACKGROUND[1]);
  let color = top.map((c, i) => c + ((bottom[i] - c) * y) / SIZE);
  for (const [a, b] of links) {
    if (distanceToSegment(x, y, nodes[a], nodes[b]) <= LINK_WIDTH / 2) {
      color = color.map((c, i) => c + (rgb('#e6edf7')[i] - c) * 0.55);
    }
  }
  for (const [nx, ny, fill] of nodes) {
    if (Math.hypot(x - nx, y - ny) <= NODE_RADIUS) color = rgb(fill);
  }
  return [...color, 255];
}

function pixels() {
  const raw = Buffer.alloc(SIZE * (SIZE * 4 + 1));
  const offsets = [0.25, 0.75];
  for (let y = 0; y < SIZE; y++) {
    raw[y * (SIZE * 4 + 1)] = 0; // PNG filter: none
    for (let x = 0; x < SIZE; x++) {
      const sum = [0, 0, 0, 0];
      for (const oy of offsets) {
        for (const ox of offsets) {
          const [r, g, b, a] = sample(x + ox, y + oy);
          sum[0] += r * a;
          sum[1] += g * a;
          sum[2] += b * a;
          sum[3] += a;
        }
      }
      const at = y * (SIZE * 4 + 1) + 1 + x * 4;
      const alpha = sum[3] / 4;
      for (let i = 0; i < 3; i++) raw[at + i] = sum[3] ? Math.round(sum[i] / sum[3]) : 0;
      raw[at + 3] = Math.round(alpha);
    }
  }
  return raw;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels(), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const here = dirname(fileURLToPath(import.meta.url));
writeFileSync(join(here, 'icon.svg'), svg());
writeFileSync(join(here, 'icon.png'), png());
console.log('Wrote resources/icon.svg and resources/icon.png');
