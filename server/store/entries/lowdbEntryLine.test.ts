import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '../../../src/shared/index.js';
import { EntryLine } from './lowdbEntryLine.js';

const BOOST = 5;

/** An entry with just what the line reads: status, position, referrals, held or unsubscribed. */
function entry(position: number, status: 'waiting' | 'confirmed', referralCount: number) {
  return {
    position,
    status,
    referralCount,
    heldReason: null,
    unsubscribedAt: null,
  } as WaitlistEntry;
}

describe('EntryLine', () => {
  it('pages through the merged line exactly as sorting the whole line does, from any offset', () => {
    const entries = fc
      .uniqueArray(
        fc.record({
          position: fc.integer({ min: 1, max: 500 }),
          confirmed: fc.boolean(),
          referralCount: fc.integer({ min: 0, max: 30 }),
        }),
        { selector: (drawn) => drawn.position, maxLength: 120 },
      )
      .map((drawn) =>
        drawn.map(({ position, confirmed, referralCount }) =>
          entry(position, confirmed ? 'confirmed' : 'waiting', referralCount),
        ),
      );
    fc.assert(
      fc.property(
        entries,
        fc.boolean(),
        fc.nat(130),
        fc.integer({ min: 1, max: 40 }),
        (all, includeWaiting, offset, limit) => {
          const line = new EntryLine(BOOST);
          line.load(all);
          const sorted = all
            .filter((one) => includeWaiting || one.status === 'confirmed')
            .map((one) => ({
              score: one.position - BOOST * one.referralCount,
              position: one.position,
            }))
            .sort((a, b) => a.score - b.score || a.position - b.position);
          expect(line.page(offset, limit, includeWaiting)).toEqual(
            sorted.slice(offset, offset + limit),
          );
        },
      ),
      { numRuns: 400 },
    );
  });
});
