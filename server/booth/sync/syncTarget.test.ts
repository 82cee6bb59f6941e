import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOTH_SYNC_MESSAGES, type BoothSyncStatus } from '../../../src/shared/index.js';
import type { BoothSyncConfig } from '../../config.js';
import { newEntry } from '../../testing/fixtures.js';
import { request, startTestServer, type TestServer } from '../../testing/testServer.js';

/**
 * Issue 24 item 5: the booth's API key goes only to the address it was entered with, over https
 * (or on this computer), never through a redirect, and never to a private address unless
 * WEBHOOK_ALLOW_PRIVATE says so. A booth (lowdb) in this process, plain HTTP servers as the web.
 */

const PASSWORD = 'correct horse battery';
const KEY = 'syn_sync_target_test_key_0123456789abcdef';
const servers: TestServer[] = [];
const listeners: Server[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.dispose();
  for (const listener of listeners.splice(0)) {
    listener.closeAllConnections();
    await new Promise((resolve) => listener.close(resolve));
  }
});

interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** A web server on 127.0.0.1 that records every request and answers with `answer`. */
async function startRecorder(
  answer: (res: import('node:http').ServerResponse) => void,
): Promise<{ url: string; requests: Recorded[] }> {
  const requests: Recorded[] = [];
  const listener = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      answer(res);
    });
  });
  listeners.push(listener);
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { port } = listener.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, requests };
}

/** A booth with one sign-up to send, its syncer pointed at `sync` (as SYNC_URL would). */
async function startBooth(allowPrivate: boolean, sync: Partial<BoothSyncConfig> = {}) {
  const booth = await startTestServer({
    adminPassword: PASSWORD,
    webhookAllowPrivate: allowPrivate,
    boothSync: { intervalMs: 100, retryMaxMs: 200, event: 'CES 2026', ...sync },
  });
  servers.push(booth);
  await booth.store.join(newEntry('visitor@booth.example', { source: 'kiosk' }));
  const login = await request(`${booth.url}/api/login`, {
    body: { username: 'admin', password: PASSWORD },
  });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  return {
    put: (body: object) =>
      request(`${booth.url}/api/admin/sync`, { method: 'PUT', body, headers: { cookie } }),
    status: async () =>
      (await request(`${booth.url}/api/admin/sync`, { headers: { cookie } }))
        .body as BoothSyncStatus,
  };
}

describe('the sync address and its key', () => {
  it('refuses a new web address without the key again, and keeps the key for the same address', async () => {
    const booth = await startBooth(true);
    const first = 'http://127.0.0.1:9';
    expect((await booth.put({ url: first, apiKey: KEY, event: 'CES 2026' })).status).toBe(200);

    const moved = await booth.put({ url: 'https://collector.example.com', event: 'CES 2026' });
    expect(moved.status).toBe(400);
    expect(moved.body).toEqual({
      message: BOOTH_SYNC_MESSAGES.keyForNewUrl,
      errors: { apiKey: BOOTH_SYNC_MESSAGES.keyForNewUrl },
    });
    expect(await booth.status()).toMatchObject({ url: first, keySet: true });

    // The same address (a trailing slash aside) with another event keeps its key.
    const renamed = await booth.put({ url: `${first}/`, event: 'CES 2027' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ url: first, event: 'CES 2027', keySet: true });

    // Turning sync off forgets the key: the old address needs it again too.
    expect((await booth.put({ url: '', event: '' })).body).toMatchObject({ keySet: false });
    const back = await booth.put({ url: first, event: 'CES 2026' });
    expect(back.status).toBe(400);
    expect(back.body).toMatchObject({ errors: { apiKey: BOOTH_SYNC_MESSAGES.keyNeeded } });
  });

  it('refuses plain http to another computer, and accepts https to a name it cannot resolve yet', async () => {
    const booth = await startBooth(false);
    const plain = await booth.put({ url: 'http://example.test', apiKey: KEY, event: '' });
    expect(plain.status).toBe(400);
    expect(plain.body).toMatchObject({ errors: { url: BOOTH_SYNC_MESSAGES.https } });
    expect((await booth.status()).configured).toBe(false);

    // A booth set up offline: the name is checked again each time it connects.
    const offline = await booth.put({ url: 'https://synapse.invalid', apiKey: KEY, event: '' });
    expect(offline.status).toBe(200);
    expect(offline.body).toMatchObject({ url: 'https://synapse.invalid', configured: true });
  });
});

describe('the webhook address guard on the sync address', () => {
  it('refuses private and loopback addresses in the panel unless WEBHOOK_ALLOW_PRIVATE is set', async () => {
    const booth = await startBooth(false);
    for (const url of [
      'https://10.0.0.1',
      'http://127.0.0.1:9',
      'http://[::1]:9',
      'http://localhost:9',
    ]) {
      const refused = await booth.put({ url, apiKey: KEY, event: '' });
      expect(refused.status, url).toBe(400);
      expect((refused.body as { errors: { url: string } }).errors.url, url).toMatch(
        /a private, loopback or link-local address: .*booth sync.*WEBHOOK_ALLOW_PRIVATE/,
      );
    }
    expect((await booth.status()).configured).toBe(false);

    const allowed = await startBooth(true);
    expect((await allowed.put({ url: 'http://127.0.0.1:9', apiKey: KEY, event: '' })).status).toBe(
      200,
    );
  });

  it('sends nothing to a name that resolves to a private address, and says why', async () => {
    const web = await startRecorder((res) => res.writeHead(200).end('{"results":[]}'));
    const port = new URL(web.url).port;
    // As SYNC_URL would set it: localhost is this computer, so http is allowed, but not private.
    const booth = await startBooth(false, { url: `http://localhost:${port}`, apiKey: KEY });
    await expect
      .poll(async () => (await booth.status()).lastError, { timeout: 10_000 })
      .toMatch(
        /localhost points to .*a private, loopback or link-local address.*stay on this booth/,
      );
    expect(web.requests).toEqual([]);
  });
});

describe('redirects', () => {
  it('are never followed: the redirect target gets no request, and the status says the web redirected', async () => {
    const target = await startRecorder((res) => res.writeHead(200).end('{"results":[{}]}'));
    const redirector = await startRecorder((res) =>
      res.writeHead(307, { location: `${target.url}/api/v1/entries` }).end(),
    );
    const booth = await startBooth(true, { url: redirector.url, apiKey: KEY });

    await expect
      .poll(async () => (await booth.status()).lastError, { timeout: 10_000 })
      .toMatch(/answered with a redirect \(307\) to http:\/\/127\.0\.0\.1:\d+\/api\/v1\/entries/);
    // The booth also asks for the event's interests (issue 27): a GET, not followed either.
    expect(redirector.requests.find((request) => request.method === 'POST')).toMatchObject({
      method: 'POST',
      url: '/api/v1/entries',
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(target.requests).toEqual([]);
    expect((await booth.status()).synced).toBe(0);
  });
});
