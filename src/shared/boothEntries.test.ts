import { describe, expect, it } from 'vitest';
import { apiEntryInputSchema } from './apiV1';
import { boothEntryInput } from './boothEntries';

const signUp = {
  externalId: 'tablet-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Engines',
  hasConsented: true,
  createdAt: new Date().toISOString(),
};

describe('boothEntryInput', () => {
  it("builds a body the API's own schema takes, with the lead fields staff set", () => {
    const input = boothEntryInput(signUp, { rating: 'hot', interests: ['Demo'], note: 'Call' });
    expect(apiEntryInputSchema.parse(input)).toMatchObject({
      ...signUp,
      source: 'kiosk',
      leadRating: 'hot',
      leadInterests: ['Demo'],
      leadNote: 'Call',
    });
  });

  it('sends no lead fields for a sign-up staff never touched, nor a queued record’s sync state', () => {
    const queued = { ...signUp, synced: 0, leadVersion: 2, source: 'form' as const, event: 'CES' };
    expect(boothEntryInput(queued)).toEqual({ ...signUp, source: 'form', event: 'CES' });
  });

  it('names who captured the sign-up and who set its lead fields (issue 40, item 5)', () => {
    const input = boothEntryInput(
      { ...signUp, capturedBy: 3 },
      { rating: 'warm', interests: [], note: '', qualifiedBy: 4 },
    );
    expect(apiEntryInputSchema.parse(input)).toMatchObject({ capturedBy: 3, qualifiedBy: 4 });
    expect(boothEntryInput(signUp)).not.toHaveProperty('capturedBy');
  });
});
