import { defineConfig } from '@playwright/test';
import { E2E_BOOTH } from './e2e/support/boothConstants.mjs';
import { E2E_PORT } from './e2e/support/constants';

/** Browser tests drive Debian's Chromium (Playwright cannot download its own here). */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
    trace: 'off',
  },
  projects: [
    {
      name: 'browser',
      testIgnore: /(admin-password|admin-2fa|admin-security|referrals|rewards)\.spec\.ts/,
    },
    // Confirms referred entries that move up the line: after the loop spec's "Invite next 2".
    { name: 'referrals', testMatch: /referrals\.spec\.ts/, dependencies: ['browser'] },
    // Adds a reward that moves its earner to the front: after the referrals spec read its line.
    { name: 'rewards', testMatch: /rewards\.spec\.ts/, dependencies: ['referrals'] },
    // Changes the shared admin password, so it runs once everything else is done.
    {
      name: 'admin password',
      testMatch: /admin-password\.spec\.ts/,
      dependencies: ['browser', 'referrals', 'rewards'],
    },
    // Turns two-factor on for the shared admin and off again: after the password spec, last.
    {
      name: 'admin two-factor',
      testMatch: /admin-2fa\.spec\.ts/,
      dependencies: ['admin password'],
    },
    // Signs the shared admin out everywhere and revokes every API key: the very last.
    {
      name: 'admin security',
      testMatch: /admin-security\.spec\.ts/,
      dependencies: ['admin two-factor'],
    },
  ],
  webServer: [
    {
      command: 'node e2e/support/server.mjs',
      url: `http://127.0.0.1:${E2E_PORT}/api/waitlist/count`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    // The booth (issue 26): `npm run booth`, the kiosk's server without Electron.
    {
      command: 'node e2e/support/booth.mjs',
      url: `http://127.0.0.1:${E2E_BOOTH.port}/api/booth`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
