import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../testing/postgres.js';
import { makeDataDir } from '../../testing/testServer.js';
import { importLowdbFile, readLowdbEntries } from '../../tools/dbImport.js';
import { DATA_FILE, JOURNAL_FILE } from '../lowdb/dataFolder.js';
import { LowdbStore } from '../assembly/lowdbStore.js';
import type { NewEntry } from '../types.js';
import { PostgresStore } from '../assembly/postgresStore.js';
import { newEntry } from '../../testing/fixtures.js';

let postgres: TestPostgres;
let boothDir: string;
let booth: LowdbStore;

const person = (email: string, extra: Partial<NewEntry> = {}) =>
  newEntry(email, { source: 'kiosk', ...extra });

beforeAll(async () => {
  postgres = await startTestPostgres();
  // A booth's data folder: some entries folded into db.json, later ones only in the journal.
  boothDir = await makeDataDir();
  let clock = Date.parse('2026-01-15T09:00:00.000Z');
  const now = () => new Date((clock += 60_000));
  booth = await LowdbStore.open({ dataDir: boothDir, now });
  await booth.join(person('first@booth.example', { firstName: 'First', company: 'Acme' }));
  await booth.join(person('gone@booth.example'));
  await booth.join(person('web@example.com', { source: 'form' }));
  const gone = (await booth.listEntries({ search: 'gone@', offset: 0, limit: 1 })).entries[0]!;
  await booth.deleteEntry(gone.id);
  await booth.close();
  booth = await LowdbStore.open({ dataDir: boothDir, now });
  await booth.join(person('late@booth.example', { firstName: 'Late', hasConsented: false }));
  await booth.join(person('terminal@booth.example', { source: 'terminal', firstName: '' }));
});
afterAll(async () => {
  await booth?.close();
  await rm(boothDir, { recursive: true, force: true });
  await postgres?.stop();
});

describe('db:import', () => {
  it('reads the snapshot and the journal beside it, without changing either', async () => {
    const files = async () =>
      Promise.all([DATA_FILE, JOURNAL_FILE].map((file) => readFile(join(boothDir, file), 'utf8')));
    const before = await files();
    expect(before[1]).not.toBe(''); // the later entries are only in the journal
    const entries = await readLowdbEntries(join(boothDir, DATA_FILE));
    expect(entries.map((entry) => entry.email)).toEqual([
      'first@booth.example',
      'web@example.com',
      'late@booth.example',
      'terminal@booth.example',
    ]);
    expect(await readLowdbEntries(boothDir)).toEqual(entries);
    expect(await files()).toEqual(before);
  });

  it('appends the entries with their details, skips known addresses, and adds nothing the second time', async () => {
    const databaseUrl = await postgres.createDatabase();
    const web = await PostgresStore.open({ databaseUrl });
    try {
      await web.join(person('someone@web.example', { source: 'form' }));
      await web.join(person('  WEB@example.com', { source: 'form', firstName: 'Webby' }));

      expect(await importLowdbFile(join(boothDir, DATA_FILE), databaseUrl)).toEqual({
        added: 3,
        skipped: 1,
      });
      const page = await web.listEntries({ search: '', offset: 0, limit: 10 });
      expect(page.total).toBe(5);
      const byPosition = [...page.entries].reverse();
      expect(byPosition.map((entry) => [entry.position, entry.email])).toEqual([
        [1, 'someone@web.example'],
        [2, 'WEB@example.com'],
        [3, 'first@booth.example'],
        [4, 'late@booth.example'],
        [5, 'terminal@booth.example'],
      ]);
      expect(byPosition[2]).toMatchObject({
        firstName: 'First',
        lastName: 'Lovelace',
        company: 'Acme',
        hasConsented: true,
        source: 'kiosk',
        createdAt: (await readLowdbEntries(boothDir))[0]!.createdAt,
      });
      expect(byPosition[3]).toMatchObject({ firstName: 'Late', hasConsented: false });
      expect(byPosition[4]).toMatchObject({ source: 'terminal', firstName: '' });

      expect(await importLowdbFile(boothDir, databaseUrl)).toEqual({ added: 0, skipped: 4 });
      expect(await web.count()).toBe(5);
      expect((await web.join(person('next@web.example'))).entry.position).toBe(6);
    } finally {
      await web.close();
    }
  });
});
