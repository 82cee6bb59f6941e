import { describe, expect, it } from 'vitest';
import { GroupCommit } from './groupCommit.js';

/** A batch run that the test finishes by hand, to hold a batch in flight. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('GroupCommit', () => {
  it('sends items submitted together as one batch and answers each caller its own result', async () => {
    const batches: number[][] = [];
    const commit = new GroupCommit<number, string>({
      run: async (items) => {
        batches.push(items);
        return items.map((item) => `result ${item}`);
      },
    });
    const results = await Promise.all([1, 2, 3, 4].map((item) => commit.submit(item)));
    expect(results).toEqual(['result 1', 'result 2', 'result 3', 'result 4']);
    expect(batches).toEqual([[1, 2, 3, 4]]);
    expect(commit.batches).toBe(1);
  });

  it('lets items arriving while batches are in flight ride the next one', async () => {
    const batches: number[][] = [];
    const first = gate();
    const commit = new GroupCommit<number, number>({
      maxInFlight: 1,
      run: async (items) => {
        batches.push(items);
        if (batches.length === 1) await first.opened;
        return items;
      },
    });
    const early = commit.submit(0);
    await Promise.resolve(); // the first batch has started
    await Promise.resolve();
    const later = Array.from({ length: 50 }, (_, index) => commit.submit(index + 1));
    first.open();
    expect(await early).toBe(0);
    expect(await Promise.all(later)).toEqual(later.map((_, index) => index + 1));
    expect(batches.map((batch) => batch.length)).toEqual([1, 50]);
  });

  it('keeps batches within maxBatch', async () => {
    const sizes: number[] = [];
    const commit = new GroupCommit<number, number>({
      maxBatch: 10,
      run: async (items) => (sizes.push(items.length), items),
    });
    await Promise.all(Array.from({ length: 25 }, (_, index) => commit.submit(index)));
    expect(sizes).toEqual([10, 10, 5]);
  });

  it("fails every caller of a failed batch, and only that batch's", async () => {
    let calls = 0;
    const commit = new GroupCommit<number, number>({
      maxInFlight: 1,
      run: async (items) => {
        calls += 1;
        if (calls === 1) throw new Error('database gone');
        return items;
      },
    });
    const failed = [commit.submit(1), commit.submit(2)];
    for (const result of failed) await expect(result).rejects.toThrow('database gone');
    expect(await commit.submit(3)).toBe(3);
  });

  it('refuses a run that answers the wrong number of results', async () => {
    const commit = new GroupCommit<number, number>({ run: async () => [1] });
    const results = [commit.submit(1), commit.submit(2)];
    for (const result of results) await expect(result).rejects.toThrow('a batch of 2 answered 1');
  });

  it('tells when everything submitted has been answered', async () => {
    const held = gate();
    const commit = new GroupCommit<number, number>({
      run: async (items) => (await held.opened, items),
    });
    const pending = commit.submit(1);
    let idle = false;
    const waiting = commit.idle().then(() => (idle = true));
    await Promise.resolve();
    expect(idle).toBe(false);
    held.open();
    await waiting;
    expect(await pending).toBe(1);
    await commit.idle();
  });
});
