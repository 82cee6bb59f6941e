import { StoreUnavailableError } from '../types.js';

interface Waiter {
  /** The journal record of the delete, or a later one: every record up to it must be gone. */
  seq: number;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Deletes waiting until no file of the data folder holds what they erased (docs/product.md
 * §16: "delete my data"). The delete's own record is durable at once; the erased entry's older
 * records (its join, its updates, its messages) stay in the journal and the snapshot until a
 * snapshot written after the delete has replaced them. `foldedThroughSeq` says how far that is.
 */
export class Erasures {
  private waiters: Waiter[] = [];
  /** The last delete appended to the journal. */
  private deletedThroughSeq = 0;
  /** Every journal record up to here is only in the snapshot: no journal holds it any more. */
  private foldedThroughSeq = 0;

  /** A delete record reached the journal at `seq`. */
  deleted(seq: number): void {
    this.deletedThroughSeq = Math.max(this.deletedThroughSeq, seq);
  }

  /** Some delete's data may still be on disk (a delete just made, or one whose fold failed). */
  get unfinished(): boolean {
    return this.deletedThroughSeq > this.foldedThroughSeq;
  }

  /** Waiters that need a new snapshot. */
  get waiting(): boolean {
    return this.waiters.length > 0;
  }

  /** Resolves once every delete so far is in no file; rejects when the fold for it failed. */
  wait(): Promise<void> {
    if (!this.unfinished) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiters.push({ seq: this.deletedThroughSeq, resolve, reject });
    });
  }

  /** A snapshot holding every record up to `seq` was written and the journals before it are gone. */
  folded(seq: number): void {
    this.foldedThroughSeq = Math.max(this.foldedThroughSeq, seq);
    for (const waiter of this.take(this.foldedThroughSeq)) waiter.resolve();
  }

  /** A fold meant to cover every record up to `seq` failed: its waiters hear it. */
  failed(seq: number, error: unknown): void {
    const failure = new StoreUnavailableError(error);
    for (const waiter of this.take(seq)) waiter.reject(failure);
  }

  /** Removes and answers the waiters whose deletes a fold through `seq` covers. */
  private take(seq: number): Waiter[] {
    const covered = this.waiters.filter((waiter) => waiter.seq <= seq);
    this.waiters = this.waiters.filter((waiter) => waiter.seq > seq);
    return covered;
  }
}
