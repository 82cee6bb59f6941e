import {
  GROWTH_TEXTS,
  isShowableName,
  type LeaderboardRow,
  type PublicLeaderboard,
  type WaitlistEntry,
} from '../../src/shared/index.js';
import type { Store } from '../store/types.js';

/** Issue 29: the public leaderboard lists the top 10 referrers... */
export const LEADERBOARD_ROWS = 10;
/** ...computed at most once a minute, whatever the load. */
export const LEADERBOARD_MAX_AGE_MS = 60_000;

/**
 * A name the leaderboard may show (docs/product.md §24: never an e-mail address): the first name
 * and the last name's initial ("Ada L."), or "Anonymous" for someone who left the leaderboard,
 * signed up without a name (the consoles ask for an address only) or with a first name that the
 * e-mails would not greet them with either: one that looks like an address or a URL
 * (isShowableName; a stranger can sign anyone up, with an address as the first name).
 */
export function maskedName(entry: Pick<WaitlistEntry, 'firstName' | 'lastName'>, hidden: boolean) {
  const first = entry.firstName.trim();
  if (hidden || !isShowableName(first)) return GROWTH_TEXTS.anonymous;
  const initial = [...entry.lastName.trim()][0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

async function computeLeaderboard(store: Store, now: Date): Promise<PublicLeaderboard> {
  // Held sign-ups wait for the admin: they are on no public list. Ask for a few more to fill ten.
  const top = (await store.topReferrers(LEADERBOARD_ROWS * 2))
    .filter((entry) => entry.referralCount > 0 && entry.heldReason === null)
    .slice(0, LEADERBOARD_ROWS);
  const hidden = await store.growth.leaderboardHidden(top.map((entry) => entry.id));
  // Ties share a rank and the next rank skips past them: 1, 2, 2, 4 (issue 44, item 7).
  const rows: LeaderboardRow[] = top.map((entry) => ({
    rank: top.findIndex((other) => other.referralCount === entry.referralCount) + 1,
    name: maskedName(entry, hidden.has(entry.id)),
    referrals: entry.referralCount,
  }));
  return { rows, computedAt: now.toISOString() };
}

/** The leaderboard as every visitor gets it, and the way to drop it when someone leaves. */
export interface LeaderboardCache {
  /**
   * Computed once, then served from memory until it is LEADERBOARD_MAX_AGE_MS old; the requests
   * that arrive while it is computed wait for the same computation.
   */
  board(): Promise<PublicLeaderboard>;
  /**
   * Drops the board at once, so the next request computes it afresh: called when someone leaves
   * the leaderboard (or comes back), erases their data, or an admin deletes them. A computation
   * already running is not kept either (it may have read them before they left).
   */
  forget(): void;
}

/**
 * One cache per process: with WORKERS=N, N computations a minute at most, and forget() drops only
 * the board of the process that served the change; the other workers show the person until their
 * own board is LEADERBOARD_MAX_AGE_MS old.
 */
export function leaderboardCache(store: Store, now: () => Date): LeaderboardCache {
  let current: { at: number; board: Promise<PublicLeaderboard> } | undefined;
  return {
    board: () => {
      const at = now().getTime();
      if (!current || at - current.at >= LEADERBOARD_MAX_AGE_MS) {
        const board = computeLeaderboard(store, new Date(at));
        current = { at, board };
        // A failed computation is not kept: the next request tries again.
        board.catch(() => {
          if (current?.board === board) current = undefined;
        });
      }
      return current.board;
    },
    forget: () => {
      current = undefined;
    },
  };
}
