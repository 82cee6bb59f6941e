import type { RequestHandler } from 'express';
import { storeReadiness } from '../store/capabilities.js';
import type { Store } from '../store/types.js';

/**
 * How long the store gets to answer a probe: a stopped database must read as unready within 2 s
 * (issue 41), however long the pool would wait for a connection.
 */
export const READINESS_TIMEOUT_MS = 1_500;

export const NOT_READY = {
  draining: 'the server is shutting down',
  slowStore: `the store did not answer within ${READINESS_TIMEOUT_MS / 1000} s`,
} as const;

/** Whether this server should be sent requests: its store answers, and it is not shutting down. */
export class Readiness {
  private draining = false;

  constructor(private readonly store: Store) {}

  /** Shutdown began: from now on every probe answers unready, so a load balancer drains it. */
  drain(): void {
    this.draining = true;
  }

  /**
   * Once draining, every answer closes its connection: a client's kept-alive connection would
   * otherwise carry new requests to a server that has stopped taking them.
   */
  readonly closeConnectionsWhenDraining: RequestHandler = (_req, res, next) => {
    if (this.draining) res.setHeader('Connection', 'close');
    next();
  };

  /** Null when ready; else why not. */
  async reason(): Promise<string | null> {
    if (this.draining) return NOT_READY.draining;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(NOT_READY.slowStore), READINESS_TIMEOUT_MS);
    });
    try {
      return await Promise.race([storeReadiness(this.store), late]);
    } finally {
      clearTimeout(timer);
    }
  }
}
