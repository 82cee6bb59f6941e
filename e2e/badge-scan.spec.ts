import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { E2E_ADMIN_PASSWORD } from './support/constants';

/**
 * Badge scan (issue 27) with Chromium's fake camera fed a video of a badge's vCard QR code: the
 * form fills in, consent stays unticked, and the time from the badge shown to the filled form is
 * measured. The video is a Y4M file written here, frame by frame, from the qrcode package's matrix.
 */
const VCARD = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'N:Hopper;Grace;;;',
  'FN:Grace Hopper',
  'ORG:US Navy',
  `EMAIL:grace.${Date.now()}@example.com`,
  'END:VCARD',
].join('\r\n');
const WIDTH = 640;
const HEIGHT = 480;

function y4mOf(text: string): Buffer {
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

const video = join(tmpdir(), `synapse-badge-${process.pid}.y4m`);
writeFileSync(video, y4mOf(VCARD));

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

test('a badge held to the camera fills the booth form, and the visitor still ticks consent', async ({
  page,
  request,
}) => {
  await request.post('/api/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } });
  const added = await request.post('/api/admin/booth-devices', {
    data: { name: 'Badge tablet', event: `Badge Expo ${Date.now()}` },
  });
  const { pairingCode } = (await added.json()) as { pairingCode: string };
  await page.goto(`/booth?pair=${pairingCode}`);
  await page.getByLabel('Staff PIN (4 to 8 digits)').fill('1234');
  await page.getByLabel('The same PIN again').fill('1234');
  await page.getByRole('button', { name: 'Pair this tablet' }).click();

  const started = Date.now();
  await page.getByRole('button', { name: 'Scan your badge' }).click();
  await expect(page.getByLabel('First Name')).toHaveValue('Grace', { timeout: 15_000 });
  const filledMs = Date.now() - started;
  console.log(`badge scan: ${filledMs} ms from the camera opening on the badge to the filled form`);
  test.info().annotations.push({ type: 'badge-scan-ms', description: String(filledMs) });
  await expect(page.getByLabel('Last Name')).toHaveValue('Hopper');
  await expect(page.getByLabel('Email')).toHaveValue(/^grace\.\d+@example\.com$/);
  await expect(page.getByLabel('Company (optional)')).toHaveValue('US Navy');
  await expect(page.getByLabel('I agree to receive updates')).not.toBeChecked();
  await expect(page.getByTestId('badge-message')).toContainText('Please check them');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
