import { describe, expect, it } from 'vitest';
import type { Cell } from '../state';
import { computerMove, freeCells, winner } from './ticTacToe';

const board = (cells: string): Cell[] => [...cells].map((c) => (c === '.' ? '' : c) as Cell);
const first = <T>(items: readonly T[]): T => items[0] as T;
const last = <T>(items: readonly T[]): T => items[items.length - 1] as T;
const middle = <T>(items: readonly T[]): T => items[Math.floor(items.length / 2)] as T;

/** Every game X can play against the computer (X first, every reply of X tried). */
function everyGame(pick: <T>(items: readonly T[]) => T): { losses: number; games: number } {
  let losses = 0;
  let games = 0;
  const play = (cells: Cell[]) => {
    for (const move of freeCells(cells)) {
      const afterX = [...cells];
      afterX[move] = 'X';
      if (winner(afterX) === 'X') {
        losses += 1;
        games += 1;
        continue;
      }
      if (freeCells(afterX).length === 0) {
        games += 1;
        continue;
      }
      afterX[computerMove(afterX, pick)] = 'O';
      if (winner(afterX) === 'O' || freeCells(afterX).length === 0) games += 1;
      else play(afterX);
    }
  };
  play(board('.........'));
  return { losses, games };
}

describe('tic-tac-toe computer player', () => {
  it.each([
    ['first', first],
    ['last', last],
    ['middle', middle],
  ] as const)('can never be beaten, whatever X plays (random picks the %s choice)', (_, pick) => {
    const { losses, games } = everyGame(pick);
    expect(games).toBeGreaterThan(100);
    expect(losses).toBe(0);
  });

  it('no longer falls for the corner fork (X corner, O centre, X opposite corner)', () => {
    // Before: O took corner 3, X took 7 and had two lines open.
    const move = computerMove(board('X...O...X'), first);
    expect([1, 3, 5, 7]).toContain(move);
  });

  it('still wins first, then blocks, then prefers the centre, then a corner', () => {
    expect(computerMove(board('OO.XX....'), first)).toBe(2);
    expect(computerMove(board('XX.......'), first)).toBe(2);
    expect(computerMove(board('X........'), first)).toBe(4);
    expect(computerMove(board('....X....'), first)).toBe(0);
    expect(computerMove(board('....X....'), last)).toBe(8);
    expect(computerMove(board('.X.......'), first)).toBe(4);
  });

  it('plays either side, so it can play against itself', () => {
    expect(computerMove(board('XX.OO....'), first, 'X')).toBe(2);
    expect(computerMove(board('OO.X.....'), first, 'X')).toBe(2);
  });
});
