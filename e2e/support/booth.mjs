// Starts the booth for the browser tests exactly as an operator does (`npm run booth`, i.e.
// scripts/booth.mjs), on its own port and data folder, with an operator PIN, and booth sync
// pointed at a web address that never answers (a closed port): "the web is down".
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_BOOTH } from './boothConstants.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'synapse-e2e-booth-'));
// E2E_BUILD_DIR (a copy of dist/ inside the project, as e2e/support/server.mjs reads it) runs that
// build's booth server directly, so a test run is not disturbed by a build going on in dist/.
const buildDir = process.env.E2E_BUILD_DIR && resolve(process.env.E2E_BUILD_DIR);
const entry = buildDir ? join(buildDir, 'node/server/tools/booth.js') : 'scripts/booth.mjs';
const booth = spawn(process.execPath, [entry], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(E2E_BOOTH.port),
    DATA_DIR: dataDir,
    KIOSK_PIN: E2E_BOOTH.pin,
    ADMIN_PASSWORD: E2E_BOOTH.adminPassword,
    SYNC_URL: E2E_BOOTH.deadWebUrl,
    SYNC_API_KEY: 'syn_e2e-booth-key-0123456789abcdefghijkl',
    EVENT_NAME: 'E2E Expo',
    SYNC_RETRY_MAX_SECONDS: '2',
    // The dead web address is on this machine: the address guard would refuse it otherwise.
    WEBHOOK_ALLOW_PRIVATE: 'true',
    FORM_MIN_MS: '0',
    BOT_CHECK: 'off',
    DATABASE_URL: '',
    ...(buildDir ? { WEB_ROOT: join(buildDir, 'web') } : {}),
  },
});
const stop = () => {
  booth.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
booth.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
