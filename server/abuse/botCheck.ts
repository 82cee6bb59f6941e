import type { HoldReason } from '../../src/shared/index.js';

/**
 * Why a sign-up looks scripted, or null; such entries are stored, answered as usual, and held.
 * With BOT_CHECK on, the minimum time is measured from the challenge instead (proofCheck.ts).
 */

export interface BotSignals {
  /** The form's hidden field: people never see it, form-filling bots fill it. */
  website?: string | undefined;
  /**
   * Milliseconds from the page's first interaction (pointer, key, focus, touch) to the submit, as
   * the form measured them (issue 44: not from the form's mount, which autofill beats).
   */
  elapsedMs?: number | undefined;
}

/** A person needs a few seconds to fill four fields and tick a box (docs/product.md §17). */
export const MIN_FORM_MS = 2_500;

/**
 * BOT_CHECK_DIFFICULTY's default (issue 29): the proof-of-work's counter is drawn below it, and the
 * browser tries counters from 0 until it finds it (docs/configuration.md gives the solve times).
 */
export const DEFAULT_BOT_CHECK_DIFFICULTY = 10_000;

export function holdReason(
  { website, elapsedMs }: BotSignals,
  minFormMs = MIN_FORM_MS,
): HoldReason | null {
  if (website !== undefined && website.trim() !== '') return 'honeypot';
  if (elapsedMs !== undefined && elapsedMs < minFormMs) return 'too-fast';
  return null;
}
