import { showMenu } from '../commands/showMenu';
import {
  GAME_ENDED,
  GAME_LIST_LINES,
  GAME_NOT_RECOGNIZED,
  STILL_IN_DEVELOPMENT,
} from '../messages';
import type { Command, CommandContext, GameId } from '../state';
import { chessGame } from './chess';
import { mazeGame } from './maze';
import { ticTacToeGame } from './ticTacToe';
import type { GameModule } from './types';

/** The game table: a new game is one more entry here. */
export const GAMES: readonly GameModule[] = [chessGame, ticTacToeGame, mazeGame];

/** Listed games that cannot be played yet (docs/product.md §4). */
const IN_DEVELOPMENT: Record<string, string> = {
  'neuro-response': 'NEURO-RESPONSE',
  'neuro response': 'NEURO-RESPONSE',
  'probability-matrix': 'PROBABILITY MATRIX',
  'probability matrix': 'PROBABILITY MATRIX',
};

const EXIT_WORDS = ['exit', 'quit', 'menu', 'cancel', 'stop'];

export function activeGame(ctx: CommandContext): GameModule | undefined {
  return GAMES.find((game) => ctx.state.games[game.id].isActive);
}

function setActive(ctx: CommandContext, id: GameId, isActive: boolean): void {
  ctx.state.games[id].isActive = isActive;
}

/** One input while a game runs: the exit words leave it, anything else is the game's. */
export function playActiveGame(ctx: CommandContext, game: GameModule): void {
  if (EXIT_WORDS.includes(ctx.text)) {
    setActive(ctx, game.id, false);
    ctx.out.say(GAME_ENDED, 'system');
    showMenu(ctx);
    return;
  }
  if (game.play(ctx) === 'ended') {
    setActive(ctx, game.id, false);
    showMenu(ctx);
  }
}

function startingGame(text: string): GameModule | undefined {
  return GAMES.find((game) => game.startPhrases.some((phrase) => text.includes(phrase)));
}

function developmentGame(text: string): string | undefined {
  return Object.entries(IN_DEVELOPMENT).find(([phrase]) => text.includes(phrase))?.[1];
}

export const gameCommand: Command = {
  id: 'games',
  matches: (ctx) =>
    ctx.text.startsWith('play ') ||
    startingGame(ctx.text) !== undefined ||
    developmentGame(ctx.text) !== undefined,
  run: (ctx) => {
    const game = startingGame(ctx.text);
    const inDevelopment = developmentGame(ctx.text);
    if (game) {
      setActive(ctx, game.id, true);
      ctx.state.prompt = null;
      game.start(ctx);
    } else if (inDevelopment) {
      ctx.out.say(STILL_IN_DEVELOPMENT(inDevelopment), 'warning');
    } else {
      ctx.out.error(GAME_NOT_RECOGNIZED);
      ctx.out.status(GAME_LIST_LINES);
    }
  },
};
