import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { request } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_PORT } from './constants';
import { E2E_BOOTH } from './boothConstants.mjs';

/** A kiosk of the spec's own whose web is up: the e2e server, with a sync key of its own. */
export const E2E_SYNCED_KIOSK_PORT = E2E_PORT + 80;

export interface SyncedKiosk {
  url: string;
  dispose(): Promise<void>;
}

/** A new entries:sync key on the e2e web server, as its admin makes one for a kiosk. */
async function syncKey(webUrl: string): Promise<string> {
  const admin = await request.newContext({ baseURL: webUrl });
  try {
    await admin.post('/api/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } });
    const created = await admin.post('/api/admin/api-keys', {
      data: { name: `Synced kiosk ${Date.now()}`, scopes: ['entries:sync'] },
    });
    if (!created.ok()) throw new Error(`No sync key: ${created.status()} ${await created.text()}`);
    return ((await created.json()) as { key: string }).key;
  } finally {
    await admin.dispose();
  }
}

async function answering(url: string, child: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 300; tries += 1) {
    if (child.exitCode !== null) throw new Error(`The kiosk stopped (${child.exitCode}).`);
    const up = await fetch(`${url}/api/booth`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`The kiosk at ${url} did not answer.`);
}

/**
 * `npm run booth`'s server of the build under test (as e2e/support/booth.mjs starts the shared
 * one), syncing to the e2e web server every half second: the kiosk's thank-you gets the visitor's
 * links from the web (issue 39, item 3). On a fixed port: its spec runs on one worker.
 */
export async function startSyncedKiosk(): Promise<SyncedKiosk> {
  const webUrl = `http://127.0.0.1:${E2E_PORT}`;
  const buildDir = resolve(process.env.E2E_BUILD_DIR ?? 'dist');
  const dataDir = mkdtempSync(join(tmpdir(), 'synapse-e2e-synced-kiosk-'));
  const url = `http://127.0.0.1:${E2E_SYNCED_KIOSK_PORT}`;
  const child = spawn(process.execPath, [join(buildDir, 'node/server/tools/booth.js')], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(E2E_SYNCED_KIOSK_PORT),
      DATA_DIR: dataDir,
      WEB_ROOT: join(buildDir, 'web'),
      KIOSK_PIN: E2E_BOOTH.pin,
      ADMIN_PASSWORD: E2E_BOOTH.adminPassword,
      SYNC_URL: webUrl,
      SYNC_API_KEY: await syncKey(webUrl),
      EVENT_NAME: 'E2E Expo',
      SYNC_INTERVAL_SECONDS: '0.5',
      SYNC_RETRY_MAX_SECONDS: '1',
      // The web is on this machine: the address guard would refuse it otherwise.
      WEBHOOK_ALLOW_PRIVATE: 'true',
      FORM_MIN_MS: '0',
      BOT_CHECK: 'off',
      DATABASE_URL: '',
    },
  });
  const stopped = new Promise((done) => child.once('exit', done));
  const dispose = async () => {
    child.kill('SIGTERM');
    await stopped;
    rmSync(dataDir, { recursive: true, force: true });
  };
  await answering(url, child).catch(async (error: unknown) => {
    await dispose();
    throw error;
  });
  return { url, dispose };
}
