import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '../testing/childServer.js';

const run = promisify(execFile);

/** Passwords the tests and the browser tests use: none may ever reach a page or a bundle. */
const KNOWN_PASSWORDS = [
  'e2e-admin-password',
  'correct horse battery',
  'attack-test-password',
  'hostile-input-password',
  'fault-test-password',
  'crash-test-password',
];
/** Names of server secrets and their usual shapes. */
const FORBIDDEN = [
  'ADMIN_PASSWORD',
  'SESSION_SECRET',
  'DATABASE_URL',
  'postgres://',
  'postgresql://',
  '-----BEGIN',
  REPO_ROOT,
];
/** A password-like key with a non-empty literal default: `password: "hunter2"`. */
const DEFAULT_PASSWORD = /passw(or)?d["'`]?\s*[:=]\s*["'`]([^"'`\s]{3,})["'`]/gi;
/** The game's manual-override code is a public part of the story (docs/product.md §13). */
const ALLOWED = ['CPE1704TKS'];
const TEXT_FILES = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.map', '']);

let webDir: string;
let files: { path: string; text: string }[] = [];

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

let ownBuild = false;

beforeAll(async () => {
  // The run's build of the site (`npm test` builds first and names it in TEST_BUILD_DIR)...
  const built = join(inject('testBuildDir'), 'web');
  if (existsSync(join(built, 'index.html'))) {
    webDir = built;
  } else {
    // ... or a private production build, exactly as `npm run build:web`'s first step makes it.
    ownBuild = true;
    webDir = await mkdtemp(join(tmpdir(), 'synapse-web-scan-'));
    const vite = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
    await run(process.execPath, [vite, 'build', '--outDir', webDir, '--emptyOutDir'], {
      cwd: REPO_ROOT,
      maxBuffer: 16 * 1024 * 1024,
      // Not vitest's NODE_ENV=test, which would build React's development bundle.
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production' },
    });
  }
  for (const path of await listFiles(webDir)) {
    if (!TEXT_FILES.has(extname(path))) continue;
    files.push({ path: relative(webDir, path), text: await readFile(path, 'utf8') });
  }
}, 180_000);
afterAll(async () => {
  if (webDir && ownBuild) await rm(webDir, { recursive: true, force: true });
  files = [];
});

describe('the built site', () => {
  it('has pages and bundles to scan', () => {
    expect(files.some((file) => file.path === 'index.html')).toBe(true);
    expect(files.some((file) => file.path.endsWith('.js'))).toBe(true);
  });

  it('carries no credential, secret name or server path in any page or bundle', () => {
    for (const { path, text } of files) {
      for (const needle of [...KNOWN_PASSWORDS, ...FORBIDDEN]) {
        expect(text.includes(needle), `${needle} in ${path}`).toBe(false);
      }
      for (const match of text.matchAll(DEFAULT_PASSWORD)) {
        // The password-change call's path (apiPaths.changePassword) is a route, not a password.
        if (ALLOWED.includes(match[2]!) || match[2]!.startsWith('/api/')) continue;
        expect.fail(`a default password string in ${path}: ${match[0]}`);
      }
    }
  });

  it('has no inline script in its pages, so the strict CSP needs no exception', () => {
    for (const { path, text } of files.filter((file) => file.path.endsWith('.html'))) {
      for (const [tag] of text.matchAll(/<script\b[^>]*>/gi)) {
        expect(tag, `${path}: ${tag}`).toMatch(/\bsrc=/i);
      }
      expect(text, path).not.toMatch(/\son[a-z]+\s*=\s*["']/i);
    }
  });
});

describe('the production dependencies', () => {
  it('have no high or critical advisory (npm audit --omit=dev)', async (context) => {
    let output: string;
    try {
      ({ stdout: output } = await run('npm', ['audit', '--omit=dev', '--json'], {
        cwd: REPO_ROOT,
        timeout: 60_000,
        maxBuffer: 16 * 1024 * 1024,
      }));
    } catch (error) {
      // npm audit exits non-zero when it finds advisories: its report is still on stdout.
      output = (error as { stdout?: string }).stdout ?? '';
    }
    const report = JSON.parse(output || '{}') as {
      metadata?: { vulnerabilities?: Record<string, number> };
      vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
      message?: string;
      error?: unknown;
    };
    if (!report.metadata) {
      context.skip(`npm audit could not reach the advisory service: ${report.message ?? output}`);
      return;
    }
    const serious = Object.entries(report.vulnerabilities ?? {})
      .filter(([, advisory]) => advisory.severity === 'high' || advisory.severity === 'critical')
      .map(([name, advisory]) => `${name} (${advisory.severity})`);
    expect(serious).toEqual([]);
    expect(report.metadata.vulnerabilities?.high ?? 0).toBe(0);
    expect(report.metadata.vulnerabilities?.critical ?? 0).toBe(0);
  });
});
