// `npm test`: lint, type check, build, then every test suite; stops at the first failure and
// ends with one line that counts every test: "N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const reports = mkdtempSync(join(tmpdir(), 'synapse-test-reports-'));
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');

const steps = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['build', ['run', 'build']],
  ['kiosk build', ['run', 'kiosk:build']],
  [
    'unit and API tests',
    [
      'run',
      'test:unit',
      '--',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ],
  ],
  ['browser tests', ['run', 'test:e2e', '--', '--reporter=list,json']],
];

/** Passed, failed and skipped tests from the runners' JSON reports. */
function tally() {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(vitestReport)) {
    const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + report.numTodoTests;
  }
  if (existsSync(playwrightReport)) {
    const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    counts.passed += stats.expected + stats.flaky;
    counts.failed += stats.unexpected;
    counts.skipped += stats.skipped;
  }
  return counts;
}

function finish(code) {
  const { passed, failed, skipped } = tally();
  rmSync(reports, { recursive: true, force: true });
  console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(code);
}

const only = process.env.TEST_STEPS?.split(',').map((step) => step.trim());
for (const [name, args] of steps) {
  if (only && !only.includes(name)) continue;
  console.log(`\n=== ${name}: npm ${args.join(' ')} ===`);
  const started = Date.now();
  const result = spawnSync(npm, args, {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  // A runner's report of a failed test fails the step even if the runner exited 0.
  if (result.status !== 0 || tally().failed > 0) {
    console.error(`\n${name} failed after ${seconds} s.`);
    finish(result.status || 1);
  }
  console.log(`=== ${name} passed in ${seconds} s ===`);
}
finish(0);
