import { describe, expect, it } from 'vitest';
import { LINE_WORDS } from '@shared/lineWords';
import { ACTIVATION_SETTINGS } from './constants';
import { isValidEmail } from './commands/email';
import { engineFor, josh2, joshua, run, signUpWith, texts } from './testing';

const CONFIRMED = /CONFIRMED|ADDED TO THE SYNAPSE|QUEUE POSITION SAVED/;

describe('an address is confirmed only once the server stored it (issue 19)', () => {
  it('the console refuses what the server would refuse, before sending it', () => {
    expect(isValidEmail('ada@example.com')).toBe(true);
    expect(isValidEmail('a..b@example.com')).toBe(false);
    expect(isValidEmail('ada@example.c')).toBe(false);
    const engine = engineFor(ACTIVATION_SETTINGS, { startAt: 'email' });
    engine.boot();
    const reply = engine.handle('a..b@example.com');
    expect(texts(reply)).toEqual([
      'INVALID EMAIL FORMAT. PLEASE TRY AGAIN.',
      'ENTER YOUR EMAIL ADDRESS FOR SYSTEM ACCESS:',
    ]);
    expect(reply.effects).toEqual([]);
  });

  it('a refusal says the address was not accepted and asks again, never "confirmed"', () => {
    const engine = engineFor(ACTIVATION_SETTINGS, { startAt: 'email' });
    engine.boot();
    signUpWith(engine, 'ada@example.com');
    const reply = engine.emailOutcome({
      kind: 'refused',
      message: 'Please enter a valid email address.',
    });
    expect(texts(reply)).toEqual([
      'ADDRESS NOT ACCEPTED BY THE SYNAPSE NETWORK.',
      'REASON: PLEASE ENTER A VALID EMAIL ADDRESS.',
      'ENTER YOUR EMAIL ADDRESS FOR SYSTEM ACCESS:',
    ]);
    expect(texts(reply).join(' ')).not.toMatch(CONFIRMED);
    expect(reply.effects).toEqual([]);
    expect(engine.state.prompt).toBe('email');
    expect(engine.state.synapseActivated).toBe(false);
  });

  it('a network failure says so and puts the address back for a retry', () => {
    const engine = josh2();
    run(engine, 'email');
    signUpWith(engine, 'ada@example.com');
    const reply = engine.emailOutcome({ kind: 'unreachable' });
    expect(texts(reply)).toEqual([
      'TRANSMISSION FAILED. THE SYNAPSE NETWORK DID NOT ANSWER.',
      'YOUR ADDRESS IS STILL IN THE INPUT. PRESS ENTER TO TRY AGAIN.',
    ]);
    expect(reply.effects).toEqual([{ type: 'restoreInput', text: 'ada@example.com' }]);
    // The name and the consent were given: the retry goes at once.
    expect(engine.handle('ada@example.com').effects).toEqual([
      expect.objectContaining({ type: 'submitEmail', email: 'ada@example.com', firstName: 'Ada' }),
    ]);
    expect(texts(engine.emailOutcome({ kind: 'stored' }))[0]).toBe(
      'EMAIL CONFIRMED: ADA@EXAMPLE.COM',
    );
  });

  it('the persona asks again in its own words after a refusal', () => {
    const engine = joshua();
    run(engine, 'joshua', '5');
    signUpWith(engine, 'ada@example.com');
    const lines = texts(engine.emailOutcome({ kind: 'refused', message: 'Too many requests' }));
    expect(lines.at(-1)).toBe('PLEASE ENTER A VALID EMAIL ADDRESS:');
    expect(lines.join(' ')).not.toMatch(CONFIRMED);
  });

  it('a stored address that waits for its confirmation e-mail says to check the inbox', () => {
    const engine = engineFor(ACTIVATION_SETTINGS, { startAt: 'email' });
    engine.boot();
    signUpWith(engine, 'ada@example.com');
    expect(texts(engine.emailOutcome({ kind: 'stored', status: 'waiting' }))).toContain(
      LINE_WORDS.consoleCheckInbox,
    );
  });

  it('an answer that arrives when nothing was sent changes nothing', () => {
    expect(josh2().emailOutcome({ kind: 'stored' })).toEqual({ lines: [], effects: [] });
  });
});

describe('the referral link after a stored address (issue 14)', () => {
  it('is shown after the confirmation and the inbox hint, and not when the server gave none', () => {
    const engine = engineFor(ACTIVATION_SETTINGS, { startAt: 'email' });
    engine.boot();
    signUpWith(engine, 'ada@example.com');
    const reply = texts(
      engine.emailOutcome({
        kind: 'stored',
        status: 'waiting',
        referralUrl: 'https://synapse.example/?ref=ABCDEFGH23',
      }),
    );
    const hint = reply.indexOf(LINE_WORDS.consoleCheckInbox);
    expect(hint).toBeGreaterThan(0);
    expect(reply[hint + 1]).toBe(
      'MOVE UP THE LINE: SHARE YOUR LINK https://synapse.example/?ref=ABCDEFGH23 - EACH FRIEND WHO CONFIRMS MOVES YOU UP.',
    );
    const other = engineFor(ACTIVATION_SETTINGS, { startAt: 'email' });
    other.boot();
    signUpWith(other, 'grace@example.com');
    expect(texts(other.emailOutcome({ kind: 'stored' })).join('\n')).not.toContain(
      'SHARE YOUR LINK',
    );
  });
});
