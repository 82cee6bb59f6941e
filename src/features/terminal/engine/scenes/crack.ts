import { reportDefcon, setDefcon } from '../defconLevel';
import type { Command, CommandContext } from '../state';
import { CRACK_FOUND, CRACK_START, FILM_LAUNCH_CODE } from './filmText';

const TRIGGERS = ['crack', 'launch code', 'cpe1704tks'];
const NOISE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Frames shown between two characters locking in, and how long each stays. */
export const FRAMES_PER_LOCK = 5;
export const CRACK_FRAME_MS = 50;

/** The search: random characters everywhere, one more of the code locking in at a time. */
export function crackFrames(code: string, random: () => number): string[] {
  const order = [...code].map((_, index) => index);
  for (let index = order.length - 1; index > 0; index -= 1) {
    const swap = Math.floor(random() * (index + 1));
    [order[index], order[swap]] = [order[swap] ?? 0, order[index] ?? 0];
  }
  const locked = new Set<number>();
  const frames: string[] = [];
  for (const next of order) {
    for (let frame = 0; frame < FRAMES_PER_LOCK; frame += 1) {
      frames.push(
        [...code]
          .map((char, index) =>
            locked.has(index) ? char : (NOISE[Math.floor(random() * NOISE.length)] ?? '0'),
          )
          .join(''),
      );
    }
    locked.add(next);
  }
  return frames;
}

/** The film's launch-code crack, CPE1704TKS found one character at a time. */
export const crackScene: Command = {
  id: 'scene-crack',
  matches: (ctx: CommandContext) => TRIGGERS.some((trigger) => ctx.text.includes(trigger)),
  run: (ctx) => {
    ctx.out.say(CRACK_START, 'system');
    ctx.out.status(FILM_LAUNCH_CODE, {
      speedMs: 0,
      frames: { texts: crackFrames(FILM_LAUNCH_CODE, ctx.config.random), frameMs: CRACK_FRAME_MS },
    });
    ctx.out.say(CRACK_FOUND, 'warning', { speedMs: 0 });
    setDefcon(ctx, 1);
    reportDefcon(ctx);
  },
};
