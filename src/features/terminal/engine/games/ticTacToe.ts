import { emptyBoard, type Cell, type CommandContext } from '../state';
import type { GameModule } from './types';

export const TIC_INSTRUCTIONS = [
  'ENTER A NUMBER FROM 1 TO 9 TO PLACE YOUR X,',
  'LEFT TO RIGHT AND TOP TO BOTTOM.',
];
export const TIC_INVALID = 'INVALID MOVE.';
export const TIC_TAKEN = 'THAT POSITION IS ALREADY TAKEN. PLEASE CHOOSE ANOTHER.';
export const TIC_WIN = 'YOU WIN. CONGRATULATIONS.';
export const TIC_LOSS = 'I WIN. BETTER LUCK NEXT TIME.';
export const TIC_DRAW = [
  'THE GAME IS A DRAW.',
  'A STRANGE GAME. THE ONLY WINNING MOVE IS NOT TO PLAY.',
];
export const ticComputerMove = (cell: number) => `I TAKE POSITION ${cell}.`;

const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
] as const;
const CORNERS = [0, 2, 6, 8];
const CENTRE = 4;

export function winner(board: readonly Cell[]): Cell {
  for (const [a, b, c] of LINES) {
    if (board[a] && board[a] === board[b] && board[a] === board[c]) return board[a];
  }
  return '';
}

export function freeCells(board: readonly Cell[]): number[] {
  return board.flatMap((cell, index) => (cell === '' ? [index] : []));
}

type Mark = 'X' | 'O';
const other = (mark: Mark): Mark => (mark === 'X' ? 'O' : 'X');

function completingMove(board: readonly Cell[], mark: Cell): number | undefined {
  return freeCells(board).find((index) => {
    const trial = [...board];
    trial[index] = mark;
    return winner(trial) === mark;
  });
}

/**
 * Each position's value, once worked out: a few thousand positions at most. Without it the
 * zero-player scene searched the whole tree again for every move of its 12 games, seconds of
 * work before a visitor's line was answered (issue 30).
 */
const VALUES = new Map<string, number>();

/** The game's value for `me` with `toMove` to play, both sides perfect: 1 win, 0 draw, -1 loss. */
function value(board: Cell[], toMove: Mark, me: Mark): number {
  const key = `${board.map((cell) => cell || '.').join('')}${toMove}${me}`;
  const known = VALUES.get(key);
  if (known !== undefined) return known;
  const result = search(board, toMove, me);
  VALUES.set(key, result);
  return result;
}

function search(board: Cell[], toMove: Mark, me: Mark): number {
  const won = winner(board);
  if (won) return won === me ? 1 : -1;
  const free = freeCells(board);
  if (free.length === 0) return 0;
  const results = free.map((index) => {
    board[index] = toMove;
    const result = value(board, other(toMove), me);
    board[index] = '';
    return result;
  });
  return toMove === me ? Math.max(...results) : Math.min(...results);
}

/** Moves after which the opponent cannot win, however it plays: no fork ever gets through. */
function safeMoves(board: readonly Cell[], me: Mark): number[] {
  return freeCells(board).filter((index) => {
    const trial = [...board];
    trial[index] = me;
    return value(trial, other(me), me) >= 0;
  });
}

/**
 * docs/product.md §13: the newer player: win, block, centre, corner, random; among centre,
 * corners and the rest it only takes a move that cannot be forked, so it never loses (the
 * film's lesson: tic-tac-toe played well always draws). `me` lets it play either side.
 */
export function computerMove(
  board: readonly Cell[],
  pick: <T>(items: readonly T[]) => T,
  me: Mark = 'O',
): number {
  const win = completingMove(board, me);
  if (win !== undefined) return win;
  const block = completingMove(board, other(me));
  if (block !== undefined) return block;
  const safe = safeMoves(board, me);
  const candidates = safe.length > 0 ? safe : freeCells(board);
  if (candidates.includes(CENTRE)) return CENTRE;
  const corners = CORNERS.filter((index) => candidates.includes(index));
  if (corners.length > 0) return pick(corners);
  return pick(candidates);
}

export function boardLines(board: readonly Cell[]): string[] {
  const row = (start: number) =>
    [0, 1, 2].map((offset) => ` ${board[start + offset] || String(start + offset + 1)} `).join('|');
  return [row(0), '---+---+---', row(3), '---+---+---', row(6)];
}

function end(ctx: CommandContext, lines: string | readonly string[]): 'ended' {
  ctx.out.status(boardLines(ctx.state.games.ticTacToe.board));
  ctx.out.say(lines, 'success');
  ctx.state.games.ticTacToe.board = emptyBoard();
  return 'ended';
}

function play(ctx: CommandContext): 'playing' | 'ended' {
  const board = ctx.state.games.ticTacToe.board;
  if (!/^[1-9]$/.test(ctx.text)) {
    ctx.out.error(TIC_INVALID);
    ctx.out.say(TIC_INSTRUCTIONS, 'system');
    return 'playing';
  }
  const cell = Number(ctx.text) - 1;
  if (board[cell] !== '') {
    ctx.out.error(TIC_TAKEN);
    return 'playing';
  }
  board[cell] = 'X';
  if (winner(board) === 'X') return end(ctx, TIC_WIN);
  if (freeCells(board).length === 0) return end(ctx, TIC_DRAW);
  const reply = computerMove(board, ctx.pick);
  board[reply] = 'O';
  ctx.out.say(ticComputerMove(reply + 1));
  if (winner(board) === 'O') return end(ctx, TIC_LOSS);
  if (freeCells(board).length === 0) return end(ctx, TIC_DRAW);
  ctx.out.status(boardLines(board));
  return 'playing';
}

export const ticTacToeGame: GameModule = {
  id: 'ticTacToe',
  startPhrases: ['play tic'],
  start: (ctx) => {
    ctx.state.games.ticTacToe.board = emptyBoard();
    ctx.out.say('TIC-TAC-TOE INITIATED. YOU ARE X, I AM O.', 'system');
    ctx.out.status(boardLines(ctx.state.games.ticTacToe.board));
    ctx.out.say(TIC_INSTRUCTIONS, 'system');
  },
  play,
};
