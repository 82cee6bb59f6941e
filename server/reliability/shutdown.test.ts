import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATA_FILE } from '../store/lowdb/dataFolder.js';
import { buildServer, startChildServer, type ServerBuild } from '../testing/childServer.js';
import { signUp } from '../testing/fixtures.js';
import { readSnapshotFile } from '../testing/snapshotFile.js';

let build: ServerBuild;
let dataDir: string;

beforeAll(async () => {
  build = await buildServer();
  dataDir = await mkdtemp(join(tmpdir(), 'synapse-shutdown-'));
});
afterAll(async () => {
  await build?.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Sends a join's headers and half its body, and answers a function that sends the rest. */
function halfSentJoin(port: number, body: string) {
  const socket = connect(port, '127.0.0.1');
  let response = '';
  socket.on('data', (chunk) => (response += chunk.toString('utf8')));
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(response)));
  const head =
    'POST /api/waitlist/join HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
  const half = Math.floor(body.length / 2);
  const sent = new Promise<void>((resolve) => socket.on('connect', resolve)).then(
    () => new Promise<void>((resolve) => socket.write(head + body.slice(0, half), () => resolve())),
  );
  return {
    sent,
    finish: () => {
      socket.write(body.slice(half));
      return closed;
    },
  };
}

describe('SIGTERM', () => {
  it('stops taking requests, finishes the one in flight, flushes the store and exits 0', async () => {
    const server = await startChildServer({ build, dataDir });
    const inFlight = halfSentJoin(server.port, JSON.stringify(signUp('in-flight@example.com')));
    await inFlight.sent;
    // Give the server a moment to accept the connection before it is told to stop.
    await new Promise((resolve) => setTimeout(resolve, 200));

    server.child.kill('SIGTERM');
    // Waits for the condition itself: the stopping server refuses new requests.
    await vi.waitFor(() => expect(fetch(`${server.url}/api/waitlist/count`)).rejects.toThrow(), {
      timeout: 10_000,
      interval: 50,
    });

    const response = await inFlight.finish();
    expect(response).toMatch(/^HTTP\/1\.1 201 /);
    expect(response).toContain(
      '{"position":1,"alreadyOnList":false,"status":"waiting","referralUrl":',
    );
    expect(await server.exited).toEqual({ code: 0, signal: null });

    const snapshot = await readSnapshotFile(join(dataDir, DATA_FILE));
    expect(snapshot.waitlist.map((entry: { email: string }) => entry.email)).toEqual([
      'in-flight@example.com',
    ]);
    expect(server.output()).toContain('SIGTERM received');
  }, 90_000);
});
