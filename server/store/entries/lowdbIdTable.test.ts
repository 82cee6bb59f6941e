import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashKey, IdTable } from './lowdbIdTable.js';

/** Two different keys with the same 32-bit hash, found among many (a birthday search). */
function collidingKeys(): [string, string] {
  const seen = new Map<number, string>();
  for (let index = 0; ; index += 1) {
    const key = `k${index}@example.com`;
    const other = seen.get(hashKey(key));
    if (other !== undefined) return [other, key];
    seen.set(hashKey(key), key);
  }
}

describe('IdTable (entry ids by a key, in typed arrays)', () => {
  it('answers the ids a Map of sets would, after any adds and removals, through rehashes', () => {
    const operation = fc.record({
      add: fc.boolean(),
      key: fc.integer({ min: 0, max: 30 }),
      id: fc.integer({ min: 1, max: 3_000 }),
    });
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 3_000 }), (operations) => {
        const keys = new Map<number, string>();
        const table = new IdTable((id) => keys.get(id));
        const model = new Map<string, Set<number>>();
        for (const { add, key: keyNumber, id } of operations) {
          const key = `key-${keyNumber}`;
          const held = keys.get(id);
          if (add && held === undefined) {
            keys.set(id, key);
            table.add(key, id);
            if (!model.has(key)) model.set(key, new Set());
            model.get(key)!.add(id);
          } else if (!add && held !== undefined) {
            expect(table.remove(held, id)).toBe(true);
            keys.delete(id);
            model.get(held)!.delete(id);
          }
        }
        for (let keyNumber = 0; keyNumber <= 30; keyNumber += 1) {
          const key = `key-${keyNumber}`;
          const ids = [...(model.get(key) ?? [])].sort((a, b) => a - b);
          expect(table.idsOf(key).sort((a, b) => a - b)).toEqual(ids);
          expect(table.firstIdOf(key) === undefined).toBe(ids.length === 0);
        }
        expect(table.size).toBe(keys.size);
      }),
      { numRuns: 60 },
    );
  });

  it('tells apart two keys whose hashes are equal by reading each id’s own key', () => {
    const [first, second] = collidingKeys();
    expect(hashKey(first)).toBe(hashKey(second));
    const keys = new Map([
      [1, first],
      [2, second],
    ]);
    const table = new IdTable((id) => keys.get(id));
    expect(table.add(first, 1)).toBe(false);
    expect(table.add(second, 2)).toBe(true); // the caller must look closer
    expect(table.idsOf(first)).toEqual([1]);
    expect(table.firstIdOf(second)).toBe(2);
    expect(table.remove(first, 1)).toBe(true);
    expect(table.idsOf(first)).toEqual([]);
    expect(table.idsOf(second)).toEqual([2]);
  });

  it('holds a hundred thousand ids and finds each, with slots reused after removals', () => {
    const table = new IdTable((id) => `person-${id}@example.com`);
    for (let id = 1; id <= 100_000; id += 1) table.add(`person-${id}@example.com`, id);
    for (let id = 1; id <= 100_000; id += 2) table.remove(`person-${id}@example.com`, id);
    for (let id = 1; id <= 100_000; id += 2) table.add(`person-${id}@example.com`, id);
    expect(table.size).toBe(100_000);
    for (const id of [1, 2, 50_001, 99_999, 100_000]) {
      expect(table.idsOf(`person-${id}@example.com`)).toEqual([id]);
    }
    expect(table.firstIdOf('nobody@example.com')).toBeUndefined();
  });
});
