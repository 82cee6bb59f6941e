// `npm test`: lint, type check, build, then every test suite; stops at the first failure.
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const steps = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['build', ['run', 'build']],
  ['kiosk build', ['run', 'kiosk:build']],
  ['unit and API tests', ['run', 'test:unit']],
  ['browser tests', ['run', 'test:e2e']],
];

const only = process.env.TEST_STEPS?.split(',').map((step) => step.trim());
for (const [name, args] of steps) {
  if (only && !only.includes(name)) continue;
  console.log(`\n=== ${name}: npm ${args.join(' ')} ===`);
  const started = Date.now();
  const result = spawnSync(npm, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${name} failed after ${seconds} s.`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name} passed in ${seconds} s ===`);
}
