import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { observeCommits, timedCommit, type CommitObserver } from './commitTiming.js';

afterEach(() => observeCommits(undefined));

describe('timedCommit', () => {
  it('tells the observer of each commit that succeeded, with its store, kind and seconds', async () => {
    const seen: Parameters<CommitObserver>[] = [];
    observeCommits((...commit) => seen.push(commit));
    expect(await timedCommit('postgres', 'transaction', async () => 'done')).toBe('done');
    await expect(
      timedCommit('lowdb', 'journal', () => Promise.reject(new Error('disk full'))),
    ).rejects.toThrow('disk full');
    expect(seen).toEqual([['postgres', 'transaction', expect.any(Number)]]);
    expect(seen[0]![2]).toBeGreaterThanOrEqual(0);
  });

  it('runs the commit alone while no metrics are recorded', async () => {
    expect(await timedCommit('lowdb', 'journal', async () => 7)).toBe(7);
  });
});

/** Every .ts file under a folder, tests left out. */
async function sources(dir: string): Promise<string[]> {
  const found = await readdir(dir, { recursive: true });
  return found.filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
}

describe('the stores and prom-client', () => {
  it('no store file imports prom-client or the metrics: they install the observer (METRICS_TOKEN)', async () => {
    const dir = join(import.meta.dirname);
    for (const file of await sources(dir)) {
      const text = await readFile(join(dir, file), 'utf8');
      expect(text, file).not.toMatch(/from '(prom-client|[./]+operations\/[^']*)'/);
    }
  });
});
