import { expect } from 'vitest';
import type { ConsoleJoinInput, JoinInput, WaitlistEntry } from '../../src/shared/index.js';
import type { NewEntry, Store } from '../store/types.js';

/** A valid sign-up form payload for `email`, as a visitor sends it. */
export function signUp(email: string, extra: Partial<JoinInput> = {}): JoinInput {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    company: 'Analytical Engines',
    hasConsented: true,
    ...extra,
  };
}

/** A console's sign-up for `email`: the address, the first name it asked for, the consent given. */
export function consoleSignUp(
  email: string,
  extra: Partial<ConsoleJoinInput> = {},
): ConsoleJoinInput {
  return { email, firstName: 'Ada', hasConsented: true, ...extra };
}

/** What a form join hands the store for `email`. */
export function newEntry(email: string, extra: Partial<NewEntry> = {}): NewEntry {
  const { firstName, lastName, hasConsented } = signUp(email);
  const form = { firstName, lastName, email, hasConsented, company: 'Analytical Engines' };
  return { ...form, source: 'form', ...extra };
}

let keysMade = 0;

/** An API key in `store` for a test that imports entries (externalIds are a key's): its id. */
export async function testApiKey(
  store: Pick<Store, 'createApiKey'>,
  name = 'Booth',
): Promise<number> {
  keysMade += 1;
  const key = await store.createApiKey({
    name,
    prefix: 'syn_test',
    keyHash: `test-key-${keysMade}-${Math.random()}`,
    scopes: ['entries:sync'],
  });
  return key.id;
}

/** What a join answers for a new entry: its position, waiting for confirmation, its referral link. */
export function newJoinAnswer(position: number) {
  return {
    position,
    alreadyOnList: false,
    status: 'waiting',
    referralUrl: expect.stringMatching(/^http:\/\/[^/]+\/\?ref=[A-Z2-9]{10}$/),
    // Good only for "Send the confirmation again" (issue 44).
    resendToken: expect.stringMatching(/^r\./),
  };
}

/** An entry as the store keeps it, confirmed, with every field of the waitlist loop. */
export function storedEntry(id: number, extra: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    id,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada-${id}@example.com`,
    company: 'Analytical Engines',
    hasConsented: true,
    position: id,
    createdAt: '2026-01-05T10:00:00.000Z',
    source: 'form',
    status: 'confirmed',
    confirmedAt: '2026-01-05T11:00:00.000Z',
    invitedAt: null,
    activatedAt: null,
    referralCode: `CODE${id}`,
    consentVersion: '1',
    consentAt: '2026-01-05T10:00:00.000Z',
    unsubscribedAt: null,
    linkSentAt: null,
    referredBy: null,
    referralCount: 0,
    heldReason: null,
    referralFlag: null,
    networkHash: null,
    ...extra,
  };
}

/** What /api/user and a sign-in answer for the first account (issue 40: an owner). */
export const FIRST_OWNER = { username: 'admin', email: null, name: '', role: 'owner' } as const;
