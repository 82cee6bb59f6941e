import session, { type SessionData } from 'express-session';
import type { Store } from '../store/types.js';

/** A session that carries no cookie expiry lives this long in the store. */
const FALLBACK_TTL_MS = 8 * 60 * 60 * 1000;

type Callback<T = void> = (error?: unknown, value?: T) => void;

function expiryOf(data: SessionData): number {
  const expires = data.cookie?.expires;
  if (expires) return new Date(expires).getTime();
  return Date.now() + (data.cookie?.maxAge ?? FALLBACK_TTL_MS);
}

/**
 * express-session over the Store's session methods, so that sessions survive a restart and never
 * live in MemoryStore (docs/product.md §12 "Admin"). The expiry follows the cookie's.
 */
export class StoreSessionAdapter extends session.Store {
  constructor(private readonly store: Store) {
    super();
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    this.store.getSession(sid).then(
      (stored) => callback(undefined, stored ? (stored.data as unknown as SessionData) : null),
      (error: unknown) => callback(error),
    );
  }

  override set(sid: string, data: SessionData, callback?: Callback): void {
    const plain = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
    this.store.setSession(sid, { data: plain, expiresAt: expiryOf(data) }).then(
      () => callback?.(),
      (error: unknown) => callback?.(error),
    );
  }

  override destroy(sid: string, callback?: Callback): void {
    this.store.destroySession(sid).then(
      () => callback?.(),
      (error: unknown) => callback?.(error),
    );
  }
}
