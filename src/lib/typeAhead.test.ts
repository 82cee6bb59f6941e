import { describe, expect, it } from 'vitest';
import { lineOf } from './typeAhead';

describe('the keys typed on /josh2 before the app ran (issue 42, item 5)', () => {
  it('make the line, Backspace included, sent by Enter', () => {
    expect(lineOf(['h', 'e', 'l', 'p', 'x', 'Backspace', 'Enter', 'z'])).toEqual({
      line: 'help',
      sent: true,
      typed: true,
    });
  });

  it('leave a line without Enter in the input, and send no empty line', () => {
    expect(lineOf(['h', 'e'])).toEqual({ line: 'he', sent: false, typed: true });
    expect(lineOf([' ', 'Enter'])).toEqual({ line: ' ', sent: false, typed: true });
  });

  it('count Escape or a tap as a skip with nothing typed, and nothing as no key at all', () => {
    expect(lineOf(['Escape'])).toEqual({ line: '', sent: false, typed: true });
    expect(lineOf([])).toEqual({ line: '', sent: false, typed: false });
  });
});
