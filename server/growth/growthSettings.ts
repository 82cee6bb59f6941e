import type { RequestHandler } from 'express';
import type { GrowthSettingsInput, GrowthSettingsView } from '../../src/shared/index.js';
import type { RewardStore } from '../store/rewards/rewardTypes.js';

/** How long a process trusts what it read of the saved settings (other processes may change them). */
export const GROWTH_SETTINGS_TTL_MS = 5_000;

/**
 * The growth settings in force (issue 29, items 1 and 4): WIDGET_ORIGINS and LEADERBOARD when the
 * server sets them, else what the admin saved in the store, else none and off. Read synchronously
 * by the widget's CORS, the origin check, /embed's CSP and the leaderboard; `refresh` (a
 * middleware ahead of them) reads the store again once the copy is older than the TTL.
 */
export class LiveGrowthSettings {
  private saved: GrowthSettingsInput = { widgetOrigins: [], leaderboard: false };
  private readAt = -Infinity;
  private reading: Promise<void> | undefined;

  constructor(
    private readonly environment: { widgetOrigins?: string[]; leaderboard?: boolean },
    private readonly store: Pick<RewardStore, 'growthSettings' | 'setGrowthSettings'>,
    private readonly ttlMs = GROWTH_SETTINGS_TTL_MS,
  ) {}

  widgetOrigins(): readonly string[] {
    return this.environment.widgetOrigins ?? this.saved.widgetOrigins;
  }

  leaderboard(): boolean {
    return this.environment.leaderboard ?? this.saved.leaderboard;
  }

  view(): GrowthSettingsView {
    return {
      saved: this.saved,
      inForce: { widgetOrigins: [...this.widgetOrigins()], leaderboard: this.leaderboard() },
      fromEnvironment: {
        widgetOrigins: this.environment.widgetOrigins !== undefined,
        leaderboard: this.environment.leaderboard !== undefined,
      },
    };
  }

  /** Reads the saved settings again when the copy is older than the TTL (one read at a time). */
  async fresh(): Promise<void> {
    if (this.isFresh()) return;
    this.reading ??= this.store
      .growthSettings()
      .then((stored) => {
        if (stored)
          this.saved = { widgetOrigins: stored.widgetOrigins, leaderboard: stored.leaderboard };
        this.readAt = Date.now();
      })
      .finally(() => {
        this.reading = undefined;
      });
    await this.reading;
  }

  /** The copy is within its TTL: nothing to read. */
  private isFresh(): boolean {
    return Date.now() - this.readAt < this.ttlMs;
  }

  /** A request goes on at once while the copy is fresh; once it is stale, after one read. */
  readonly refresh: RequestHandler = (_req, _res, next) => {
    if (this.isFresh()) return next();
    this.fresh().then(() => next(), next);
  };

  async save(settings: GrowthSettingsInput): Promise<GrowthSettingsView> {
    const stored = await this.store.setGrowthSettings(settings);
    this.saved = { widgetOrigins: stored.widgetOrigins, leaderboard: stored.leaderboard };
    this.readAt = Date.now();
    return this.view();
  }
}
