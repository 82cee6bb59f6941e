import { appendFile, copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { newEntry } from '../../testing/fixtures.js';
import { countDataFolderEntries, readDataFolderEntries } from '../assembly/lowdbDataFolder.js';
import { DATA_FILE, FOLDING_FILE, JOURNAL_FILE } from './dataFolder.js';
import { copyDataFolder } from './dataFolderCopy.js';
import { lowdbStores } from '../testing/lowdbStores.js';

const { folder, open } = lowdbStores('synapse-copy-');

describe('a copy of a data folder a server is writing', () => {
  it('holds every join acknowledged before it began, while the journal is folded again and again', async () => {
    const dataDir = await folder();
    // A fold every few joins: most copies race one.
    const store = await open(dataDir, { compactAfterBytes: 3_000 });
    const acknowledged: string[] = [];
    let joining = true;
    const joiner = async (client: number) => {
      for (let n = 0; joining; n += 1) {
        const email = `c${client}-${n}@copy.example`;
        await store.join(newEntry(email));
        acknowledged.push(email);
      }
    };
    const joiners = Array.from({ length: 4 }, (_, client) => joiner(client));
    const foldsBefore = store.writes.snapshots;
    try {
      for (let copy = 0; copy < 25; copy += 1) {
        // Joins between copies, and so folds.
        const joined = acknowledged.length;
        await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThan(joined + 20), {
          timeout: 10_000,
          interval: 2,
        });
        const before = [...acknowledged];
        const target = await folder();
        await copyDataFolder(dataDir, target);
        const emails = new Set((await readDataFolderEntries(target)).map((entry) => entry.email));
        const missing = before.filter((email) => !emails.has(email));
        expect(missing, `copy ${copy}`).toEqual([]);
        expect(await countDataFolderEntries(target)).toBe(emails.size);
      }
    } finally {
      joining = false;
      await Promise.all(joiners);
    }
    expect(store.writes.snapshots - foldsBefore).toBeGreaterThan(10);
  });

  it('cuts off a journal line being appended, as the store does when it starts', async () => {
    const dataDir = await folder();
    const store = await open(dataDir);
    for (const email of ['a@copy.example', 'b@copy.example', 'c@copy.example'])
      await store.join(newEntry(email));
    // The folder as a power cut in the middle of an append leaves it.
    const torn = await folder();
    for (const name of [DATA_FILE, JOURNAL_FILE]) {
      await copyFile(join(dataDir, name), join(torn, name));
    }
    await appendFile(join(torn, JOURNAL_FILE), '{"type":"join","seq":4,"entry":{"email":"half');

    const target = await folder();
    await copyDataFolder(torn, target);
    const journal = await readFile(join(target, JOURNAL_FILE), 'utf8');
    expect(journal.endsWith('}\n')).toBe(true);
    expect(journal).not.toContain('half');
    expect(await countDataFolderEntries(target)).toBe(3);
  });

  it('is refused when its journals skip a change, rather than kept without it', async () => {
    const dataDir = await folder();
    const store = await open(dataDir);
    for (const email of ['a@copy.example', 'b@copy.example', 'c@copy.example'])
      await store.join(newEntry(email));
    const gap = await folder();
    await copyFile(join(dataDir, DATA_FILE), join(gap, DATA_FILE));
    const lines = (await readFile(join(dataDir, JOURNAL_FILE), 'utf8')).split('\n');
    await writeFile(join(gap, FOLDING_FILE), lines[0] + '\n');
    await writeFile(join(gap, JOURNAL_FILE), lines.slice(2).join('\n'));
    await expect(countDataFolderEntries(gap)).rejects.toThrow(/change 2 is missing/);
  });

  it('says so when the folder holds no data file', async () => {
    await expect(copyDataFolder(await folder(), await folder())).rejects.toThrow(
      /no db\.json .*nothing to back up/,
    );
  });
});
