import { computerMove, freeCells, winner } from '../games/ticTacToe';
import { emptyBoard, type Cell, type Command, type CommandContext } from '../state';
import { LEARNING_START, learningGameLine, STRANGE_GAME } from './filmText';

const TRIGGERS = [
  'players 0',
  'players: 0',
  'number of players 0',
  'zero players',
  'play yourself',
  'play against yourself',
  'play itself',
  'learn',
];
/** How many games the machine plays against itself, and how they speed up. */
export const LEARNING_GAMES = 12;
const FIRST_GAP_MS = 900;
const SPEEDUP = 0.7;
const FASTEST_GAP_MS = 60;

/** One game of the machine against itself: X opens anywhere, then both sides play perfectly. */
function selfPlay(ctx: CommandContext): { board: Cell[]; result: string } {
  const board = emptyBoard();
  board[ctx.pick([0, 1, 2, 3, 4, 5, 6, 7, 8])] = 'X';
  let toMove: 'X' | 'O' = 'O';
  while (!winner(board) && freeCells(board).length > 0) {
    board[computerMove(board, ctx.pick, toMove)] = toMove;
    toMove = toMove === 'X' ? 'O' : 'X';
  }
  const won = winner(board);
  return { board, result: won ? `${won} WINS` : 'DRAW' };
}

const rows = (board: readonly Cell[]) =>
  [0, 3, 6].map((start) =>
    board
      .slice(start, start + 3)
      .map((cell) => cell || '.')
      .join(''),
  );

/**
 * The film's ending: tic-tac-toe with zero players. The machine plays itself, ever faster, every
 * game a draw, and learns: "A STRANGE GAME. THE ONLY WINNING MOVE IS NOT TO PLAY."
 */
export const learningScene: Command = {
  id: 'scene-learning',
  matches: (ctx) => TRIGGERS.some((trigger) => ctx.text.includes(trigger)),
  run: (ctx) => {
    ctx.out.say(LEARNING_START, 'system');
    for (let game = 1; game <= LEARNING_GAMES; game += 1) {
      const { board, result } = selfPlay(ctx);
      const delayMs = Math.max(FASTEST_GAP_MS, Math.round(FIRST_GAP_MS * SPEEDUP ** (game - 1)));
      ctx.out.status(learningGameLine(game, rows(board), result), { delayMs, speedMs: 0 });
    }
    ctx.out.say(STRANGE_GAME, 'success');
  },
};
