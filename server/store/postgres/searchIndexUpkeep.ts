import type pg from 'pg';
import { log } from '../../logging/logger.js';

/** How often the admin search's trigram index takes in the entries added since the last time. */
export const SEARCH_INDEX_UPKEEP_MS = 1_000;

/** Moves the trigram index's pending list into the index proper; answers the pages it merged. */
export const CLEAN_SEARCH_INDEX_SQL =
  "SELECT gin_clean_pending_list('waitlist_entries_search'::regclass)::integer AS pages";

/**
 * New entries go to the trigram index's pending list (cheap to append); merging that list into the
 * index is the expensive part. Left to PostgreSQL, the join that overflows the list merges it inside
 * its own transaction, and every join of that batch waits hundreds of milliseconds at 1,000,000
 * entries. Migration 15 makes the list large enough never to overflow between two upkeeps; this
 * merges it every SEARCH_INDEX_UPKEEP_MS on its own connection, off the joins' path, so a search
 * still reads a short list. Answers a function that stops it and waits for a merge in flight.
 */
export function startSearchIndexUpkeep(pool: pg.Pool): () => Promise<void> {
  let running: Promise<void> | null = null;
  let warned = false;
  const timer = setInterval(() => {
    running ??= pool
      .query(CLEAN_SEARCH_INDEX_SQL)
      .then(
        () => undefined,
        (error: Error) => {
          if (warned) return;
          warned = true;
          log.error({ err: error }, 'Search index upkeep failed (joins merge it themselves)');
        },
      )
      .finally(() => (running = null));
  }, SEARCH_INDEX_UPKEEP_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
