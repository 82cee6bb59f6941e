import { lookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_TARGET_TEXTS } from '../../src/shared/serverTexts.js';
import { isPublicAddress } from './publicAddress.js';

export { isPublicAddress };

/** A webhook target refused by the SSRF rules. */
export class WebhookTargetError extends Error {
  override name = 'WebhookTargetError';
}

function check(host: string, address: string, allowPrivate: boolean): void {
  if (!allowPrivate && !isPublicAddress(address)) {
    throw new WebhookTargetError(WEBHOOK_TARGET_TEXTS.notPublic(host, address));
  }
}

/** Resolves the URL's host and checks every address it has (when the admin adds an endpoint). */
export async function checkWebhookTarget(url: string, allowPrivate: boolean): Promise<void> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return check(host, host, allowPrivate);
  const addresses = await new Promise<{ address: string }[]>((resolve, reject) =>
    lookup(host, { all: true }, (error, found) =>
      error
        ? reject(new WebhookTargetError(WEBHOOK_TARGET_TEXTS.unresolvable(host)))
        : resolve(found),
    ),
  );
  for (const { address } of addresses) check(host, address, allowPrivate);
}

/**
 * A `lookup` for http.request that refuses a non-public answer at connect time, so a DNS record
 * changed after the check (DNS rebinding) cannot reach the inside either.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      try {
        for (const { address } of addresses) check(hostname, address, allowPrivate);
      } catch (refused) {
        return callback(refused as NodeJS.ErrnoException, '', 0);
      }
      if (options.all) return callback(null, addresses as never, 0);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}
