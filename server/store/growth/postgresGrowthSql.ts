import type { EntryAttribution } from '../../../src/shared/index.js';
import type { JoinBatchWrite } from '../entries/postgresJoinBatch.js';

/**
 * The growth area's SQL on migration 25's tables (bot_check_proofs, entry_attributions,
 * leaderboard_hidden), beside the code that runs it (postgresGrowth.ts).
 */

/** Takes a challenge once: a second use finds the row there (until it is swept). */
export const CLAIM_PROOF = `
  INSERT INTO bot_check_proofs (id, expires_at) VALUES ($1, $2)
  ON CONFLICT (id) DO UPDATE SET expires_at = EXCLUDED.expires_at
    WHERE bot_check_proofs.expires_at < $3
  RETURNING id`;

export const SWEEP_PROOFS = `DELETE FROM bot_check_proofs WHERE expires_at < $1`;

export const ATTRIBUTIONS_OF = `
  SELECT entry_id, utm_source, utm_medium, utm_campaign, referrer_host, embed_origin
  FROM entry_attributions WHERE entry_id = ANY ($1::bigint[])`;

export const HIDE = `
  INSERT INTO leaderboard_hidden (entry_id)
  SELECT id FROM waitlist_entries WHERE id = $1
  ON CONFLICT DO NOTHING`;

export const SHOW = `DELETE FROM leaderboard_hidden WHERE entry_id = $1`;

export const HIDDEN_OF = `SELECT entry_id FROM leaderboard_hidden WHERE entry_id = ANY ($1::bigint[])`;

const COLUMNS = ['utm_source', 'utm_medium', 'utm_campaign', 'referrer_host', 'embed_origin'];
const FIELDS: (keyof EntryAttribution)[] = [
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'referrerHost',
  'embedOrigin',
];

/**
 * The attribution of each new entry of a join batch, in the batch's own statement (so it commits
 * with the entry or not at all): five text arrays, one element per join in batch order, from
 * parameter `first` on (attributionValues gives them).
 */
export function attributionJoinWrite(first: number): JoinBatchWrite {
  const arrays = COLUMNS.map((_column, index) => `$${first + index}::text[]`).join(', ');
  return {
    name: 'attributions',
    sql: `INSERT INTO entry_attributions (entry_id, ${COLUMNS.join(', ')})
          SELECT joined.id, a.${COLUMNS.join(', a.')}
          FROM joined JOIN unnest(${arrays}) WITH ORDINALITY
            AS a(${COLUMNS.join(', ')}, ord) ON a.ord = joined.ord
          WHERE joined.inserted AND num_nonnulls(a.${COLUMNS.join(', a.')}) > 0`,
  };
}

/** attributionJoinWrite's arrays for a batch. */
export function attributionValues(
  joins: readonly { attribution?: EntryAttribution | null }[],
): (string | null)[][] {
  return FIELDS.map((field) => joins.map((join) => join.attribution?.[field] ?? null));
}
