import { describe, expect, it } from 'vitest';
import { wrapWords } from './wrapWords';

describe('wrapWords', () => {
  it('keeps a line that fits as it is', () => {
    expect(wrapWords('SHALL WE PLAY A GAME?', 40)).toEqual(['SHALL WE PLAY A GAME?']);
  });

  it('breaks between words, never inside one', () => {
    const rows = wrapWords('A STRANGE GAME. THE ONLY WINNING MOVE IS NOT TO PLAY.', 20);
    expect(rows).toEqual(['A STRANGE GAME. THE', 'ONLY WINNING MOVE IS', 'NOT TO PLAY.']);
    expect(rows.join(' ')).toBe('A STRANGE GAME. THE ONLY WINNING MOVE IS NOT TO PLAY.');
    for (const row of rows) expect(row.length).toBeLessThanOrEqual(20);
  });

  it('splits only a word longer than a whole row', () => {
    expect(wrapWords('GO ABCDEFGHIJ', 4)).toEqual(['GO', 'ABCD', 'EFGH', 'IJ']);
  });
});
