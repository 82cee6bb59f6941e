import { describe, expect, it } from 'vitest';
import { ACTIVATION_SETTINGS } from './constants';
import { MENU_LINES } from './messages';
import { engineFor, josh2, run, signUpWith, texts } from './testing';

const AGENT_LINES = ['AXON', 'LUMEN', 'SYNTH', 'CORTEX', 'GLIA', 'RELAY', 'SENTINEL'].map(
  (agent) => `CONNECTING AGENT: ${agent}... ONLINE`,
);

describe('activation boot on /josh2', () => {
  it('connects the seven agents 700 ms apart, then asks for an e-mail', () => {
    const reply = josh2().handle('boot');
    const connects = reply.lines.filter((line) => line.text.startsWith('CONNECTING AGENT'));
    expect(connects.map((line) => line.text)).toEqual(AGENT_LINES);
    expect(connects.every((line) => line.delayMs === 700)).toBe(true);
    expect(texts(reply).at(-1)).toBe('ENTER YOUR EMAIL ADDRESS FOR SYSTEM ACCESS:');
  });

  it('an invalid e-mail repeats the prompt with the /josh2 message', () => {
    const engine = josh2();
    run(engine, 'join the waitlist');
    expect(run(engine, 'someone@nowhere')).toEqual([
      'INVALID EMAIL FORMAT. PLEASE TRY AGAIN.',
      'ENTER YOUR EMAIL ADDRESS FOR SYSTEM ACCESS:',
    ]);
    expect(run(engine, 'a@b.c')[0]).toBe('INVALID EMAIL FORMAT. PLEASE TRY AGAIN.');
  });

  it('a valid e-mail is sent to /api/josh2/join, confirmed once stored, and the menu returns', () => {
    const engine = josh2();
    run(engine, 'email');
    const sent = signUpWith(engine, '  Visitor@Example.org ');
    expect(texts(sent)).toEqual(['TRANSMITTING ADDRESS...']);
    expect(sent.effects).toEqual([
      {
        type: 'submitEmail',
        email: 'Visitor@Example.org',
        firstName: 'Ada',
        endpoint: '/api/josh2/join',
      },
    ]);
    expect(engine.handle('anything else')).toEqual({ lines: [], effects: [] });
    const reply = engine.emailOutcome({ kind: 'stored', status: 'confirmed' });
    expect(texts(reply)).toEqual([
      'EMAIL CONFIRMED: VISITOR@EXAMPLE.ORG',
      'YOU HAVE BEEN ADDED TO THE SYNAPSE WORKSPACE QUEUE.',
      'YOU WILL BE NOTIFIED WHEN YOUR WORKSPACE IS READY.',
      ...MENU_LINES,
    ]);
    expect(reply.effects).toEqual([{ type: 'setSynapseActivated', value: true }]);
  });
});

describe('activation terminals', () => {
  it('/synapse boots the agents and waits for the e-mail', () => {
    const engine = engineFor(ACTIVATION_SETTINGS, { startAt: 'boot' });
    const lines = texts(engine.boot());
    expect(lines).toEqual(expect.arrayContaining(AGENT_LINES));
    expect(lines.at(-1)).toBe('ENTER YOUR EMAIL ADDRESS FOR SYSTEM ACCESS:');
    expect(engine.state.prompt).toBe('email');
  });

  it('/direct-synapse jumps straight to the e-mail prompt', () => {
    const engine = engineFor(ACTIVATION_SETTINGS, { startAt: 'email' });
    expect(texts(engine.boot())).toEqual(['ENTER YOUR EMAIL ADDRESS FOR SYSTEM ACCESS:']);
  });

  it('a valid e-mail is confirmed and tells the page to show the way back', () => {
    const engine = engineFor(ACTIVATION_SETTINGS, { startAt: 'email' });
    engine.boot();
    expect(run(engine, 'exit')[0]).toBe('INVALID EMAIL FORMAT. PLEASE TRY AGAIN.');
    expect(signUpWith(engine, 'new.visitor@example.com').effects).toEqual([
      {
        type: 'submitEmail',
        email: 'new.visitor@example.com',
        firstName: 'Ada',
        endpoint: '/api/josh2/join',
      },
    ]);
    const reply = engine.emailOutcome({ kind: 'stored' });
    expect(texts(reply)[0]).toBe('EMAIL CONFIRMED: NEW.VISITOR@EXAMPLE.COM');
    expect(reply.effects).toEqual([
      { type: 'setSynapseActivated', value: true },
      { type: 'emailAccepted' },
    ]);
    expect(engine.handle('more')).toEqual({ lines: [], effects: [] });
  });
});
