import { describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '@shared';
import { showingText } from './WaitlistPanel';
import { entryName, rowLabel } from './WaitlistTable';

const entry: WaitlistEntry = {
  id: 1,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: '',
  hasConsented: true,
  position: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
  source: 'form',
  status: 'confirmed',
  confirmedAt: '2025-01-01T00:10:00.000Z',
  invitedAt: null,
  activatedAt: null,
  referralCode: 'ABCDEFGH23',
  consentVersion: '2026-11-23',
  consentAt: '2025-01-01T00:00:00.000Z',
  unsubscribedAt: null,
  linkSentAt: null,
  referredBy: null,
  referralCount: 0,
  heldReason: null,
  referralFlag: null,
  networkHash: null,
};

describe('a row of the waitlist table', () => {
  it('names the entry on its checkbox and actions menu', () => {
    expect(rowLabel(entry)).toBe('Ada Lovelace (ada@example.com)');
  });

  it('falls back to the address for terminal sign-ups without names', () => {
    const terminal = { ...entry, firstName: '', lastName: '', source: 'terminal' as const };
    expect(entryName(terminal)).toBe('');
    expect(rowLabel(terminal)).toBe('ada@example.com');
  });
});

describe('the count under the waitlist table', () => {
  it('says how many entries match, and "about" when the server estimated the number', () => {
    expect(showingText({ entries: [entry], matching: 53 })).toBe('Showing 1 of 53 entries');
    expect(showingText({ entries: [entry], matching: 12_400, estimated: true })).toBe(
      'Showing 1 of about 12,400 entries',
    );
  });
});
