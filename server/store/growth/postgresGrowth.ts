import type { EntryAttribution } from '../../../src/shared/index.js';
import type { Query } from '../postgres/readQuery.js';
import type { GrowthStore } from './growthStore.js';
import * as sql from './postgresGrowthSql.js';

/** An entry_attributions row, as ATTRIBUTIONS_OF and the address search's page read it. */
export interface AttributionRow {
  entry_id: string | number;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer_host: string | null;
  embed_origin: string | null;
}

/** Used challenges past their expiry are deleted at most this often per process. */
const SWEEP_EVERY_MS = 60_000;

/** The growth area on PostgreSQL: every app process shares the used challenges. */
export class PostgresGrowth implements GrowthStore {
  private lastSweep = 0;

  constructor(
    private readonly query: Query,
    private readonly now: () => Date,
  ) {}

  async claimProof(id: string, expiresAt: Date): Promise<boolean> {
    const now = this.now();
    if (now.getTime() - this.lastSweep > SWEEP_EVERY_MS) {
      this.lastSweep = now.getTime();
      await this.query(sql.SWEEP_PROOFS, [now]);
    }
    return (await this.query(sql.CLAIM_PROOF, [id, expiresAt, now])).length === 1;
  }

  async attributionsOf(ids: readonly number[]): Promise<Map<number, EntryAttribution>> {
    if (ids.length === 0) return new Map();
    const rows = await this.query<AttributionRow>(sql.ATTRIBUTIONS_OF, [ids]);
    return new Map(rows.map((row) => [Number(row.entry_id), toAttribution(row)]));
  }

  async setLeaderboardHidden(entryId: number, hidden: boolean): Promise<void> {
    await this.query(hidden ? sql.HIDE : sql.SHOW, [entryId]);
  }

  async leaderboardHidden(ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.query<{ entry_id: string | number }>(sql.HIDDEN_OF, [ids]);
    return new Set(rows.map((row) => Number(row.entry_id)));
  }
}

export function toAttribution(row: Omit<AttributionRow, 'entry_id'>): EntryAttribution {
  return {
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    referrerHost: row.referrer_host,
    embedOrigin: row.embed_origin,
  };
}
