import { Chess } from 'chess.js';
import type { CommandContext } from '../state';
import type { GameModule } from './types';

/** docs/product.md §5: letter a-h, digit 1-8, "to", letter a-h, digit 1-8. */
const MOVE_FORMAT = /^([a-h][1-8])\s+to\s+([a-h][1-8])$/;

export const CHESS_HELP = ['ENTER MOVES AS: E2 TO E4', "TYPE 'EXIT' TO LEAVE THE GAME."];
export const CHESS_INVALID_FORMAT = 'INVALID CHESS MOVE FORMAT';
export const chessIllegal = (move: string) =>
  `ILLEGAL MOVE: ${move}. THAT MOVE BREAKS THE RULES OF CHESS.`;
export const chessComputerMove = (from: string, to: string) =>
  `MY MOVE: ${from} TO ${to}`.toUpperCase();
export const CHESS_DRAW = [
  'I PROPOSE A DRAW.',
  'A STRANGE GAME. THE ONLY WINNING MOVE IS NOT TO PLAY.',
];
export const CHESS_NEW_BOARD = 'NEW GAME STARTED. YOUR MOVE.';
export const CHESS_CHECKMATE = (winner: string) => `CHECKMATE. ${winner} WINS.`;
export const CHESS_STALEMATE = 'STALEMATE. THE GAME IS A DRAW.';

/** The console's fixed list of chess replies (8 in the first variant). */
export const CHESS_REPLIES = [
  'INTERESTING MOVE.',
  'I HAVE SEEN THAT BEFORE.',
  'CALCULATING RESPONSE...',
  'A BOLD STRATEGY.',
  'YOUR POSITION IS WEAKENING.',
  'PREDICTABLE.',
  'EXCELLENT. BUT NOT ENOUGH.',
  'I ANTICIPATED THAT.',
];

function boardLines(board: Chess): string[] {
  return board.ascii().trimEnd().split('\n');
}

function resetChess(ctx: CommandContext): void {
  ctx.state.games.chess.board = new Chess();
  ctx.state.games.chess.moves = [];
}

function finish(ctx: CommandContext, lines: readonly string[]): 'ended' {
  ctx.out.say(lines, 'success');
  resetChess(ctx);
  return 'ended';
}

/** Plays the visitor's move, answers with a legal move, and offers the draw at the limit. */
function play(ctx: CommandContext): 'playing' | 'ended' {
  const chess = ctx.state.games.chess;
  const format = MOVE_FORMAT.exec(ctx.text);
  if (!format) {
    ctx.out.error(CHESS_INVALID_FORMAT);
    ctx.out.say(CHESS_HELP, 'system');
    return 'playing';
  }
  const [, from = '', to = ''] = format;
  try {
    chess.board.move({ from, to, promotion: 'q' });
  } catch {
    ctx.out.error(chessIllegal(`${from} to ${to}`.toUpperCase()));
    ctx.out.status(boardLines(chess.board));
    return 'playing';
  }
  chess.moves.push(`${from}-${to}`);
  if (chess.board.isCheckmate()) return finish(ctx, [CHESS_CHECKMATE('PLAYER')]);
  if (chess.board.isDraw() || chess.board.isStalemate()) return finish(ctx, [CHESS_STALEMATE]);

  if (chess.moves.length < ctx.config.chessDrawAfterMoves) {
    const replies = chess.board.moves({ verbose: true });
    const reply = ctx.pick(replies);
    chess.board.move(reply.san);
    chess.moves.push(`${reply.from}-${reply.to}`);
    ctx.out.say([ctx.pick(CHESS_REPLIES), chessComputerMove(reply.from, reply.to)]);
    if (chess.board.isCheckmate()) return finish(ctx, [CHESS_CHECKMATE('COMPUTER')]);
    if (chess.board.isDraw() || chess.board.isStalemate()) return finish(ctx, [CHESS_STALEMATE]);
  }
  ctx.out.status(boardLines(chess.board));

  if (chess.moves.length >= ctx.config.chessDrawAfterMoves) {
    ctx.out.say(CHESS_DRAW, 'success');
    resetChess(ctx);
    if (ctx.config.chessDrawEndsGame) return 'ended';
    ctx.out.say(CHESS_NEW_BOARD, 'system');
  }
  return 'playing';
}

export const chessGame: GameModule = {
  id: 'chess',
  startPhrases: ['play chess'],
  start: (ctx) => {
    resetChess(ctx);
    ctx.out.say('CHESS INITIATED. YOU PLAY WHITE.', 'system');
    ctx.out.status(boardLines(ctx.state.games.chess.board));
    ctx.out.say(CHESS_HELP, 'system');
  },
  play,
};
