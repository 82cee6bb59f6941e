import type {
  ClientRateLimitInfo,
  IncrementResponse,
  Options,
  Store as RateLimitStore,
} from 'express-rate-limit';
import type pg from 'pg';
import { log } from '../../logging/logger.js';
import { guarded } from './pool.js';

interface HitsRow {
  hits: number;
  reset_at: Date;
}

/**
 * express-rate-limit's counters in PostgreSQL, so a limit holds across every app process:
 * a fixed window per key, like its MemoryStore, counted by one atomic upsert per hit.
 */
export class PostgresRateLimitStore implements RateLimitStore {
  readonly localKeys = false;
  private windowMs = 60_000;
  private pruneTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly pool: pg.Pool,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
    this.pruneTimer = setInterval(() => {
      this.pool
        .query('DELETE FROM rate_limit_hits WHERE reset_at < now()')
        .catch((error: Error) => log.error({ err: error }, 'Pruning rate-limit counters failed'));
    }, this.windowMs);
    this.pruneTimer.unref();
  }

  private key(key: string): string {
    return `${this.prefix}:${key}`;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { rows } = await guarded(() =>
      this.pool.query<HitsRow>(
        'SELECT hits, reset_at FROM rate_limit_hits WHERE key = $1 AND reset_at > now()',
        [this.key(key)],
      ),
    );
    const row = rows[0];
    return row ? { totalHits: row.hits, resetTime: row.reset_at } : undefined;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const { rows } = await guarded(() =>
      this.pool.query<HitsRow>(
        `INSERT INTO rate_limit_hits AS counter (key, hits, reset_at)
         VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN counter.reset_at <= now() THEN 1 ELSE counter.hits + 1 END,
           reset_at = CASE WHEN counter.reset_at <= now() THEN excluded.reset_at ELSE counter.reset_at END
         RETURNING hits, reset_at`,
        [this.key(key), this.windowMs],
      ),
    );
    const row = rows[0]!;
    return { totalHits: row.hits, resetTime: row.reset_at };
  }

  async decrement(key: string): Promise<void> {
    await guarded(() =>
      this.pool.query(
        'UPDATE rate_limit_hits SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND reset_at > now()',
        [this.key(key)],
      ),
    );
  }

  async resetKey(key: string): Promise<void> {
    await guarded(() =>
      this.pool.query('DELETE FROM rate_limit_hits WHERE key = $1', [this.key(key)]),
    );
  }

  async resetAll(): Promise<void> {
    await guarded(() =>
      this.pool.query('DELETE FROM rate_limit_hits WHERE key LIKE $1', [`${this.prefix}:%`]),
    );
  }

  shutdown(): void {
    clearInterval(this.pruneTimer);
  }
}
