import { showMenu } from '../commands/showMenu';
import { GAME_LIST_LINES } from '../messages';
import type { Command } from '../state';
import { FILM_GAME_LIST, HELP_GAMES } from './filmText';

/** "HELP GAMES": the film's definition of a game. */
export const helpGamesScene: Command = {
  id: 'scene-help-games',
  matches: (ctx) => ctx.text === 'help games',
  run: (ctx) => {
    ctx.out.say(HELP_GAMES);
  },
};

/**
 * "LIST GAMES" typed out in full: the film's list first, then what menu option 4 shows (the
 * list of docs/product.md §4.2, ending with the menu), so the menu's own answer is still all there.
 */
export const listGamesScene: Command = {
  id: 'scene-list-games',
  matches: (ctx) => ctx.text === 'list games',
  run: (ctx) => {
    ctx.out.status(FILM_GAME_LIST);
    ctx.out.status(GAME_LIST_LINES);
    showMenu(ctx);
  },
};
