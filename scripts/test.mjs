// `npm test`: lint, type check and build side by side, then every test suite; stops after the
// first phase that fails, prints each step's time, and ends with one line that counts every
// test: "N passed, N failed, N skipped". TEST_STEPS=name,name runs only the steps named.
// `npm run test:quick` (--quick), the inner loop: lint, type check, and the unit and API tests on
// lowdb alone (no PostgreSQL, no build, no browser).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresReachProblem } from './testing/postgresReach.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const reports = mkdtempSync(join(tmpdir(), 'synapse-test-reports-'));
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');

/**
 * Steps of one phase run at once, each with its output held and printed whole when it ends (a
 * step that streams shows its lines as they come). The tests use the build the first phase made
 * (TEST_BUILD_DIR): nothing is built or type-checked twice.
 */
const quick = process.argv.includes('--quick');
const vitestReporters = ['--reporter=dot', '--reporter=json', `--outputFile.json=${vitestReport}`];
const quickPhases = [
  [
    { name: 'lint', args: ['run', 'lint'] },
    { name: 'typecheck', args: ['run', 'typecheck'] },
  ],
  [
    {
      name: 'unit and API tests on lowdb',
      args: [
        'run',
        'test:unit',
        '--',
        '--project',
        'unit',
        '--project',
        'unit-isolated',
        ...vitestReporters,
      ],
      env: { TEST_STORES: 'lowdb' },
      stream: true,
      report: vitestReport,
    },
  ],
];
const fullPhases = [
  [
    { name: 'lint', args: ['run', 'lint'] },
    { name: 'typecheck', args: ['run', 'typecheck'] },
    { name: 'build', args: ['run', 'build'] },
    { name: 'kiosk build', args: ['run', 'kiosk:build'] },
  ],
  // The unit and API tests and the browser tests side by side: each leaves a core idle while it
  // waits (on HTTP, fsync, PostgreSQL, a browser's frames), and the other takes it. Vitest's
  // output is held and printed whole when it ends; the browser tests' dots stream.
  [
    {
      name: 'unit and API tests',
      args: ['run', 'test:unit', '--', ...vitestReporters],
      report: vitestReport,
    },
    {
      name: 'browser tests',
      args: ['run', 'test:e2e', '--', '--reporter=dot,json'],
      stream: true,
      report: playwrightReport,
    },
  ],
];

/** Passed, failed and skipped tests in one runner's JSON report (none when it wrote none). */
function tallyOf(report) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  if (!existsSync(report)) return counts;
  const json = JSON.parse(readFileSync(report, 'utf8'));
  if (report === vitestReport) {
    counts.passed = json.numPassedTests;
    counts.failed = json.numFailedTests;
    counts.skipped = json.numPendingTests + json.numTodoTests;
  } else {
    counts.passed = json.stats.expected + json.stats.flaky;
    counts.failed = json.stats.unexpected;
    counts.skipped = json.stats.skipped;
  }
  return counts;
}

/** Passed, failed and skipped tests from both runners' reports. */
function tally() {
  const [vitest, playwright] = [vitestReport, playwrightReport].map(tallyOf);
  return {
    passed: vitest.passed + playwright.passed,
    failed: vitest.failed + playwright.failed,
    skipped: vitest.skipped + playwright.skipped,
  };
}

const times = [];

function finish(code) {
  const { passed, failed, skipped } = tally();
  // TEST_KEEP_REPORTS=1 keeps both runners' JSON reports (each file's and test's duration).
  if (process.env.TEST_KEEP_REPORTS) console.log(`Reports: ${reports}`);
  else rmSync(reports, { recursive: true, force: true });
  console.log('\nStep times:');
  const width = Math.max(...times.map(({ name }) => name.length));
  for (const { name, seconds, status } of times) {
    console.log(`  ${name.padEnd(width)} ${seconds.toFixed(1).padStart(7)} s  ${status}`);
  }
  console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(code);
}

function runStep({ name, args, env = {}, stream, report }) {
  const started = Date.now();
  console.log(`=== ${name}: npm ${args.join(' ')} ===`);
  return new Promise((resolve) => {
    const child = spawn(npm, args, {
      stdio: ['ignore', stream ? 'inherit' : 'pipe', stream ? 'inherit' : 'pipe'],
      env: {
        ...process.env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
        TEST_BUILD_DIR: 'dist',
        ...env,
      },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (output) process.stdout.write(`\n--- ${name} ---\n${output}`);
      // A runner's report of a failed test fails its step even if the runner exited 0.
      const failed = report ? tallyOf(report).failed : 0;
      const status =
        code !== 0 ? `failed (exit ${code})` : failed > 0 ? `failed (${failed} tests)` : 'passed';
      console.log(`=== ${name} ${status} in ${seconds.toFixed(1)} s ===`);
      times.push({ name, seconds, status });
      resolve(status === 'passed');
    });
  });
}

const problem = quick || process.env.TEST_DATABASE_URL ? undefined : postgresReachProblem();
if (problem) {
  console.error(problem);
  finish(1);
}

const only = process.env.TEST_STEPS?.split(',').map((step) => step.trim());
const began = Date.now();
for (const phase of quick ? quickPhases : fullPhases) {
  const steps = phase.filter(({ name }) => !only || only.includes(name));
  const results = await Promise.all(steps.map(runStep));
  if (results.includes(false)) finish(1);
}
times.push({ name: 'all', seconds: (Date.now() - began) / 1000, status: 'passed' });
finish(0);
