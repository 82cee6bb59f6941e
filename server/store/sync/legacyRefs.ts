import type { WaitlistEntry } from '../../../src/shared/index.js';
import { consentEvidence } from '../../apiKeys/apiKeys.js';
import type { StoredApiKey } from './syncTypes.js';

/**
 * The key that created an entry through an externalId stored before externalIds were per key
 * (issue 38, item 3), so that a booth goes on setting the lead fields of what it synced before
 * the upgrade. Only an entry's first ref can have created it, and an entry a batch created
 * names its key in its consent evidence (issue 24): the one key of that name in use when the ref
 * arrived. Anything else (an address that was on the list, a key named twice, an entry stored
 * before issue 24) is null: no key's. Migration 32 applies the same rule to PostgreSQL.
 */
export function legacyCreator(
  ref: { receivedAt: string },
  entry: Pick<WaitlistEntry, 'consentVersion'> | undefined,
  keys: readonly StoredApiKey[],
): number | null {
  if (!entry) return null;
  const arrived = Date.parse(ref.receivedAt);
  const named = keys.filter(
    (key) =>
      consentEvidence(key) === entry.consentVersion &&
      Date.parse(key.createdAt) <= arrived &&
      (key.revokedAt === null || Date.parse(key.revokedAt) >= arrived),
  );
  return named.length === 1 ? named[0]!.id : null;
}
