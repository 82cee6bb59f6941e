import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpgradeProgress } from '../entries/lowdbUpgrade.js';
import { captureLog } from '../../testing/logCapture.js';
import { DATA_FILE } from './dataFolder.js';
import { DurableJsonFile } from './durableJsonFile.js';
import { snapshotCodec } from './snapshotRows.js';
import type { Snapshot } from '../assembly/lowdbSnapshot.js';
import { LowdbStore } from '../assembly/lowdbStore.js';

const folders: string[] = [];

afterEach(async () => {
  vi.restoreAllMocks();
  for (const dir of folders.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** A data folder as a version before the waitlist loop wrote it: entries without its fields. */
async function olderFolder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'synapse-upgrade-'));
  folders.push(dir);
  const entry = (id: number, hasConsented: boolean) => ({
    id,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `older-${id}@example.com`,
    company: 'Analytical Engines',
    hasConsented,
    position: id,
    createdAt: `2026-01-0${id}T10:00:00.000Z`,
    source: 'form',
  });
  const snapshot = {
    version: 1,
    lastSeq: 0,
    nextId: 4,
    nextPosition: 4,
    nextUserId: 1,
    waitlist: [entry(1, true), entry(2, false), entry(3, true)],
    users: [],
    sessions: {},
  };
  await writeFile(join(dir, DATA_FILE), JSON.stringify(snapshot));
  return dir;
}

describe('the one-time upgrade of an older data file', () => {
  it('gives each older entry the loop fields, says how far it is, and is not done again', async () => {
    const dataDir = await olderFolder();
    const log = await captureLog('info');
    const store = await LowdbStore.open({ dataDir });
    const entries = (await store.listEntries({ search: '', offset: 0, limit: 10, dir: 'asc' }))
      .entries;
    await store.close();

    expect(log.messages()).toEqual([
      'Upgrading 3 entries of an older data file (once)…',
      'Upgraded 3 of 3 entries; the next snapshot keeps them.',
    ]);
    expect(entries.map((entry) => [entry.id, entry.status, entry.consentAt])).toEqual([
      [1, 'waiting', '2026-01-01T10:00:00.000Z'],
      [2, 'waiting', null],
      [3, 'waiting', '2026-01-03T10:00:00.000Z'],
    ]);
    const codes = entries.map((entry) => entry.referralCode);
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{10}$/);
    expect(entries.every((entry) => entry.referredBy === null && entry.referralCount === 0)).toBe(
      true,
    );
    // The snapshot written at the start keeps the upgrade: the next start has nothing to do.
    const written = await new DurableJsonFile<Snapshot>(
      join(dataDir, DATA_FILE),
      snapshotCodec,
    ).read();
    expect(written?.waitlist.map((entry) => entry.referralCode)).toEqual(codes);
    log.lines.length = 0;
    const again = await LowdbStore.open({ dataDir });
    const reread = (await again.listEntries({ search: '', offset: 0, limit: 10, dir: 'asc' }))
      .entries;
    await again.close();
    await log.stop();
    expect(log.messages()).toEqual([]);
    expect(reread).toEqual(entries);
  });

  it('logs a line every 100,000 entries of a long upgrade, and one at the end', () => {
    const lines: string[] = [];
    const progress = new UpgradeProgress(250_000, (line) => lines.push(line));
    for (let entry = 0; entry < 250_000; entry += 1) progress.step();
    expect(lines).toEqual([
      'Upgrading 250,000 entries of an older data file (once)…',
      'Upgraded 100,000 of 250,000 entries…',
      'Upgraded 200,000 of 250,000 entries…',
      'Upgraded 250,000 of 250,000 entries; the next snapshot keeps them.',
    ]);
  });
});
