// The landing page: gzipped JavaScript it loads eagerly, and the particle background's frame time.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { median, percentile } from './http.mjs';

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const PARTICLE_SECONDS = 5;

/** Sums the gzip size of index.html's entry chunk(s) and its modulepreload imports. */
export async function landingJavaScript(webDir) {
  const html = await readFile(join(webDir, 'index.html'), 'utf8');
  const sources = new Set();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g))
    sources.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    sources.add(match[1]);
  const files = [];
  for (const source of sources) {
    const contents = await readFile(join(webDir, source.replace(/^\//, '')));
    files.push({ file: source, bytes: contents.length, gzipBytes: gzipSync(contents).length });
  }
  return {
    files,
    kilobytes: files.reduce((sum, file) => sum + file.bytes, 0) / 1024,
    gzipKilobytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024,
  };
}

/**
 * Opens the landing page in headless Chromium at 1920×1080 and collects the particle component's
 * per-frame work (window.__SYNAPSE_BENCH__.particleFrames) for ~5 s; null when it reports none.
 */
export async function particleFrameTime(url) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.addInitScript(() => {
      window.__SYNAPSE_BENCH__ = { particleFrames: [] };
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(1000); // let the page settle before collecting
    await page.evaluate(() => (window.__SYNAPSE_BENCH__.particleFrames.length = 0));
    await page.waitForTimeout(PARTICLE_SECONDS * 1000);
    const frames = await page.evaluate(() => [...window.__SYNAPSE_BENCH__.particleFrames]);
    if (frames.length === 0) return null;
    return { frames: frames.length, medianMs: median(frames), p95Ms: percentile(frames, 0.95) };
  } finally {
    await browser.close();
  }
}
