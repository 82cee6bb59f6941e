import type { Store } from '../../store/types.js';
import type { SyncSettings } from './syncFiles.js';
import { fetchEventInterests } from './syncLeads.js';

/** How often the event's interests are asked for again (the admin may change the list)... */
const INTERESTS_EVERY_MS = 5 * 60_000;
/** ...and again after a failure (the web away, or one from before issue 27 without the route). */
const INTERESTS_RETRY_MS = 30_000;

/**
 * Keeps the last interests list the web gave for the booth's event (issue 27). A failure keeps
 * the one before and is not the sync's failure: sign-ups go out all the same.
 */
export class EventInterests {
  /** When the event's interests were last fetched (0: at the next round). */
  private fetchedAt = 0;

  constructor(
    private readonly store: Store,
    private readonly allowPrivate: boolean,
    private readonly timeoutMs: number,
  ) {}

  /** Asks again at the next round (the operator's "Sync now", new settings). */
  soon(): void {
    this.fetchedAt = 0;
  }

  async refresh(settings: SyncSettings): Promise<void> {
    if (settings.event === '' || Date.now() - this.fetchedAt < INTERESTS_EVERY_MS) return;
    this.fetchedAt = Date.now();
    await fetchEventInterests(this.store, settings, {
      allowPrivate: this.allowPrivate,
      signal: AbortSignal.timeout(this.timeoutMs),
    }).catch(() => {
      this.fetchedAt = Date.now() - INTERESTS_EVERY_MS + INTERESTS_RETRY_MS;
    });
  }
}
