import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineOrder, type LineKey } from './lowdbLineOrder.js';

function byLine(a: LineKey, b: LineKey): number {
  return a.score - b.score || a.position - b.position;
}

describe('LineOrder', () => {
  it('answers the same places and order as sorting the whole line, after any inserts and removals', () => {
    const operation = fc.oneof(
      fc.record({
        kind: fc.constant('insert' as const),
        position: fc.integer({ min: 1, max: 60 }),
        boost: fc.integer({ min: 0, max: 40 }),
      }),
      fc.record({
        kind: fc.constant('remove' as const),
        position: fc.integer({ min: 1, max: 60 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 120 }), fc.integer(), (operations, seed) => {
        let state = seed;
        const random = () =>
          ((state = (state * 1103515245 + 12345) % 2147483648) & 0xffff) / 0x10000;
        const tree = new LineOrder(random);
        const model = new Map<number, LineKey>();
        for (const op of operations) {
          const existing = model.get(op.position);
          if (op.kind === 'insert' && !existing) {
            const key = { position: op.position, score: op.position - op.boost };
            tree.insert(key);
            model.set(op.position, key);
          } else if (op.kind === 'remove' && existing) {
            expect(tree.remove(existing)).toBe(true);
            model.delete(op.position);
          }
        }
        const sorted = [...model.values()].sort(byLine);
        expect(tree.size).toBe(sorted.length);
        expect(tree.slice(0, sorted.length + 5)).toEqual(sorted);
        sorted.forEach((key, index) => {
          expect(tree.rank(key)).toBe(index);
          expect(tree.at(index)).toEqual(key);
        });
      }),
    );
  });

  it('moves an entry up when its score drops, ties broken by position', () => {
    const line = new LineOrder();
    for (let position = 1; position <= 10; position += 1)
      line.insert({ position, score: position });
    expect(line.rank({ position: 9, score: 9 })).toBe(8);
    line.remove({ position: 9, score: 9 });
    line.insert({ position: 9, score: 4 }); // one referral at a boost of 5
    expect(line.rank({ position: 9, score: 4 })).toBe(4); // behind 1, 2, 3 and 4 (a tie goes to the earlier position)
    expect(line.slice(2, 3).map((key) => key.position)).toEqual([3, 4, 9]);
  });

  it('does not remove a key that is not there', () => {
    const line = new LineOrder();
    line.insert({ position: 1, score: 1 });
    expect(line.remove({ position: 1, score: 0 })).toBe(false);
    expect(line.size).toBe(1);
  });

  it('opens from a sorted line and keeps answering after inserts into it', () => {
    const keys = Array.from({ length: 100_000 }, (_, index) => ({
      position: index * 2 + 1,
      score: index * 2 + 1,
    }));
    const line = LineOrder.fromSorted(keys);
    for (let position = 2; position <= 2_000; position += 2)
      line.insert({ position, score: position });
    expect(line.size).toBe(101_000);
    expect(line.rank({ position: 2_000, score: 2_000 })).toBe(1_999);
    expect(line.at(1_999)?.position).toBe(2_000);
    expect(line.at(100_999)?.position).toBe(199_999);
  });

  it('built from sorted values, grows past the room it was built with and reuses removed nodes', () => {
    const count = 1_000;
    const scores = Array.from({ length: count }, (_, index) => index * 10);
    const line = LineOrder.fromSortedValues(scores, scores);
    // Past the built room (an eighth more): the node arrays grow, and every answer holds.
    for (let key = 5; key < 5_000; key += 10) line.insert({ score: key, position: key });
    expect(line.size).toBe(1_500);
    for (let key = 0; key < 5_000; key += 20)
      expect(line.remove({ score: key, position: key })).toBe(true);
    for (let key = 1; key < 1_000; key += 10) line.insert({ score: key, position: key });
    expect(line.size).toBe(1_350);
    const all = line.slice(0, 2_000);
    expect(all).toHaveLength(1_350);
    expect(all.every((key, index) => index === 0 || all[index - 1]!.score < key.score)).toBe(true);
    expect(line.at(0)).toEqual({ score: 1, position: 1 });
    expect(line.rank({ score: 5, position: 5 })).toBe(1);
    expect(line.rank({ score: 9_990, position: 9_990 })).toBe(1_349);
  });
});
