// Lighthouse (mobile emulation, simulated throttling: its default) on /, /landing and /josh2 of
// the production build, with Debian's Chromium; plus the JavaScript transferred before the first
// paint of / under the same network and CPU throttling. Part of npm run bench; alone:
//   npm run bench:lighthouse      (writes the `lighthouse` part of bench/results.json)
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { removeDataDir, seedDataDir, startBenchServer } from './serverProcess.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
export const LIGHTHOUSE_PATHS = ['/', '/landing', '/josh2'];
/** Each page is measured this many times; the run with the median performance score is kept. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
/** Lighthouse's mobile throttling (its constants.throttling.mobileSlow4G). */
const MOBILE_NETWORK = { latency: 150, downloadKbps: 1638.4, uploadKbps: 675 };
const MOBILE_CPU_SLOWDOWN = 4;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
    server.on('error', reject);
  });
}

async function launchChromium() {
  const { chromium } = await import('@playwright/test');
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  return { browser, port };
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  );
  const failing = CATEGORIES.flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 0.9)
      .map((a) => `${category}: ${a.id} (${a.displayValue ?? a.score})`),
  );
  return {
    scores,
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    failing,
  };
}

async function measurePage(port, url) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    runs.push(summarise(result.lhr));
  }
  runs.sort((a, b) => a.scores.performance - b.scores.performance);
  return { ...runs[Math.floor(runs.length / 2)], runs: runs.map((r) => r.scores.performance) };
}

/**
 * Loads / under Lighthouse's mobile network and CPU throttling (applied for real through the
 * DevTools protocol) and sums the transferred bytes of the scripts that finished loading before
 * the first contentful paint, and of all scripts once the page has loaded.
 */
export async function javaScriptBeforeFirstPaint(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_NETWORK.latency,
    downloadThroughput: (MOBILE_NETWORK.downloadKbps * 1024) / 8,
    uploadThroughput: (MOBILE_NETWORK.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  );
  const figures = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name));
    const sum = (list) => list.reduce((total, entry) => total + entry.transferSize, 0);
    return {
      fcpMs: fcp,
      beforePaint: sum(scripts.filter((entry) => entry.responseEnd <= fcp)),
      atLoad: sum(scripts),
      files: scripts.map((entry) => ({
        file: new URL(entry.name).pathname,
        transferBytes: entry.transferSize,
        beforeFirstPaint: entry.responseEnd <= fcp,
      })),
    };
  });
  await context.close();
  return {
    throttledFcpMs: Math.round(figures.fcpMs),
    beforeFirstPaintKb: Math.round((figures.beforePaint / 1024) * 10) / 10,
    atLoadKb: Math.round((figures.atLoad / 1024) * 10) / 10,
    files: figures.files,
  };
}

/** Lighthouse on every page of LIGHTHOUSE_PATHS against a server of `buildDir`. */
export async function runLighthouse({ buildDir }) {
  const dataDir = await seedDataDir(100);
  const server = await startBenchServer({ buildDir, dataDir });
  const { browser, port } = await launchChromium();
  try {
    const pages = {};
    for (const path of LIGHTHOUSE_PATHS) {
      console.log(`  Lighthouse ${path} (${RUNS} runs)…`);
      pages[path] = await measurePage(port, `${server.url}${path}`);
      const { scores, lcpMs, tbtMs, cls } = pages[path];
      console.log(
        `    perf ${scores.performance}, a11y ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo}; LCP ${lcpMs} ms, TBT ${tbtMs} ms, CLS ${cls}`,
      );
    }
    const javaScript = await javaScriptBeforeFirstPaint(browser, `${server.url}/`);
    console.log(
      `  JavaScript before first paint on /: ${javaScript.beforeFirstPaintKb} KB (${javaScript.atLoadKb} KB by load)`,
    );
    return { chromium: browser.version(), runsPerPage: RUNS, pages, javaScript };
  } finally {
    await browser.close();
    await server.stop();
    await removeDataDir(dataDir);
  }
}

/** The issue 17 targets, each with its measured value and whether it holds. */
export function lighthouseTargets(lighthouseResults) {
  if (!lighthouseResults) return [];
  const { pages, javaScript } = lighthouseResults;
  const targets = [];
  for (const path of LIGHTHOUSE_PATHS) {
    const page = pages[path];
    // Issue 42, item 5: /josh2 too, now that its boot screen is prerendered (issue 17 asked 90).
    const floor = 95;
    targets.push({
      target: `Lighthouse ${path}: performance ≥ ${floor}`,
      value: String(page.scores.performance),
      pass: page.scores.performance >= floor,
    });
    const others = ['accessibility', 'best-practices', 'seo'];
    targets.push({
      target: `Lighthouse ${path}: accessibility, best practices, SEO 100`,
      value: others.map((id) => page.scores[id]).join(' / '),
      pass: others.every((id) => page.scores[id] === 100),
    });
  }
  const home = pages['/'];
  targets.push(
    { target: 'Lighthouse /: LCP ≤ 2.0 s', value: `${home.lcpMs} ms`, pass: home.lcpMs <= 2000 },
    { target: 'Lighthouse /: CLS ≤ 0.02', value: String(home.cls), pass: home.cls <= 0.02 },
    {
      target: '/: JavaScript before first paint ≤ 60 KB compressed',
      value: `${javaScript.beforeFirstPaintKb} KB`,
      pass: javaScript.beforeFirstPaintKb <= 60,
    },
  );
  return targets;
}

/** The Markdown table docs/performance.md quotes ("The landing page: delivery and Lighthouse"). */
export function formatLighthouseTable(lighthouseResults) {
  const rows = LIGHTHOUSE_PATHS.map((path) => {
    const { scores, fcpMs, lcpMs, tbtMs, cls } = lighthouseResults.pages[path];
    return `| ${path} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${(fcpMs / 1000).toFixed(1)} s | ${(lcpMs / 1000).toFixed(1)} s | ${tbtMs} ms | ${cls} |`;
  });
  return [
    '| Page | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

async function main() {
  const buildDir = resolve(process.env.BENCH_BUILD_DIR ?? join(benchDir, '..', 'dist'));
  if (!existsSync(join(buildDir, 'web', 'index.html'))) throw new Error('Run npm run build first');
  console.log('Lighthouse (mobile, simulated throttling)…');
  const results = await runLighthouse({ buildDir });
  const file = join(benchDir, 'results.json');
  const all = existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : {};
  all.lighthouse = { date: new Date().toISOString(), ...results };
  const targets = lighthouseTargets(results);
  all.lighthouseTargets = targets;
  await writeFile(file, JSON.stringify(all, null, 2) + '\n');
  console.log(`\n${formatLighthouseTable(results)}\n`);
  for (const { target, value, pass } of targets) {
    console.log(`${pass ? 'PASS' : 'FAIL'}  ${target}: ${value}`);
  }
  for (const path of LIGHTHOUSE_PATHS) {
    for (const line of results.pages[path].failing) console.log(`  ${path} ${line}`);
  }
  console.log('\nWrote bench/results.json');
  if (targets.some((target) => !target.pass)) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
