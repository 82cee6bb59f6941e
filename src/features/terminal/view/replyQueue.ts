/** One piece of the console's work; `atOnce()` says, when asked, whether to show it without waiting. */
export type QueuedWork = (atOnce: () => boolean) => Promise<void>;

export interface ReplyQueueHooks {
  /** Finishes the reply being typed now (the typewriter's skip). */
  finishTyping(): void;
  /** Called each time the last piece of work queued is done. */
  onIdle(): void;
}

/**
 * The console's work in order: the greeting, then the reply to each line a visitor sent. A
 * visitor who sends a line is done waiting for everything queued before it: that is shown at
 * once, whether it is typing already or has not started (the screen may still be opening), so the
 * line's own reply is the first thing that waits. Issue 30: a line sent before the screen opened
 * used to wait for the whole greeting at the pace of docs/product.md §9.6, about 24 s on /josh2.
 */
export class ReplyQueue {
  private tail: Promise<void>;
  private queued = 0;
  private finishedThrough = 0;
  private pending = 0;

  /** Nothing runs before `start` settles (the screen is open). */
  constructor(
    start: Promise<void>,
    private readonly hooks: ReplyQueueHooks,
  ) {
    this.tail = start;
  }

  /** Queues work after everything already queued; a failure is reported and the queue goes on. */
  add(work: QueuedWork): void {
    const ticket = (this.queued += 1);
    this.pending += 1;
    this.tail = this.tail
      .then(() => work(() => ticket <= this.finishedThrough))
      .catch((error: unknown) => console.error('A console reply failed.', error))
      .finally(() => {
        this.pending -= 1;
        if (this.pending === 0) this.hooks.onIdle();
      });
  }

  /** The reply to a line the visitor sent: what is queued before it is finished at once. */
  addVisitorLine(work: QueuedWork): void {
    this.finishAll();
    this.add(work);
  }

  /**
   * A skip (any key, a tap): the reply typing and everything queued so far are shown at once, a
   * greeting still waiting for its screen included (issue 44: the menu within 8 s of load).
   */
  finishAll(): void {
    this.finishedThrough = this.queued;
    this.hooks.finishTyping();
  }
}
