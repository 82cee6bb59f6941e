import { reportDefcon, setDefcon } from '../defconLevel';
import type { CommandContext } from '../state';
import {
  WAR_AWAITING,
  WAR_CHOOSE,
  WAR_FINE,
  WAR_RESULT,
  WAR_SIDES,
  WAR_TARGETS_PROMPT,
  warSideLine,
  warTargetLine,
} from './filmText';

const SIDES: Record<string, string> = {
  '1': 'UNITED STATES',
  'united states': 'UNITED STATES',
  usa: 'UNITED STATES',
  '2': 'SOVIET UNION',
  'soviet union': 'SOVIET UNION',
  ussr: 'SOVIET UNION',
};
const ABORT_WORDS = ['exit', 'quit', 'menu', 'cancel', 'stop'];
const WAR_ABORTED = 'SIMULATION ABORTED.';
const MAX_TARGETS = 6;

/** "LATER. LET'S PLAY GLOBAL THERMONUCLEAR WAR." after the lighting offer: the film's game. */
export function startWarScene(ctx: CommandContext): void {
  ctx.out.say(WAR_FINE);
  ctx.out.status([...WAR_SIDES, WAR_CHOOSE]);
  ctx.state.prompt = 'warSide';
}

function aborted(ctx: CommandContext): boolean {
  if (!ABORT_WORDS.includes(ctx.text)) return false;
  ctx.state.prompt = null;
  ctx.out.say(WAR_ABORTED, 'system');
  return true;
}

export function answerWarSide(ctx: CommandContext): void {
  if (aborted(ctx)) return;
  const side = SIDES[ctx.text];
  if (!side) {
    ctx.out.error(WAR_CHOOSE);
    return;
  }
  ctx.out.say(warSideLine(side), 'system');
  ctx.out.say([WAR_AWAITING, WAR_TARGETS_PROMPT], 'warning');
  ctx.state.prompt = 'warTargets';
}

/**
 * The targets are locked, DEFCON goes to 1 (the launch rule of docs/product.md §4.5), and nobody
 * wins.
 */
export function answerWarTargets(ctx: CommandContext): void {
  if (aborted(ctx)) return;
  const targets = ctx.input
    .split(/,|\band\b/i)
    .map((target) => target.trim())
    .filter(Boolean)
    .slice(0, MAX_TARGETS);
  ctx.state.prompt = null;
  ctx.out.status(targets.map(warTargetLine));
  setDefcon(ctx, 1);
  reportDefcon(ctx);
  ctx.out.say(WAR_RESULT, 'warning');
}
