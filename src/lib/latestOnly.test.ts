import { describe, expect, it } from 'vitest';
import { latestOnly } from './latestOnly';

/** A read per call, each finished by the test when it chooses. */
function reads() {
  const pending: ((value: string) => void)[] = [];
  const read = () => new Promise<string>((resolve) => pending.push(resolve));
  return { read, finish: (call: number, value: string) => pending[call]!(value) };
}

describe('latestOnly', () => {
  it('drops an earlier read that finishes after a later one', async () => {
    const { read, finish } = reads();
    const applied: string[] = [];
    const reload = latestOnly(read, (value) => applied.push(value));
    const first = reload();
    const second = reload();
    finish(1, 'with the PIN');
    await second;
    finish(0, 'before the PIN');
    await first;
    expect(applied).toEqual(['with the PIN']);
  });

  it('applies each read that no later call overtook, in turn', async () => {
    const { read, finish } = reads();
    const applied: string[] = [];
    const reload = latestOnly(read, (value) => applied.push(value));
    const first = reload();
    finish(0, 'one');
    await first;
    const second = reload();
    const third = reload();
    finish(1, 'two');
    finish(2, 'three');
    await Promise.all([second, third]);
    expect(applied).toEqual(['one', 'three']);
  });
});
