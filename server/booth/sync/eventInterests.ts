import type { Store } from '../../store/types.js';
import { readBoothStaff, writeBoothStaff, type SyncSettings } from './syncFiles.js';
import { fetchEventInterests } from './syncLeads.js';

/** How often the event's interests are asked for again (the admin may change the list)... */
const INTERESTS_EVERY_MS = 5 * 60_000;
/** ...and again after a failure (the web away, or one from before issue 27 without the route). */
const INTERESTS_RETRY_MS = 30_000;

/**
 * Keeps the last interests list the web gave for the booth's event (issue 27), and its staff with
 * their PIN hashes (issue 40, item 5). A failure keeps the ones before and is not the sync's
 * failure: sign-ups go out all the same.
 */
export class EventInterests {
  /** When the event's interests were last fetched (0: at the next round). */
  private fetchedAt = 0;

  constructor(
    private readonly options: { store: Store; allowPrivate: boolean; dataDir: string },
    private readonly timeoutMs: number,
  ) {}

  /** The event's staff as the web last gave them. */
  staff() {
    return readBoothStaff(this.options.dataDir);
  }

  /** Asks again at the next round (the operator's "Sync now", new settings). */
  soon(): void {
    this.fetchedAt = 0;
  }

  async refresh(settings: SyncSettings): Promise<void> {
    if (settings.event === '' || Date.now() - this.fetchedAt < INTERESTS_EVERY_MS) return;
    this.fetchedAt = Date.now();
    const { store, allowPrivate, dataDir } = this.options;
    const options = { allowPrivate, signal: AbortSignal.timeout(this.timeoutMs) };
    const keepStaff = writeBoothStaff.bind(null, dataDir);
    await fetchEventInterests(store, settings, options, keepStaff).catch(() => {
      this.fetchedAt = Date.now() - INTERESTS_EVERY_MS + INTERESTS_RETRY_MS;
    });
  }
}
