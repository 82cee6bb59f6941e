import type { JournalRecord } from './snapshot.js';
import type { StoreState } from './state.js';
import type { Plan } from './engineTypes.js';

/** A caller's write waiting for the next group commit. */
export interface Mutation<T> {
  plan: (state: StoreState) => Plan<T>;
  resolve: (result: T) => void;
  reject: (error: unknown) => void;
  /** The change leaves the entries alone (a session's): it need not wait for their indexes. */
  leavesEntries?: boolean;
}

/** A batch ready to append: its journal records, and each planned caller with its answer. */
export interface PlannedBatch {
  records: JournalRecord[];
  planned: { mutation: Mutation<unknown>; result: unknown }[];
}

/**
 * Plans a batch against the state. Each change is applied while planning (so later changes in the
 * batch see earlier ones: a repeated e-mail, the next position) and taken back before this
 * returns, so that reads never see a change that is not yet on disk and a failed append leaves
 * nothing behind. A caller whose plan throws is answered with its error at once.
 */
export function planBatch(
  state: StoreState,
  batch: readonly Mutation<unknown>[],
  lastSeq: number,
): PlannedBatch {
  const undos: (() => void)[] = [];
  const records: JournalRecord[] = [];
  const planned: PlannedBatch['planned'] = [];
  for (const mutation of batch) {
    try {
      const { change, result } = mutation.plan(state);
      if (change) {
        undos.push(state.apply(change));
        // Not `{ ...change, seq }`: on Node 20 a field after a spread takes a slow path.
        records.push(Object.assign({}, change, { seq: lastSeq + records.length + 1 }));
      }
      planned.push({ mutation, result });
    } catch (error) {
      mutation.reject(error);
    }
  }
  for (const undo of undos.reverse()) undo();
  return { records, planned };
}
