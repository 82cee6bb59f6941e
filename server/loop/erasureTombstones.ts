import { createHmac, hkdfSync } from 'node:crypto';
import { canonicalMailbox } from '../../src/shared/index.js';
import type { EntryExternalId } from '../store/erasure/erasureTypes.js';
import type { Store } from '../store/types.js';

/** The key of the tombstones, derived from the session secret (never the secret itself). */
export function erasureKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, '', 'synapse erasure tombstone', 32));
}

const hash = (key: Buffer, value: string) =>
  createHmac('sha256', key).update(value).digest('base64url');

/** An externalId's tombstone: externalIds are per key, so the key's id is part of it. */
export function externalIdTombstone(key: Buffer, { apiKeyId, externalId }: EntryExternalId) {
  return hash(key, `external:${apiKeyId ?? ''}:${externalId}`);
}

/** An address's tombstone: its canonical mailbox, so that one inbox is one tombstone. */
export function mailboxTombstone(key: Buffer, email: string): string {
  return hash(key, `mailbox:${canonicalMailbox(email)}`);
}

/**
 * The tombstones of an entry its owner erases: each externalId that named it (with its key) and
 * its mailbox. Kept before the delete, so that no moment lets a booth's re-send through.
 */
export async function keepTombstones(
  store: Store,
  key: Buffer,
  entry: { id: number; email: string },
): Promise<void> {
  const externalIds = await store.erasure.externalIdsOf(entry.id);
  await store.erasure.addTombstones([
    ...externalIds.map((externalId) => externalIdTombstone(key, externalId)),
    mailboxTombstone(key, entry.email),
  ]);
}

/** Which of the sent entries were erased by their owner: a tombstone of their externalId or mailbox. */
export async function erasedAmong(
  store: Store,
  key: Buffer,
  apiKeyId: number,
  sent: readonly { externalId: string; email: string }[],
): Promise<boolean[]> {
  const hashes = sent.map(({ externalId, email }) => [
    externalIdTombstone(key, { apiKeyId, externalId }),
    mailboxTombstone(key, email),
  ]);
  const found = await store.erasure.tombstonesAmong(hashes.flat());
  return hashes.map((pair) => pair.some((hash) => found.has(hash)));
}
