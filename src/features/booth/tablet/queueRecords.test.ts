import { describe, expect, it } from 'vitest';
import type { PostEntriesResponse } from '@shared/apiV1';
import { type QueuedSignUp } from './queueRecords';
import { answeredRecord, erasedExternalIds, needsSync } from './queueRecords';

/** Issue 38, item 5: the tablet's queue drops a sign-up the web answers "erased". */
const signUp = (externalId: string): QueuedSignUp => ({
  externalId,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `${externalId}@example.com`,
  company: '',
  hasConsented: true,
  createdAt: '2026-03-10T12:00:00.000Z',
  synced: 0,
  lead: { rating: null, interests: [], note: '' },
  leadVersion: 0,
  syncedLeadVersion: 0,
});

const answer: PostEntriesResponse = {
  results: [
    { externalId: 'tablet-1', created: false, status: 'erased' },
    { externalId: 'tablet-2', created: true, id: 7, position: 7 },
  ],
  created: 1,
  existed: 0,
  refused: 0,
  erased: 1,
};

describe('the tablet send queue', () => {
  it('drops a sign-up answered "erased" for good and keeps the others as on the web', () => {
    const erased = erasedExternalIds(answer);
    const [gone, kept] = [signUp('tablet-1'), signUp('tablet-2')].map((item) =>
      answeredRecord(item, item, erased),
    );

    expect(needsSync(gone!)).toBe(false);
    expect(gone!.synced).toBe(0);
    expect(gone!.erased).toBe(1);
    expect(needsSync(kept!)).toBe(false);
    expect(kept!.synced).toBe(1);
    // Staff editing the erased lead later does not put it back in the queue.
    expect(needsSync({ ...gone!, leadVersion: 1 })).toBe(false);
    expect(needsSync({ ...kept!, leadVersion: 1 })).toBe(true);
  });
});
