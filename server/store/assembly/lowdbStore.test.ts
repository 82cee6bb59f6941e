import { copyFile, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '../types.js';
import { readDataFolderEntries } from './lowdbDataFolder.js';
import { DATA_FILE, FOLDING_FILE, JOURNAL_FILE } from '../lowdb/dataFolder.js';
import { LowdbStore } from './lowdbStore.js';
import { lowdbStores } from '../testing/lowdbStores.js';
import { newEntry } from '../../testing/fixtures.js';

/** A fixed clock: the store never reads the wall clock in these tests. */
const now = () => new Date('2026-03-10T12:00:00.000Z');

const { folder, open } = lowdbStores('synapse-lowdb-', { now });

/** The data folder exactly as it is on disk right now, as a crash would leave it. */
async function copyAsCrashed(dataDir: string): Promise<string> {
  const copy = await folder();
  const names = await readdir(dataDir);
  for (const name of [DATA_FILE, FOLDING_FILE, JOURNAL_FILE]) {
    if (names.includes(name)) await copyFile(join(dataDir, name), join(copy, name));
  }
  return copy;
}

async function everything(store: LowdbStore) {
  const page = await store.listEntries({ search: '', offset: 0, limit: 500 });
  return { count: await store.count(), entries: page.entries, stats: await store.stats() };
}

describe('group commit', () => {
  it('answers 200 concurrent joins with far fewer journal appends, every position once', async () => {
    const store = await open(await folder());
    const before = store.writes.journalAppends;
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, index) => store.join(newEntry(`user${index}@example.com`))),
    );
    const appends = store.writes.journalAppends - before;
    expect(appends).toBeGreaterThan(0);
    expect(appends).toBeLessThanOrEqual(10);
    const positions = results.map((result) => result.entry.position).sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 200 }, (_, index) => index + 1));
    expect(await store.count()).toBe(200);
  });

  it('does not rewrite the snapshot for a join', async () => {
    const store = await open(await folder());
    const snapshots = store.writes.snapshots;
    for (let index = 0; index < 20; index += 1)
      await store.join(newEntry(`one${index}@example.com`));
    expect(store.writes.snapshots).toBe(snapshots);
    expect(store.writes.journalAppends).toBeGreaterThanOrEqual(20);
  });

  it('gives one position to the same e-mail sent twice in one batch', async () => {
    const store = await open(await folder());
    const [first, second] = await Promise.all([
      store.join(newEntry('twice@example.com')),
      store.join(newEntry('TWICE@example.com ')),
    ]);
    expect(first.alreadyOnList).toBe(false);
    expect(second).toMatchObject({
      alreadyOnList: true,
      entry: { position: first.entry.position },
    });
    expect(await store.count()).toBe(1);
  });
});

describe('crash recovery', () => {
  it('restores every acknowledged join from the files on disk while the store is open', async () => {
    const dataDir = await folder();
    const store = await open(dataDir);
    const acknowledged = await Promise.all(
      Array.from({ length: 120 }, (_, index) => store.join(newEntry(`acked${index}@example.com`))),
    );
    const inFlight = Array.from({ length: 80 }, (_, index) =>
      store.join(newEntry(`late${index}@example.com`)),
    );
    const crashed = await copyAsCrashed(dataDir);
    await Promise.all(inFlight);

    const recovered = await open(crashed);
    const { entries } = await recovered.listEntries({ search: '', offset: 0, limit: 500 });
    const byEmail = new Map(entries.map((entry) => [entry.email, entry.position]));
    for (const { entry } of acknowledged) expect(byEmail.get(entry.email)).toBe(entry.position);
    const count = await recovered.count();
    expect(count).toBeGreaterThanOrEqual(120);
    expect(entries.map((entry) => entry.position).sort((a, b) => a - b)).toEqual(
      Array.from({ length: count }, (_, index) => index + 1),
    );
    const next = await recovered.join(newEntry('after-crash@example.com'));
    expect(next.entry.position).toBe(count + 1);
  });

  it('cuts off a torn last line and keeps every record before it', async () => {
    const dataDir = await folder();
    const store = await open(dataDir);
    for (let index = 0; index < 3; index += 1)
      await store.join(newEntry(`kept${index}@example.com`));
    const crashed = await copyAsCrashed(dataDir);
    const goodBytes = (await stat(join(crashed, JOURNAL_FILE))).size;
    expect(goodBytes).toBeGreaterThan(0);
    await writeFile(join(crashed, JOURNAL_FILE), '{"type":"join","entry":{"id":4,"first', {
      flag: 'a',
    });

    const recovered = await open(crashed);
    expect(await recovered.count()).toBe(3);
    expect((await stat(join(crashed, JOURNAL_FILE))).size).toBe(goodBytes);
    const next = await recovered.join(newEntry('next@example.com'));
    expect(next.entry.position).toBe(4);
    await recovered.close();
    const reopened = await open(crashed);
    expect(await reopened.count()).toBe(4);
  });

  it('does not apply a journal record twice when the snapshot already holds it', async () => {
    const dataDir = await folder();
    const store = await open(dataDir);
    for (let index = 0; index < 5; index += 1)
      await store.join(newEntry(`folded${index}@example.com`));
    const journalBeforeCompaction = await readFile(join(dataDir, JOURNAL_FILE), 'utf8');
    expect(journalBeforeCompaction.trim().split('\n')).toHaveLength(5);
    await store.close(); // folds the journal into db.json (lastSeq 5) and empties it

    // A crash between the snapshot's rename and the journal's reset leaves both.
    const after = JSON.stringify({
      type: 'join',
      seq: 6,
      entry: {
        id: 6,
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'after@example.com',
        company: '',
        hasConsented: true,
        position: 6,
        createdAt: now().toISOString(),
        source: 'form',
      },
    });
    await writeFile(join(dataDir, JOURNAL_FILE), `${journalBeforeCompaction}${after}\n`);

    const reopened = await open(dataDir);
    expect(await reopened.count()).toBe(6);
    const { entries } = await reopened.listEntries({ search: '', offset: 0, limit: 50 });
    expect(entries.map((entry) => entry.position)).toEqual([6, 5, 4, 3, 2, 1]);
    expect((await reopened.stats()).bySource.form).toBe(6);
  });

  it('removes a temp file that a killed snapshot write left behind', async () => {
    const dataDir = await folder();
    const first = await open(dataDir);
    await first.join(newEntry('before@example.com'));
    await first.close();
    const stale = join(dataDir, `.${DATA_FILE}.4242.deadbeef.tmp`);
    await writeFile(stale, '{"half a snap');

    const reopened = await open(dataDir);
    expect(await readdir(dataDir)).not.toContain(`.${DATA_FILE}.4242.deadbeef.tmp`);
    expect(await reopened.count()).toBe(1);
  });
});

describe('compaction', () => {
  it('leaves the snapshot and the journal agreeing with the live store', async () => {
    const dataDir = await folder();
    const store = await open(dataDir, { compactAfterBytes: 4_000 });
    for (let round = 0; round < 6; round += 1) {
      const joined = await Promise.all(
        Array.from({ length: 15 }, (_, index) =>
          store.join(newEntry(`r${round}-${index}@example.com`)),
        ),
      );
      await store.deleteEntry(joined[round]!.entry.id);
    }
    await store.idle();
    expect(store.writes.snapshots).toBeGreaterThan(1);
    expect(await readdir(dataDir)).not.toContain(FOLDING_FILE);
    const live = await everything(store);
    expect(live.count).toBe(84);

    const fromDisk = await open(await copyAsCrashed(dataDir));
    expect(await everything(fromDisk)).toEqual(live);
    const next = await fromDisk.join(newEntry('next@example.com'));
    expect(next.entry.position).toBe(91);

    await store.close();
    const reopened = await open(dataDir);
    expect(await everything(reopened)).toEqual(live);
  });
});

describe('folding the journal in the background', () => {
  it('keeps taking joins while the snapshot is written, and a crash then loses none', async () => {
    let release: () => void = () => undefined;
    const snapshotGate = new Promise<void>((resolve) => (release = resolve));
    const dataDir = await folder();
    await (await open(dataDir)).close(); // a first snapshot, so that opening waits for nothing
    const store = await open(dataDir, {
      compactAfterBytes: 2_000,
      beforeWrite: (write) => (write === 'snapshot' ? snapshotGate : undefined),
    });
    const joined = [];
    try {
      // Enough joins to pass the threshold: the fold starts and its snapshot write waits.
      for (let index = 0; index < 30; index += 1) {
        joined.push(await store.join(newEntry(`during${index}@example.com`)));
      }
      expect(await readdir(dataDir)).toContain(FOLDING_FILE);
      expect(store.writes.snapshots).toBe(0);

      const recovered = await open(await copyAsCrashed(dataDir));
      expect(await recovered.count()).toBe(30);
      const { entries } = await recovered.listEntries({ search: '', offset: 0, limit: 50 });
      expect(entries.map((entry) => entry.position).reverse()).toEqual(
        joined.map((result) => result.entry.position),
      );
    } finally {
      release();
    }
    await store.idle();
    expect(store.writes.snapshots).toBe(1);
    expect(await readdir(dataDir)).not.toContain(FOLDING_FILE);
    const afterFold = await open(await copyAsCrashed(dataDir));
    expect(await everything(afterFold)).toEqual(await everything(store));
  });
});

describe('a failed write', () => {
  it('rejects with StoreUnavailableError, keeps nothing, and the next join takes its place', async () => {
    let failing = false;
    const dataDir = await folder();
    const store = await open(dataDir, {
      beforeWrite: () => {
        if (failing) throw new Error('disk full');
      },
    });
    const first = await store.join(newEntry('first@example.com'));
    failing = true;
    const refused = await Promise.allSettled([
      store.join(newEntry('refused1@example.com')),
      store.join(newEntry('refused2@example.com')),
    ]);
    for (const outcome of refused) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(StoreUnavailableError);
    }
    expect(await store.count()).toBe(1);
    const page = await store.listEntries({ search: 'refused', offset: 0, limit: 10 });
    expect(page.matching).toBe(0);

    failing = false;
    const next = await store.join(newEntry('refused1@example.com'));
    expect(next).toMatchObject({ alreadyOnList: false, entry: { position: 2, id: 2 } });
    expect(first.entry.position).toBe(1);
    expect(await store.count()).toBe(2);

    await store.close();
    const reopened = await open(dataDir);
    const { entries } = await reopened.listEntries({ search: '', offset: 0, limit: 10 });
    expect(entries.map((entry) => [entry.email, entry.position])).toEqual([
      ['refused1@example.com', 2],
      ['first@example.com', 1],
    ]);
  });

  it('shows no join to readers until its append is on disk', async () => {
    let release: () => void = () => undefined;
    let gate: Promise<void> | null = null;
    const store = await open(await folder(), { beforeWrite: () => gate ?? undefined });
    await store.join(newEntry('visible@example.com'));
    gate = new Promise((resolve) => (release = resolve));
    const pending = store.join(newEntry('pending@example.com'));
    try {
      await new Promise((resolve) => setImmediate(resolve));
      expect(await store.count()).toBe(1);
      const page = await store.listEntries({ search: 'pending', offset: 0, limit: 10 });
      expect(page.matching).toBe(0);
    } finally {
      release();
    }
    await pending;
    expect(await store.count()).toBe(2);
  });
});

describe('reading a data folder without writing (db:import)', () => {
  it('finds the entries of the snapshot, of a journal being folded and of the journal', async () => {
    const dataDir = await folder();
    const store = await open(dataDir);
    await store.join(newEntry('in-the-snapshot@example.com'));
    await store.close();
    const live = await open(dataDir);
    await live.join(newEntry('being-folded@example.com'));
    const crashed = await copyAsCrashed(dataDir);
    await rename(join(crashed, JOURNAL_FILE), join(crashed, FOLDING_FILE));
    await live.join(newEntry('in-the-journal@example.com'));
    await copyFile(join(dataDir, JOURNAL_FILE), join(crashed, JOURNAL_FILE));
    const before = await readdir(crashed);

    const entries = await readDataFolderEntries(crashed);

    expect(entries.map((entry) => [entry.position, entry.email])).toEqual([
      [1, 'in-the-snapshot@example.com'],
      [2, 'being-folded@example.com'],
      [3, 'in-the-journal@example.com'],
    ]);
    expect(await readdir(crashed)).toEqual(before);
  });

  it('refuses a folder with no data file', async () => {
    await expect(readDataFolderEntries(await folder())).rejects.toThrow(/There is no db\.json/);
  });
});
