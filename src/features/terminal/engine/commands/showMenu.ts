import { MENU_LINES } from '../messages';
import type { CommandContext } from '../state';

/** Closes any prompt and prints the main menu. */
export function showMenu(ctx: CommandContext): void {
  ctx.state.prompt = null;
  ctx.out.status(MENU_LINES);
}
