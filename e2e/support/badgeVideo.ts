import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';

/**
 * Chromium's fake camera fed a badge (issue 27): a Y4M video of a QR code, frame by frame from the
 * qrcode package's matrix, and the launch options that make Chromium's camera play it.
 */
const WIDTH = 640;
const HEIGHT = 480;

/** A badge's vCard, with an address unique to this run. */
export function badgeVCard(first: string, last: string, company: string, email: string): string {
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

export function y4mOf(text: string): Buffer {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const quiet = 4;
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (size + quiet * 2));
  const left = Math.floor((WIDTH - (size + quiet * 2) * scale) / 2);
  const top = Math.floor((HEIGHT - (size + quiet * 2) * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (!qr.modules.get(y, x)) continue;
      for (let dy = 0; dy < scale; dy += 1) {
        const row = top + (y + quiet) * scale + dy;
        luma.fill(
          16,
          row * WIDTH + left + (x + quiet) * scale,
          row * WIDTH + left + (x + quiet + 1) * scale,
        );
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]);
}

/** Writes the badge's video and answers the launch options of a Chromium whose camera plays it. */
export function fakeCameraLaunch(name: string, text: string) {
  const video = join(tmpdir(), `synapse-${name}-${process.pid}.y4m`);
  writeFileSync(video, y4mOf(text));
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
