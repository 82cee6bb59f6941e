import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '../../src/shared/index.js';
import { writeWaitlistCsv } from './csv.js';

function entries(count: number): WaitlistEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada${index}@example.com`,
    company: '',
    hasConsented: true,
    position: index + 1,
    createdAt: '2026-11-23T10:00:00.000Z',
    source: 'form' as const,
    status: 'confirmed' as const,
    confirmedAt: null,
    invitedAt: null,
    activatedAt: null,
    referralCode: `CODE${index}`,
    consentVersion: '1',
    consentAt: null,
    unsubscribedAt: null,
    linkSentAt: null,
    referredBy: null,
    referralCount: 0,
    heldReason: null,
    referralFlag: null,
    networkHash: null,
  }));
}

async function* fromMemory(list: WaitlistEntry[]) {
  yield* list;
}

describe('streaming the CSV export', () => {
  it('yields to the event loop while it writes, so other requests are served meanwhile', async () => {
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    // A destination that never pushes back: only the writer's own yields let the loop turn.
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    await writeWaitlistCsv(fromMemory(entries(20_000)), sink);
    ticking = false;
    expect(turns).toBeGreaterThanOrEqual(20);
  });
});
