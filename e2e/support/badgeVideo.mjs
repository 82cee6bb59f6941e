import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import bwipjs from 'bwip-js/node';

/**
 * Chromium's fake camera fed a badge (issue 27; issue 42, item 6 for the formats beyond QR): a Y4M
 * video of a badge's code, drawn from bwip-js's module matrix (or bars, for Code 128), and the
 * launch options that make Chromium's camera play it. Plain JavaScript (types in badgeVideo.d.mts):
 * the bench (bench/badgeScan.mjs) draws its badges here too.
 */
const WIDTH = 640;
const HEIGHT = 480;
/** White modules around the code, as printers leave them. */
const QUIET = 4;
const INK = 16;
const PAPER = 235;

/** The formats badges carry, by bwip-js's name for each. */
export const BADGE_FORMATS = {
  'QR Code': 'qrcode',
  PDF417: 'pdf417',
  Aztec: 'azteccode',
  'Data Matrix': 'datamatrix',
  'Code 128': 'code128',
};

/** A badge's vCard, with an address unique to this run. */
export function badgeVCard(first, last, company, email) {
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${last};${first};;;`,
    `FN:${first} ${last}`,
    `ORG:${company}`,
    `EMAIL:${email}`,
    'END:VCARD',
  ].join('\r\n');
}

/** The code's modules: a matrix for the 2D formats, bars (a quarter as tall as wide) for Code 128. */
function modulesOf(format, text) {
  const [symbol] = bwipjs.raw(BADGE_FORMATS[format], text, '');
  if (symbol && 'pixs' in symbol) {
    return {
      width: symbol.pixx,
      height: symbol.pixy,
      dark: (x, y) => symbol.pixs[y * symbol.pixx + x] === 1,
    };
  }
  if (!symbol) throw new Error(`bwip-js drew no ${format}`);
  const bars = [];
  symbol.sbs.forEach((width, index) => bars.push(...Array(width).fill(index % 2 === 0)));
  return { width: bars.length, height: Math.ceil(bars.length / 4), dark: (x) => bars[x] };
}

export function y4mOf(text, format = 'QR Code') {
  const code = modulesOf(format, text);
  const scale = Math.floor(
    Math.min(WIDTH / (code.width + QUIET * 2), HEIGHT / (code.height + QUIET * 2)),
  );
  const left = Math.floor((WIDTH - code.width * scale) / 2);
  const top = Math.floor((HEIGHT - code.height * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, PAPER);
  for (let y = 0; y < code.height; y += 1) {
    for (let x = 0; x < code.width; x += 1) {
      if (!code.dark(x, y)) continue;
      for (let dy = 0; dy < scale; dy += 1) {
        const row = (top + y * scale + dy) * WIDTH + left + x * scale;
        luma.fill(INK, row, row + scale);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]);
}

/** Writes the badge's video and answers the launch options of a Chromium whose camera plays it. */
export function fakeCameraLaunch(name, text, format = 'QR Code') {
  const video = join(tmpdir(), `synapse-${name}-${process.pid}.y4m`);
  writeFileSync(video, y4mOf(text, format));
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  };
}
