import type { EntryAttribution } from '../../../src/shared/index.js';

/**
 * The growth area (issue 29): solved proof-of-work challenges remembered until they expire (each
 * is accepted once), where each entry came from (kept with the entry at its join: NewEntry's
 * attribution), and who left the public leaderboard. Attribution and the leaderboard choice are
 * erased with their entry.
 */
export interface GrowthStore {
  /**
   * Marks a solved challenge used until it expires: true the first time, false for every later
   * use. lowdb remembers them in its one process; PostgreSQL in a table every process shares.
   */
  claimProof(id: string, expiresAt: Date): Promise<boolean>;
  /** The attribution of each of these entries that has one. */
  attributionsOf(ids: readonly number[]): Promise<Map<number, EntryAttribution>>;
  /** The status page's switch: the entry is shown as "Anonymous" on the leaderboard, or not. */
  setLeaderboardHidden(entryId: number, hidden: boolean): Promise<void>;
  /** Which of these entries left the leaderboard. */
  leaderboardHidden(ids: readonly number[]): Promise<Set<number>>;
}
