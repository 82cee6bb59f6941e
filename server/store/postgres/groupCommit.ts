/**
 * Group commit for writes that arrive in bursts: callers submit one item each; the items that
 * arrive while a batch is in flight ride the next one, and every caller is answered with its own
 * result once the batch's transaction has committed. Joins use it; confirmations and outbox
 * bookkeeping can too: give it a `run` that writes a whole batch in one statement or transaction.
 */
export interface GroupCommitOptions<In, Out> {
  /**
   * Writes every item of a batch in one transaction and answers one result per item, in the
   * items' order. A throw fails every caller of that batch (nothing of it was committed).
   */
  run(items: In[]): Promise<Out[]>;
  /** Items per batch at most (bounds the statement's arrays); more wait for the next batch. */
  maxBatch?: number;
  /** Batches in flight at once: one commits while the next is being written. */
  maxInFlight?: number;
}

export const DEFAULT_MAX_BATCH = 1_000;
export const DEFAULT_MAX_IN_FLIGHT = 2;

interface Waiting<In, Out> {
  item: In;
  resolve(value: Out): void;
  reject(error: unknown): void;
}

export class GroupCommit<In, Out> {
  private queue: Waiting<In, Out>[] = [];
  private inFlight = 0;
  private scheduled = false;
  private idleWaiters: (() => void)[] = [];
  private readonly maxBatch: number;
  private readonly maxInFlight: number;
  /** Batches run so far: tests and the bench compare it with the number of callers. */
  batches = 0;

  constructor(private readonly options: GroupCommitOptions<In, Out>) {
    this.maxBatch = options.maxBatch ?? DEFAULT_MAX_BATCH;
    this.maxInFlight = options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT;
  }

  /** Answers the item's own result once the batch holding it has committed. */
  submit(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves once nothing is queued or in flight (for a clean close). */
  idle(): Promise<void> {
    if (this.queue.length === 0 && this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  // Items submitted in the same tick start together: the batch starts on the next microtask.
  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.maxInFlight) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      this.startBatch();
    });
  }

  private startBatch(): void {
    if (this.queue.length === 0 || this.inFlight >= this.maxInFlight) return;
    const batch = this.queue.splice(0, this.maxBatch);
    this.inFlight += 1;
    this.batches += 1;
    void this.runBatch(batch).finally(() => {
      this.inFlight -= 1;
      if (this.queue.length > 0) this.schedule();
      else if (this.inFlight === 0) for (const done of this.idleWaiters.splice(0)) done();
    });
  }

  private async runBatch(batch: Waiting<In, Out>[]): Promise<void> {
    try {
      const results = await this.options.run(batch.map((waiting) => waiting.item));
      if (results.length !== batch.length) {
        throw new Error(`a batch of ${batch.length} answered ${results.length} results`);
      }
      batch.forEach((waiting, index) => waiting.resolve(results[index]!));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }
}
