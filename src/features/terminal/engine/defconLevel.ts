import { DEFCON_LEVELS } from './constants';
import { defconLine } from './messages';
import type { CommandContext } from './state';
import type { DefconLevel } from './types';

// Setting and reporting the DEFCON level, shared by the defcon commands (commands/defcon.ts) and
// the film's scenes (scenes/war.ts, scenes/crack.ts); here, below both, so neither imports the other.

export function setDefcon(ctx: CommandContext, level: DefconLevel): void {
  ctx.state.defcon = level;
  ctx.out.effect({ type: 'setDefcon', level });
}

export function reportDefcon(ctx: CommandContext): void {
  const level = ctx.state.defcon;
  ctx.out.say(defconLine(level, DEFCON_LEVELS[level].description), 'warning');
}
