import { describe, expect, it } from 'vitest';
import { greeting } from './greeting.js';

describe('the greeting of every message', () => {
  it('greets a person by their first name', () => {
    expect(greeting('Ada')).toBe('Hi Ada,');
    expect(greeting('Zoë-Ann')).toBe('Hi Zoë-Ann,');
    expect(greeting('J. R.')).toBe('Hi J. R.,');
    expect(greeting('東京')).toBe('Hi 東京,');
  });

  it('falls back to the neutral greeting without a first name', () => {
    expect(greeting('')).toBe('Hi,');
    expect(greeting('   ')).toBe('Hi,');
  });

  it('never puts a name that looks like a URL or an e-mail address in a greeting', () => {
    for (const name of [
      'www.evil.test',
      'evil.test',
      'https://evil.test',
      'http://x',
      'evil。test',
      'evil．test',
      'WWW evil test',
      'evil@attacker.test',
      '@evil',
      '203.0.113.9',
    ]) {
      expect(greeting(name), name).toBe('Hi,');
    }
  });

  it('never puts a name with a line break or control character in a greeting', () => {
    for (const name of ['Ada\nBcc: evil@attacker.test,', 'Ada\rX', 'Ada\u2028X', 'A\u202Eda']) {
      expect(greeting(name), JSON.stringify(name)).toBe('Hi,');
    }
  });
});
