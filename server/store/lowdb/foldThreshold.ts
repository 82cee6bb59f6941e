/** A journal smaller than this is never folded: a fold of a small store would be most of its writes. */
const MIN_FOLD_BYTES = 1024 * 1024;
/** The most the fold waits for past a snapshot-sized journal: every journal byte is replayed at a start. */
const MAX_JOURNAL_PAST_SNAPSHOT = 64 * 1024 * 1024;

/**
 * The journal size past which the next batch folds it into a new snapshot. A fold writes the whole
 * state, so its cost per join is the snapshot's size over the journal bytes between folds: a
 * journal folded at twice the snapshot's size rather than once halves it (at 10,000 entries a fold
 * came every 5,000 or so joins, 16 µs a join on the event loop). For a large store the journal
 * grows at most 64 MiB past the snapshot's size, so that a start (replaying the journal is slower
 * per byte than reading the snapshot) replays little more than it did with folds at once its size.
 */
export function foldThreshold(snapshotBytes: number): number {
  return Math.max(
    MIN_FOLD_BYTES,
    snapshotBytes + Math.min(snapshotBytes, MAX_JOURNAL_PAST_SNAPSHOT),
  );
}
