import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '../../../src/shared/index.js';
import { storedEntry } from '../../testing/fixtures.js';
import { CorruptDataFileError } from '../errors.js';
import { DurableJsonFile } from './durableJsonFile.js';
import { parseJsonBuffer } from './largeJson.js';
import { emptySnapshot, type Snapshot } from '../assembly/lowdbSnapshot.js';
import { snapshotCodec } from './snapshotRows.js';

const folders: string[] = [];

afterEach(async () => {
  for (const dir of folders.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function dataFile(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'synapse-rows-'));
  folders.push(dir);
  return join(dir, 'db.json');
}

const ENTRIES: WaitlistEntry[] = [
  storedEntry(1),
  storedEntry(2, { updatedAt: '2026-01-06T10:00:00.000Z', referredBy: 1, networkHash: 'abc' }),
  storedEntry(3, { attribution: null }),
  storedEntry(4, {
    attribution: {
      utmSource: 'news',
      utmMedium: null,
      utmCampaign: null,
      referrerHost: 'a.example',
      embedOrigin: null,
    },
  }),
  storedEntry(5, { firstName: 'Quote " and ],[ and },{', company: 'Émile & Co \u2028' }),
];

describe('the snapshot written as rows', () => {
  it('writes each entry as a row of values under one header, and reads back the same entries', async () => {
    const file = await dataFile();
    const adapter = new DurableJsonFile<Snapshot>(file, snapshotCodec);
    const snapshot = { ...emptySnapshot(), waitlist: ENTRIES, nextId: 6, nextPosition: 6 };
    await adapter.write(snapshot);

    const raw = JSON.parse(await readFile(file, 'utf8'));
    expect(raw.waitlistFields).toContain('email');
    expect(raw.waitlist.every((row: unknown) => Array.isArray(row))).toBe(true);
    const read = await adapter.read();
    expect(read?.waitlist).toStrictEqual(ENTRIES);
    expect(read?.nextId).toBe(6);
  });

  it('writes referral codes one character longer (no 10-character strings for JSON.parse to keep unique), and reads rows written with plain codes', async () => {
    const file = await dataFile();
    const adapter = new DurableJsonFile<Snapshot>(file, snapshotCodec);
    await adapter.write({ ...emptySnapshot(), waitlist: ENTRIES });
    const raw = JSON.parse(await readFile(file, 'utf8'));
    const codeAt = raw.waitlistFields.indexOf('referralCodeTagged');
    expect(raw.waitlistFields).not.toContain('referralCode');
    expect(raw.waitlist[0][codeAt]).toBe(`-${ENTRIES[0]!.referralCode}`);
    expect((await adapter.read())?.waitlist).toStrictEqual(ENTRIES);

    // Rows as the first row format wrote them: the header names referralCode, codes as they are.
    raw.waitlistFields[codeAt] = 'referralCode';
    for (const row of raw.waitlist) row[codeAt] = row[codeAt].slice(1);
    await writeFile(file, JSON.stringify(raw));
    expect((await adapter.read())?.waitlist).toStrictEqual(ENTRIES);
  });

  it('keeps an entry lacking a field as an object: absent stays absent', async () => {
    const file = await dataFile();
    const adapter = new DurableJsonFile<Snapshot>(file, snapshotCodec);
    const { referralCode: _dropped, ...older } = storedEntry(7);
    const waitlist = [storedEntry(6), older as WaitlistEntry];
    await adapter.write({ ...emptySnapshot(), waitlist });
    const read = await adapter.read();
    expect(read?.waitlist).toStrictEqual(waitlist);
    expect(read?.waitlist[1]).not.toHaveProperty('referralCode');
  });

  it('reads a file written before rows (entries as objects)', async () => {
    const file = await dataFile();
    await new DurableJsonFile<Snapshot>(file).write({ ...emptySnapshot(), waitlist: ENTRIES });
    const read = await new DurableJsonFile<Snapshot>(file, snapshotCodec).read();
    expect(read?.waitlist).toStrictEqual(ENTRIES);
  });

  it('reads rows a chunk at a time from a file too large to parse at once', async () => {
    const file = await dataFile();
    const waitlist = Array.from({ length: 30_000 }, (_, index) =>
      index % 1000 === 7 ? storedEntry(index + 1, { firstName: 'x],[y' }) : storedEntry(index + 1),
    );
    await new DurableJsonFile<Snapshot>(file, snapshotCodec).write({
      ...emptySnapshot(),
      waitlist,
    });
    const bytes = await readFile(file);
    expect(bytes.length).toBeGreaterThan(5 * 1024 * 1024); // more than one chunk
    const read = parseJsonBuffer(bytes, 0, snapshotCodec.reviveItems) as Snapshot;
    expect(read.waitlist).toStrictEqual(waitlist);
  });

  it('refuses a header that names no plain fields, as a corrupt data file', async () => {
    const file = await dataFile();
    const adapter = new DurableJsonFile<Snapshot>(file, snapshotCodec);
    await adapter.write({ ...emptySnapshot(), waitlist: [storedEntry(1)] });
    const text = (await readFile(file, 'utf8')).replace(
      '"waitlistFields":["id"',
      '"waitlistFields":["__proto__"',
    );
    await writeFile(file, text);
    await expect(new DurableJsonFile<Snapshot>(file, snapshotCodec).read()).rejects.toBeInstanceOf(
      CorruptDataFileError,
    );
  });
});
