import { rm } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server.js';
import { makeDataDir, request, testConfig } from '../testing/testServer.js';
import { consoleSignUp, FIRST_OWNER, signUp, newJoinAnswer } from '../testing/fixtures.js';

const UNAVAILABLE = 'The waitlist is temporarily unavailable. Please try again in a moment.';
const ADMIN_PASSWORD = 'fault-test-password';

/** A disk that can be made to refuse writes, as a full or read-only data folder does. */
class FaultyDisk {
  failing: NodeJS.ErrnoException | null = null;
  readonly beforeWrite = () => {
    if (this.failing) throw this.failing;
  };
  fail(code: 'ENOSPC' | 'EROFS') {
    this.failing = Object.assign(new Error(`${code}: the data folder refused the write`), {
      code,
    });
  }
  heal() {
    this.failing = null;
  }
}

let dataDir: string;
let disk: FaultyDisk;
let server: RunningServer;

async function start() {
  // The faults are injected into the embedded store's writes: always lowdb here.
  const config = testConfig(dataDir, { adminPassword: ADMIN_PASSWORD, databaseUrl: undefined });
  server = await startServer(config, {
    beforeWrite: disk.beforeWrite,
  });
}

beforeEach(async () => {
  dataDir = await makeDataDir();
  disk = new FaultyDisk();
  await start();
});
afterEach(async () => {
  disk.heal();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const join = (email: string) =>
  request(`${server.url}/api/waitlist/join`, { method: 'POST', body: signUp(email) });
const terminalJoin = (email: string) =>
  request(`${server.url}/api/josh2/join`, { method: 'POST', body: consoleSignUp(email) });
const count = async () =>
  ((await request(`${server.url}/api/waitlist/count`)).body as { count: number }).count;

describe.each(['ENOSPC', 'EROFS'] as const)('a data folder that refuses writes (%s)', (code) => {
  it('answers joins with 503 and a clear message, acknowledges nothing, and recovers', async () => {
    expect((await join('before@example.com')).status).toBe(201);

    disk.fail(code);
    const refused = await Promise.all([
      join('during-1@example.com'),
      join('during-2@example.com'),
      terminalJoin('during-3@example.com'),
      request(`${server.url}/api/waitlist`, {
        method: 'POST',
        body: consoleSignUp('during-4@example.com'),
      }),
    ]);
    for (const response of refused) {
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ message: UNAVAILABLE });
      expect(response.text).not.toContain(code);
    }
    // Reads keep working, and a join of someone already on the list needs no write.
    expect(await count()).toBe(1);
    const again = await join('before@example.com');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ position: 1, alreadyOnList: true, status: 'waiting' });

    disk.heal();
    expect(await count()).toBe(1);
    // Nothing refused was kept: the same address is a new sign-up now, with the next position.
    const retried = await join('during-1@example.com');
    expect(retried.status).toBe(201);
    expect(retried.body).toEqual(newJoinAnswer(2));
    expect(await count()).toBe(2);
  });

  it('keeps nothing refused across a restart', async () => {
    disk.fail(code);
    const refused = await Promise.all(
      Array.from({ length: 20 }, (_, index) => join(`burst-${index}@example.com`)),
    );
    expect(refused.map((response) => response.status)).toEqual(Array(20).fill(503));
    disk.heal();
    await server.stop();
    await start();
    expect(await count()).toBe(0);
    expect((await join('burst-0@example.com')).body).toEqual(newJoinAnswer(1));
  });
});

async function login(): Promise<{ status: number; cookie: string | undefined; text: string }> {
  const response = await request(`${server.url}/api/login`, {
    method: 'POST',
    body: { username: 'admin', password: ADMIN_PASSWORD },
  });
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith('synapse.sid='))
    ?.split(';')[0];
  return { status: response.status, cookie, text: response.text };
}

describe('a session store that cannot write', () => {
  it('answers a login with 503, not 500, and logs in again once the disk recovers', async () => {
    disk.fail('ENOSPC');
    const refused = await login();
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.text)).toEqual({ message: UNAVAILABLE });
    expect(refused.cookie).toBeUndefined();

    disk.heal();
    const accepted = await login();
    expect(accepted.status).toBe(200);
    const user = await request(`${server.url}/api/user`, {
      headers: { cookie: accepted.cookie! },
    });
    expect(user.body).toEqual(FIRST_OWNER);
  });

  it('keeps admin reads working for a session opened before the fault', async () => {
    expect((await join('listed@example.com')).status).toBe(201);
    const { cookie } = await login();
    const headers = { cookie: cookie! };

    disk.fail('EROFS');
    expect((await join('unlisted@example.com')).status).toBe(503);
    const list = await request(`${server.url}/api/admin/waitlist`, { headers });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, matching: 1 });
    expect((await request(`${server.url}/api/admin/stats`, { headers })).status).toBe(200);
    const csv = await request(`${server.url}/api/admin/waitlist/export`, { headers });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('listed@example.com');
    expect(csv.text).not.toContain('unlisted@example.com');
    expect((await request(`${server.url}/api/user`, { headers })).status).toBe(200);
    // A delete needs a write: refused, and the entry stays.
    const entryId = (list.body as { entries: { id: number }[] }).entries[0]!.id;
    const deleted = await request(`${server.url}/api/admin/waitlist/${entryId}`, {
      method: 'DELETE',
      headers,
    });
    expect(deleted.status).toBe(503);

    disk.heal();
    expect(await count()).toBe(1);
  });
});
