import type { AppConfig } from '../config.js';
import { leaderboardCache, type LeaderboardCache } from '../growth/leaderboard.js';
import { loopSettings, type LoopSettings } from '../mail/loopSettings.js';
import type { Store } from '../store/types.js';
import { erasureKey } from './erasureTombstones.js';
import { LinkTokens } from './tokens.js';

/** What the loop's routes need: the store, signed tokens and the settings of the moment. */
export interface LoopContext {
  store: Store;
  tokens: LinkTokens;
  /** Read per request: the server fills in PUBLIC_URL's default once it knows its port. */
  settings(): LoopSettings;
  now(): Date;
  /**
   * The public leaderboard's cache (issue 29), here because the routes that take someone off it
   * (leaving it, erasing one's data, an admin's delete) must drop it at once (issue 38, item 7).
   */
  leaderboard: LeaderboardCache;
  /** The key of the tombstones an erasure leaves (issue 38, item 5). */
  erasureKey: Buffer;
}

export function loopContext(config: AppConfig, store: Store): LoopContext {
  return {
    store,
    tokens: new LinkTokens(config.sessionSecret),
    settings: () => loopSettings(config.loop, 0),
    now: () => new Date(),
    // The board's age is counted on the configured clock, which tests move (links use the real one).
    leaderboard: leaderboardCache(store, () => new Date(config.now?.() ?? Date.now())),
    erasureKey: erasureKey(config.sessionSecret),
  };
}
