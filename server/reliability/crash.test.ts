import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinSchema, consoleJoinSchema } from '../../src/shared/index.js';
import {
  buildServer,
  startChildServer,
  type ChildServer,
  type ServerBuild,
} from '../testing/childServer.js';
import { DATA_FILE } from '../store/lowdb/dataFolder.js';
import { LowdbStore } from '../store/assembly/lowdbStore.js';

const CLIENTS = 32;
/** The server is killed once this many joins were acknowledged in a round. */
const ACKED_BEFORE_KILL = 240;

interface Acknowledged {
  email: string;
  position: number;
}

let build: ServerBuild;
let dataDir: string;
let server: ChildServer | undefined;

beforeAll(async () => {
  build = await buildServer();
  dataDir = await mkdtemp(join(tmpdir(), 'synapse-crash-'));
});
afterAll(async () => {
  await server?.kill();
  await build?.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function start(): Promise<ChildServer> {
  return startChildServer({ build, dataDir, env: { ADMIN_PASSWORD: 'crash-test-password' } });
}

async function postJoin(url: string, email: string, index: number) {
  const terminal = index % 3 === 0;
  const response = await fetch(`${url}${terminal ? '/api/josh2/join' : '/api/waitlist/join'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      terminal
        ? { email, firstName: 'Crash', hasConsented: true }
        : { firstName: 'Crash', lastName: `Client ${index}`, email, hasConsented: true },
    ),
  });
  const body = (await response.json()) as { position: number; alreadyOnList: boolean };
  return { status: response.status, body };
}

/**
 * 32 clients join as fast as they can; once enough joins were answered the process gets SIGKILL
 * while the others are still in flight. Answers every join that was acknowledged with a 2xx.
 */
async function joinUntilKilled(running: ChildServer, round: number): Promise<Acknowledged[]> {
  const acknowledged: Acknowledged[] = [];
  let killing: Promise<void> | undefined;
  const client = async (clientIndex: number) => {
    for (let n = 0; ; n += 1) {
      const email = `r${round}-c${clientIndex}-${n}@crash.example`;
      try {
        const { status, body } = await postJoin(running.url, email, clientIndex + n);
        if (status >= 200 && status < 300) acknowledged.push({ email, position: body.position });
        else throw new Error(`unexpected status ${status}`);
      } catch {
        return; // the process is gone: this join was never acknowledged
      }
      if (acknowledged.length >= ACKED_BEFORE_KILL) killing ??= running.kill();
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
  await (killing ?? running.kill()); // every client stopped early: the test fails on the count below
  return acknowledged;
}

describe('a server killed with SIGKILL in the middle of 32 concurrent clients', () => {
  const everyAcknowledged: Acknowledged[] = [];

  it('keeps every acknowledged join with its position after two kills and restarts', async () => {
    for (let round = 1; round <= 2; round += 1) {
      server = await start();
      const acknowledged = await joinUntilKilled(server, round);
      const { signal } = await server.exited;
      expect(signal).toBe('SIGKILL');
      expect(acknowledged.length).toBeGreaterThanOrEqual(ACKED_BEFORE_KILL);
      everyAcknowledged.push(...acknowledged);

      // Whatever the kill interrupted, the snapshot on disk is whole JSON (temp file, fsync, rename).
      const dataFile = join(dataDir, DATA_FILE);
      if (existsSync(dataFile))
        expect(() => JSON.parse(readFileSync(dataFile, 'utf8'))).not.toThrow();
    }

    // A temp file a killed snapshot write left behind: never read, removed at start.
    const staleTemp = join(dataDir, `.${DATA_FILE}.123.abcd.tmp`);
    await writeFile(staleTemp, '{"waitlist": [{"id": 1, "email": "half');

    server = await start();
    expect(existsSync(staleTemp)).toBe(false);

    const positions = new Set(everyAcknowledged.map((entry) => entry.position));
    expect(positions.size).toBe(everyAcknowledged.length);

    // Every acknowledged e-mail is still on the list with the position it was told.
    for (let index = 0; index < everyAcknowledged.length; index += CLIENTS) {
      const slice = everyAcknowledged.slice(index, index + CLIENTS);
      const answers = await Promise.all(
        slice.map((entry) => postJoin(server!.url, entry.email, 1)),
      );
      answers.forEach((answer, offset) => {
        expect(answer.status, slice[offset]!.email).toBe(200);
        expect(answer.body).toEqual({
          position: slice[offset]!.position,
          alreadyOnList: true,
          status: 'waiting',
        });
      });
    }

    const count = (await (await fetch(`${server.url}/api/waitlist/count`)).json()) as {
      count: number;
    };
    expect(count.count).toBeGreaterThanOrEqual(everyAcknowledged.length);

    const fresh = await postJoin(server.url, 'after-the-crash@crash.example', 1);
    expect(fresh.status).toBe(201);
    expect(positions.has(fresh.body.position)).toBe(false);
    expect(fresh.body.position).toBeGreaterThan(Math.max(...positions));

    await server.stop();
    expect((await server.exited).code).toBe(0);
    server = undefined;
  }, 120_000);

  it('leaves a valid data file whose every entry is valid, with unique positions', async () => {
    const text = await readFile(join(dataDir, DATA_FILE), 'utf8');
    expect(() => JSON.parse(text)).not.toThrow();
    expect((await readdir(dataDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    const store = await LowdbStore.open({ dataDir });
    try {
      const entries = [];
      for await (const entry of store.exportEntries()) entries.push(entry);
      expect(entries.length).toBeGreaterThan(everyAcknowledged.length);
      const positions = entries.map((entry) => entry.position);
      expect(new Set(positions).size).toBe(entries.length);
      expect(new Set(entries.map((entry) => entry.email.toLowerCase())).size).toBe(entries.length);
      for (const entry of entries) {
        const valid =
          entry.source === 'terminal'
            ? consoleJoinSchema.safeParse(entry).success
            : joinSchema.safeParse(entry).success;
        expect(valid, JSON.stringify(entry)).toBe(true);
      }
    } finally {
      await store.close();
    }
  });
});
