import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** docs/product.md §14: a crashing main process relaunches, at most this often. */
export const MAX_RELAUNCHES = 3;
export const RELAUNCH_WINDOW_MS = 10 * 60_000;
export const MAIN_ERROR_LOG = 'kiosk-errors.log';
const RELAUNCH_HISTORY = 'kiosk-relaunches.json';

/**
 * Whether the main process may relaunch after an uncaught error: yes while fewer than
 * MAX_RELAUNCHES happened in the last RELAUNCH_WINDOW_MS. Answers the history to keep.
 */
export function relaunchDecision(
  history: readonly number[],
  now: number,
): { relaunch: boolean; history: number[] } {
  const recent = history.filter((at) => now - at < RELAUNCH_WINDOW_MS);
  if (recent.length >= MAX_RELAUNCHES) return { relaunch: false, history: recent };
  return { relaunch: true, history: [...recent, now] };
}

/** The main process's memory of its own relaunches and errors, in the kiosk's data folder. */
export function createCrashGuard(dataDir: string, now: () => number = Date.now) {
  const historyFile = join(dataDir, RELAUNCH_HISTORY);
  const readHistory = (): number[] => {
    try {
      const parsed: unknown = JSON.parse(readFileSync(historyFile, 'utf8'));
      return Array.isArray(parsed) ? parsed.filter((at) => typeof at === 'number') : [];
    } catch {
      return [];
    }
  };
  return {
    logFile: join(dataDir, MAIN_ERROR_LOG),
    /** Appends the error, with its time and stack, to kiosk-errors.log. */
    log(error: unknown): void {
      const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
      mkdirSync(dirname(this.logFile), { recursive: true });
      appendFileSync(this.logFile, `${new Date(now()).toISOString()} ${text}\n`);
    },
    /** Records a relaunch if one is allowed; answers whether it is. */
    mayRelaunch(): boolean {
      const decision = relaunchDecision(readHistory(), now());
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(historyFile, JSON.stringify(decision.history));
      return decision.relaunch;
    },
  };
}
