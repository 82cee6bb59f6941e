import type { Store } from '../store/types.js';
import { log } from '../logging/logger.js';
import { sweepMilestones } from './milestones.js';

/** How often a process looks for milestones no route awarded (a booth's sync, an import). */
export const MILESTONE_SWEEP_MS = 60_000;

/**
 * Runs sweepMilestones at start and then every minute, never two at once; a failure is logged and
 * the next round tries again (each award is recorded once, so rounds in several processes agree).
 */
export function startMilestoneSweep(store: Store, everyMs = MILESTONE_SWEEP_MS) {
  let running: Promise<void> | undefined;
  const round = () => {
    running ??= sweepMilestones(store, new Date())
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'The referral milestones sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  round();
  const timer = setInterval(round, everyMs);
  timer.unref();
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
