import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from './serverTexts';

describe('AUTH_TEXTS.tooManyLogins', () => {
  it('says the wait in whole seconds under a minute, never less than one', () => {
    expect(AUTH_TEXTS.tooManyLogins(0)).toBe(
      'Too many login attempts. Please wait 1 second and try again.',
    );
    expect(AUTH_TEXTS.tooManyLogins(29_001)).toBe(
      'Too many login attempts. Please wait 30 seconds and try again.',
    );
  });

  it('says the wait in whole minutes from a minute on', () => {
    expect(AUTH_TEXTS.tooManyLogins(60_000)).toBe(
      'Too many login attempts. Please wait 1 minute and try again.',
    );
    expect(AUTH_TEXTS.tooManyLogins(15 * 60_000 + 1)).toBe(
      'Too many login attempts. Please wait 16 minutes and try again.',
    );
  });
});
