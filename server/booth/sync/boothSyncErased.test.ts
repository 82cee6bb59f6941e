import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { PostEntriesResponse } from '../../../src/shared/index.js';
import { LowdbStore } from '../../store/assembly/lowdbStore.js';
import { newEntry } from '../../testing/fixtures.js';
import { BoothSyncer } from './boothSyncer.js';

/**
 * Issue 38, item 5: a sign-up the web answers "erased" (its owner erased it there) leaves the
 * kiosk's queue: not sent again, not counted as unsynced, and counted as erased for the panel.
 */
let dir: string;
let web: Server;
let syncer: BoothSyncer | undefined;
let store: LowdbStore | undefined;

afterEach(async () => {
  await syncer?.stop();
  await store?.close();
  await new Promise((resolve) => web?.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** A web deployment that answers the first entry of each batch "erased" and stores the rest. */
async function fakeWeb(posts: { externalId: string }[][]): Promise<string> {
  web = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const { entries } = JSON.parse(body) as { entries: { externalId: string }[] };
      posts.push(entries);
      const answer: PostEntriesResponse = {
        results: entries.map(({ externalId }, index) =>
          index === 0
            ? { externalId, created: false, status: 'erased' }
            : { externalId, created: true, id: index, position: index },
        ),
        created: entries.length - 1,
        existed: 0,
        refused: 0,
        erased: 1,
      };
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
}

it('drops a sign-up the web answers "erased" from the queue and counts it for the staff panel', async () => {
  dir = await mkdtemp(join(tmpdir(), 'booth-erased-'));
  const posts: { externalId: string }[][] = [];
  const url = await fakeWeb(posts);
  store = await LowdbStore.open({ dataDir: join(dir, 'data') });
  await store.join(newEntry('ada@booth.example', { source: 'kiosk' }));
  await store.join(newEntry('grace@booth.example', { source: 'kiosk' }));
  syncer = await BoothSyncer.open({
    store,
    dataDir: dir,
    environment: { url, apiKey: 'syn_test', event: '' },
    intervalMs: 20,
    retryMaxMs: 50,
    allowPrivate: true,
  });
  syncer.start();
  await expect.poll(() => posts.length).toBeGreaterThan(0);
  // Several rounds later, nothing has been sent again.
  await new Promise((resolve) => setTimeout(resolve, 200));

  expect(posts).toHaveLength(1);
  expect(await syncer.status()).toMatchObject({ synced: 2, total: 2, erased: 1 });
  // Across a restart of the booth too.
  await syncer.stop();
  syncer = await BoothSyncer.open({
    store,
    dataDir: dir,
    environment: { url, apiKey: 'syn_test', event: '' },
    intervalMs: 20,
    retryMaxMs: 50,
    allowPrivate: true,
  });
  expect(await syncer.status()).toMatchObject({ synced: 2, erased: 1 });
});
