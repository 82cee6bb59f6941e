import { describe, expect, it } from 'vitest';
import { MENU_LINES, PERSONA_AGENT_LINES } from './messages';
import { josh2, joshua, run, signUpWith, texts } from './testing';

describe('second persona mode (/joshua)', () => {
  it.each(['joshua', 'hello joshua', 'summer 17', "summer '17"])('"%s" unlocks it', (input) => {
    const lines = run(joshua(), input);
    expect(lines).toContain('IDENTITY CONFIRMED. WELCOME BACK, JOSHUA.');
    expect(lines).toContain('YOUR LAST INPUT WAS RECEIVED IN SUMMER 2017.');
    expect(lines.slice(-MENU_LINES.length)).toEqual([...MENU_LINES]);
  });

  it('is not available on /josh2', () => {
    expect(run(josh2(), 'joshua')).not.toContain('IDENTITY CONFIRMED. WELCOME BACK, JOSHUA.');
  });

  it('lists AXIOM, LUMEN, SYNTH, NODUS, SENTINEL and VEKTOR as its agents', () => {
    const lines = run(joshua(), 'joshua', '3');
    expect(lines).toEqual([...PERSONA_AGENT_LINES, ...MENU_LINES]);
    const names = PERSONA_AGENT_LINES.slice(1).map((line) => line.split(' ')[1]);
    expect(names).toEqual(['AXIOM', 'LUMEN', 'SYNTH', 'NODUS', 'SENTINEL', 'VEKTOR']);
  });

  it('answers unknown input with its own two lines', () => {
    expect(run(joshua(), 'joshua', 'florp')).toEqual([
      'COMMAND NOT RECOGNIZED.',
      "TYPE 'MENU' TO SEE AVAILABLE OPTIONS.",
    ]);
  });

  it('option 5 boots the agents, asks for an e-mail, sends it and confirms', () => {
    const engine = joshua();
    const boot = run(engine, 'joshua', '5');
    expect(boot).toEqual([
      'BOOTING SYNAPSE AGENTS...',
      'AXIOM: ONLINE',
      'LUMEN: ONLINE',
      'SYNTH: ONLINE',
      'NODUS: ONLINE',
      'SENTINEL: ONLINE',
      'VEKTOR: ONLINE',
      'ENTER YOUR EMAIL ADDRESS TO RESERVE YOUR WORKSPACE:',
    ]);
    expect(run(engine, 'not an email')).toEqual([
      'INVALID EMAIL FORMAT',
      'PLEASE ENTER A VALID EMAIL ADDRESS:',
    ]);
    const sent = signUpWith(engine, 'visitor@example.com', 'David');
    expect(texts(sent)).toEqual(['TRANSMITTING ADDRESS...']);
    expect(sent.effects).toEqual([
      {
        type: 'submitEmail',
        email: 'visitor@example.com',
        firstName: 'David',
        endpoint: '/api/waitlist',
      },
    ]);
    const reply = engine.emailOutcome({ kind: 'stored', status: 'confirmed' });
    expect(texts(reply)).toEqual([
      'EMAIL CONFIRMED',
      'WORKSPACE QUEUE POSITION SAVED',
      'YOU WILL BE CONTACTED UPON ACTIVATION',
      ...MENU_LINES,
    ]);
    expect(reply.effects).toEqual([{ type: 'setSynapseActivated', value: true }]);
    expect(run(engine, '5')).toEqual(['SYNAPSE IS ALREADY ACTIVE']);
  });

  it('says SYNAPSE IS ALREADY ACTIVE when the stored flag is true', () => {
    expect(run(joshua({ synapseActivated: true }), 'joshua', 'activate')).toEqual([
      'SYNAPSE IS ALREADY ACTIVE',
    ]);
  });

  it.each(['exit', 'quit', 'menu', 'cancel'])('"%s" cancels the e-mail prompt', (word) => {
    const engine = joshua();
    run(engine, 'joshua', '5');
    expect(run(engine, word)).toEqual(['EMAIL ENTRY CANCELLED.']);
    expect(engine.state.prompt).toBeNull();
    expect(engine.state.persona).toBe(true);
  });

  it('manual override with the right code activates Synapse', () => {
    const engine = joshua();
    expect(run(engine, 'joshua', 'manual override')).toEqual([
      'INITIATE MANUAL OVERRIDE? (YES/NO)',
    ]);
    expect(run(engine, 'maybe')).toEqual(['PLEASE ANSWER YES OR NO.']);
    expect(run(engine, 'yes')).toEqual(['ENTER AUTHORIZATION CODE:']);
    const reply = engine.handle('cpe1704tks');
    expect(texts(reply)).toEqual([
      'AUTHORIZATION CODE ACCEPTED.',
      'MANUAL OVERRIDE COMPLETE. SYNAPSE IS NOW ACTIVE.',
    ]);
    expect(reply.effects).toEqual([{ type: 'setSynapseActivated', value: true }]);
    expect(run(engine, '5')[0]).toBe('SYNAPSE IS ALREADY ACTIVE');
  });

  it('a wrong code is refused with the 15-minute restriction text', () => {
    const engine = joshua();
    run(engine, 'joshua', 'override', 'y');
    expect(run(engine, 'JOSHUA5')).toEqual([
      'AUTHORIZATION CODE INVALID.',
      'MANUAL OVERRIDE RESTRICTED FOR 15 MINUTES.',
    ]);
    expect(engine.state.synapseActivated).toBe(false);
  });

  it('reads the code from configuration', () => {
    const engine = joshua({ overrideCode: 'OPENSESAME' });
    run(engine, 'joshua', 'override', 'yes');
    expect(run(engine, 'CPE1704TKS')[0]).toBe('AUTHORIZATION CODE INVALID.');
    run(engine, 'override', 'yes');
    expect(run(engine, 'opensesame')[0]).toBe('AUTHORIZATION CODE ACCEPTED.');
  });

  it('"no" aborts the override', () => {
    expect(run(joshua(), 'joshua', 'override', 'no')).toEqual(['MANUAL OVERRIDE ABORTED.']);
  });

  it.each(['exit', 'reset', 'logout'])('"%s" leaves the mode and resets its flags', (word) => {
    const engine = joshua();
    run(engine, 'joshua', 'play maze', 'south', 'stop');
    expect(run(engine, word)).toEqual([
      'PERSONA SESSION TERMINATED. RETURNING TO STANDARD INTERFACE.',
    ]);
    expect(engine.state.persona).toBe(false);
    expect(engine.state.games.maze.position).toEqual({ x: 0, y: 0 });
    expect(run(engine, 'florp')).toEqual(['UNABLE TO PROCESS REQUEST. REPHRASE AND TRY AGAIN.']);
  });
});
