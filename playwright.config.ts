import { defineConfig } from '@playwright/test';
import { E2E_BOOTH } from './e2e/support/boothConstants.mjs';
import { E2E_CHAIN_PORT, E2E_PORT } from './e2e/support/constants';

/** The specs that change what others rely on: a chain of their own, on a server of their own. */
const CHAIN = /(admin-password|admin-2fa|admin-security|referrals|rewards)\.spec\.ts/;
const chainUrl = `http://127.0.0.1:${E2E_CHAIN_PORT}`;

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
    { name: 'browser', testIgnore: CHAIN },
    // The chain runs beside the main project, on a server of its own (E2E_CHAIN_PORT), in order:
    // referrals confirm entries that move up its line; rewards then move an earner to the front.
    { name: 'referrals', testMatch: /referrals\.spec\.ts/, use: { baseURL: chainUrl } },
    {
      name: 'rewards',
      testMatch: /rewards\.spec\.ts/,
      use: { baseURL: chainUrl },
      dependencies: ['referrals'],
    },
    // Changes the chain server's admin password, then turns two-factor on and off again...
    {
      name: 'admin password',
      testMatch: /admin-password\.spec\.ts/,
      use: { baseURL: chainUrl },
      dependencies: ['rewards'],
    },
    {
      name: 'admin two-factor',
      testMatch: /admin-2fa\.spec\.ts/,
      use: { baseURL: chainUrl },
      dependencies: ['admin password'],
    },
    // ... and signs its admin out everywhere and revokes every API key: the very last.
    {
      name: 'admin security',
      testMatch: /admin-security\.spec\.ts/,
      use: { baseURL: chainUrl },
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
    // The chain's own server: the same build, data and mailbox of its own.
    {
      command: 'node e2e/support/server.mjs',
      url: `${chainUrl}/api/waitlist/count`,
      env: { E2E_PORT: String(E2E_CHAIN_PORT) },
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
