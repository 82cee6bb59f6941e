import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { request } from '../../server/testing/testServer';
import { kioskServerConfig, startEmbeddedServer, type EmbeddedServer } from './embeddedServer';
import { readSnapshotFile } from '../../server/testing/snapshotFile';

let userDataDir: string;
let server: EmbeddedServer | undefined;

beforeEach(async () => {
  userDataDir = await mkdtemp(join(tmpdir(), 'synapse-kiosk-'));
});
afterEach(async () => {
  await server?.stop();
  server = undefined;
  await rm(userDataDir, { recursive: true, force: true });
});

const visitor = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  hasConsented: true,
};

describe('the embedded server', () => {
  it('is configured for a booth: loopback, free port, no join limit, kiosk sign-ups', () => {
    const config = kioskServerConfig({ userDataDir, webRoot: '/app/out/renderer' });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 0,
      dataDir: join(userDataDir, 'data'),
      joinRateLimit: 0,
      formSource: 'kiosk',
      webRoot: '/app/out/renderer',
      production: true,
      databaseUrl: undefined,
    });
  });

  it('takes booth sync, the event and the operator PIN from the environment, never a database', () => {
    const config = kioskServerConfig({
      userDataDir,
      webRoot: null,
      env: {
        SYNC_URL: 'https://waitlist.example.com/',
        SYNC_API_KEY: 'syn_booth-key',
        EVENT_NAME: 'Web Summit',
        KIOSK_PIN: '2468',
        DATABASE_URL: 'postgres://user:secret@db.example.com/synapse',
        HOST: '0.0.0.0',
        JOIN_RATE_LIMIT: '5',
      },
    });
    expect(config.boothSync).toMatchObject({
      url: 'https://waitlist.example.com',
      apiKey: 'syn_booth-key',
      event: 'Web Summit',
    });
    expect(config.booth).toEqual({ pin: '2468' });
    expect(config).toMatchObject({ host: '127.0.0.1', joinRateLimit: 0, databaseUrl: undefined });
  });

  it('refuses a PIN that is not 4 to 8 digits', () => {
    expect(() =>
      kioskServerConfig({ userDataDir, webRoot: null, env: { KIOSK_PIN: '12ab' } }),
    ).toThrow('KIOSK_PIN must be 4 to 8 digits');
  });

  it('listens on 127.0.0.1 and answers the waitlist count', async () => {
    server = await startEmbeddedServer({ userDataDir, webRoot: null });
    expect(new URL(server.url).hostname).toBe('127.0.0.1');
    expect(Number(new URL(server.url).port)).toBeGreaterThan(0);
    const count = await request(`${server.url}/api/waitlist/count`);
    expect(count.status).toBe(200);
    expect(count.body).toEqual({ count: 0 });
  });

  it('stores a form sign-up with source "kiosk" in userData and has it on disk after stopping', async () => {
    server = await startEmbeddedServer({ userDataDir, webRoot: null });
    const origin = new URL(server.url).origin;
    const joined = await request(`${server.url}/api/waitlist/join`, {
      method: 'POST',
      body: visitor,
      headers: { origin },
    });
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({ position: 1 });
    expect((await request(`${server.url}/api/waitlist/count`)).body).toEqual({ count: 1 });

    await server.stop();
    const stopped = server;
    server = undefined;
    await expect(fetch(`${stopped.url}/api/waitlist/count`)).rejects.toThrow();

    const saved = await readSnapshotFile(join(userDataDir, 'data', 'db.json'));
    expect(saved.waitlist).toEqual([
      expect.objectContaining({ email: 'ada@example.com', source: 'kiosk', position: 1 }),
    ]);
  });

  it('keeps its data across a restart, as after an update', async () => {
    server = await startEmbeddedServer({ userDataDir, webRoot: null });
    await request(`${server.url}/api/waitlist/join`, { method: 'POST', body: visitor });
    await server.stop();
    server = await startEmbeddedServer({ userDataDir, webRoot: null });
    expect((await request(`${server.url}/api/waitlist/count`)).body).toEqual({ count: 1 });
    expect((await stat(join(userDataDir, 'data'))).isDirectory()).toBe(true);
  });

  it('serves the built site with a content security policy when given a web root', async () => {
    server = await startEmbeddedServer({ userDataDir, webRoot: join(userDataDir, 'no-site') });
    const page = await fetch(`${server.url}/admin/dashboard`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});
