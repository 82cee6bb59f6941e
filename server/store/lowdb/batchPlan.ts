import type { ChangeOf, EngineState, JournalRecord, Plan } from './engineTypes.js';

/** A caller's write waiting for the next group commit. */
export interface Mutation<S extends EngineState, T> {
  plan: (state: S) => Plan<T, ChangeOf<S>>;
  resolve: (result: T) => void;
  reject: (error: unknown) => void;
  /** The change leaves the indexes built after a start alone (a session's): it need not wait. */
  leavesIndexes?: boolean;
}

/** A batch ready to append: its journal records, and each planned caller with its answer. */
export interface PlannedBatch<S extends EngineState> {
  records: JournalRecord<ChangeOf<S>>[];
  planned: { mutation: Mutation<S, unknown>; result: unknown }[];
}

/**
 * Plans a batch against the state. Each change is applied while planning (so later changes in the
 * batch see earlier ones: a repeated e-mail, the next position) and taken back before this
 * returns, so that reads never see a change that is not yet on disk and a failed append leaves
 * nothing behind. A caller whose plan throws is answered with its error at once.
 */
export function planBatch<S extends EngineState>(
  state: S,
  batch: readonly Mutation<S, unknown>[],
  lastSeq: number,
): PlannedBatch<S> {
  const undos: (() => void)[] = [];
  const records: JournalRecord<ChangeOf<S>>[] = [];
  const planned: PlannedBatch<S>['planned'] = [];
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
