import type { OutboxAttempt } from './loopTypes.js';

/** An attempt as kept in a message's history; the code only when the receiver answered one. */
export function attemptOf(at: string, error: string | null, code?: number | null): OutboxAttempt {
  return code === undefined || code === null ? { at, error } : { at, error, code };
}
