import { solveChallengeWorkers, type Challenge } from 'altcha-lib';
import { CHALLENGE_REUSE_MS, type BotChallenge } from '../../shared/growth';
import { ApiError } from '../api';

/**
 * The browser's side of the proof-of-work check (issue 29): fetch a signed challenge, solve it in
 * Web Workers, and hand it to the next join. Framework-free: the form, the consoles and the
 * embeddable widget share it. No cookies, no third party (docs/product.md §24 "Growth").
 */

/** A solved challenge ready to go with a join, and when this page received it. */
interface Solved {
  proof: string;
  receivedAt: number;
}

export interface ProofSource {
  /** The challenge, or null when the server has the check off (BOT_CHECK=off: 204). */
  fetchChallenge(): Promise<BotChallenge | null>;
  /** A solver worker: a module worker on the site, an inline one in the widget. */
  createWorker(): Worker;
}

/** Workers racing over the counters: more cores finish sooner, a few are plenty. */
const MAX_WORKERS = 4;
/** While a page stays open, a fresh challenge is solved this often, so an older one is at hand. */
const REFRESH_MS = CHALLENGE_REUSE_MS / 2;

/** The name of the performance measure each solve leaves. */
export const SOLVE_MEASURE = 'synapse:proof-of-work';

function encode(challenge: BotChallenge, solution: object): string {
  return btoa(JSON.stringify({ challenge, solution }));
}

async function solveOne(source: ProofSource): Promise<Solved | null> {
  const challenge = await source.fetchChallenge();
  const receivedAt = Date.now();
  if (!challenge) return null;
  const concurrency = Math.min(MAX_WORKERS, Math.max(1, navigator.hardwareConcurrency || 1));
  const start = performance.now();
  const solution = await solveChallengeWorkers({
    challenge: challenge as Challenge,
    concurrency,
    createWorker: () => source.createWorker(),
  });
  if (!solution) throw new Error('The proof-of-work challenge was not solved.');
  // The solve time, workers' start included, for the browser's own performance tools (and tests).
  performance.measure(SOLVE_MEASURE, {
    start,
    end: performance.now(),
    detail: { counter: solution.counter },
  });
  return { proof: encode(challenge, solution), receivedAt };
}

/**
 * Keeps solved challenges at hand for one page. `prepare` starts solving in the background (the
 * form calls it when it appears, so a person never waits); `take` hands over a proof for one join,
 * the oldest still fresh one, since the server also measures how long the form was open from it.
 * Each proof goes out once: the server takes a solution only once.
 */
export class ProofOfWork {
  private ready: Solved[] = [];
  private pending: Promise<Solved | null> | null = null;
  private refresher: ReturnType<typeof setInterval> | undefined;
  /** The server has the check off: joins go without a proof. */
  private off = false;
  /** The server refused this page (a widget on a site WIDGET_ORIGINS does not list): why. */
  private refusal: ApiError | undefined;

  constructor(private readonly source: ProofSource) {}

  /** Starts solving one unless one is ready or on its way; keeps one fresh while the page is open. */
  prepare(): void {
    this.dropStale();
    if (this.off || this.refusal || this.ready.length > 0 || this.pending) return;
    this.solveNext();
    this.refresher ??= setInterval(() => {
      this.dropStale();
      if (!this.off && !this.refusal && !this.pending && this.ready.length < 2) this.solveNext();
    }, REFRESH_MS);
  }

  /**
   * A proof for one join (undefined when the check is off or could not be solved); rejects with
   * the server's answer when it refused this page.
   */
  async take(): Promise<string | undefined> {
    if (this.refusal) throw this.refusal;
    this.prepare();
    this.dropStale();
    let solved = this.ready.shift();
    if (!solved && this.pending) solved = (await this.pending.catch(() => null)) ?? undefined;
    if (this.refusal) throw this.refusal;
    // The one just solved goes with this join; a new one is solved for the next.
    if (solved) this.ready = this.ready.filter((other) => other !== solved);
    this.prepare();
    return solved?.proof;
  }

  /**
   * The server's refusal of this page once the first challenge was asked for, else undefined:
   * the widget on a site WIDGET_ORIGINS does not list says so before anyone types (issue 44).
   */
  async refused(): Promise<ApiError | undefined> {
    this.prepare();
    await this.pending;
    return this.refusal;
  }

  /** Stops the background refresh (the form is gone). */
  stop(): void {
    clearInterval(this.refresher);
    this.refresher = undefined;
  }

  private solveNext(): void {
    const pending = solveOne(this.source)
      .then((solved) => {
        if (solved) this.ready.push(solved);
        else this.off = true;
        return solved;
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 403) this.refusal = error;
        // Otherwise the join goes without a proof and is held for review: never lost or blocked.
        console.error('The proof-of-work check failed:', error);
        return null;
      })
      .finally(() => {
        if (this.pending === pending) this.pending = null;
      });
    this.pending = pending;
  }

  private dropStale(): void {
    const now = Date.now();
    this.ready = this.ready.filter((solved) => now - solved.receivedAt < CHALLENGE_REUSE_MS);
  }
}
