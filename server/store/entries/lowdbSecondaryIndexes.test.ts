import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '../../../src/shared/index.js';
import { storedEntry } from '../../testing/fixtures.js';
import { emptySnapshot, StoreState } from '../assembly/lowdbState.js';

/** A stored entry with the loop's fields; `referredBy` points at an entry that brought it. */
function stored(id: number, email: string, extra: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return storedEntry(id, {
    email,
    company: '',
    createdAt: new Date(Date.UTC(2026, 0, 5, 10, 0, id)).toISOString(),
    referralCode: `CODE${String(id).padStart(6, '0')}`,
    consentAt: null,
    ...extra,
  });
}

function loaded(waitlist: WaitlistEntry[]): StoreState {
  const last = waitlist[waitlist.length - 1]?.id ?? 0;
  return StoreState.fromSnapshot({
    ...emptySnapshot(),
    waitlist,
    nextId: last + 1,
    nextPosition: last + 1,
  });
}

describe('the lowdb indexes by mailbox, referral code and the people area', () => {
  it('are not built while a snapshot loads, and the first read builds them with every entry', () => {
    const state = loaded([
      stored(1, 'ada@example.com'),
      stored(2, 'grace@example.com', { referredBy: 1 }),
      stored(3, 'alan@example.com', { heldReason: 'too-fast' }),
    ]);
    expect(state.indexesBuilt).toBe(false);

    expect(state.findByEmail('ADA+news@example.com')?.id).toBe(1);
    expect(state.indexesBuilt).toBe(true);
    expect(state.referrerOf('code000001')?.id).toBe(1);
    expect(state.topReferrers(5).map((entry) => [entry.id, entry.referralCount])).toEqual([[1, 1]]);
    expect(state.listReview(0, 10).entries.map((entry) => entry.id)).toEqual([3]);
    expect(state.people.referredBy(1)).toEqual([2]);
  });

  it('read the entries as they are when built: changes made before leave no trace of the old', () => {
    const state = loaded([stored(1, 'ada@example.com'), stored(2, 'grace@example.com')]);
    state.apply({ type: 'delete', id: 2 });
    state.apply({ type: 'join', entry: stored(3, 'alan@example.com', { referredBy: 1 }) });
    expect(state.indexesBuilt).toBe(false);

    expect(state.findByEmail('grace@example.com')).toBeUndefined();
    expect(state.findByEmail('alan@example.com')?.id).toBe(3);
    expect(state.referrerOf('CODE000002')).toBeUndefined();
    expect(state.referrerOf('CODE000003')?.id).toBe(3);
    expect(state.people.referredBy(1)).toEqual([3]);
  });

  it('are built in the background a slice at a time, and a change halfway finishes them first', async () => {
    const waitlist = Array.from({ length: 50_000 }, (_, index) =>
      stored(index + 1, `person-${index + 1}@example.com`),
    );
    const state = loaded(waitlist);
    state.buildIndexesInBackground();
    await nextTurn();
    expect(state.indexesBuilt).toBe(false); // a slice done, the event loop free meanwhile

    // The new entry goes after the ones not indexed yet: they are indexed before it moves them.
    state.apply({ type: 'join', entry: stored(50_001, 'late@example.com') });
    expect(state.indexesBuilt).toBe(true);
    expect(state.findByEmail('person-1@example.com')?.id).toBe(1);
    expect(state.findByEmail('person-50000@example.com')?.id).toBe(50_000);
    expect(state.findByEmail('late@example.com')?.id).toBe(50_001);
    expect(state.listSharedMailboxes(0, 10).total).toBe(0);
  });

  it('built in the background, hold every entry once the last slice is done', async () => {
    const state = loaded(
      Array.from({ length: 30_000 }, (_, index) => stored(index + 1, `p-${index + 1}@example.com`)),
    );
    state.buildIndexesInBackground();
    while (!state.indexesBuilt) await nextTurn();
    expect(state.findByEmail('p-29999@example.com')?.id).toBe(29_999);
    expect(state.referrerOf('CODE030000')?.id).toBe(30_000);
  });
});
