import { createHmac, hkdfSync } from 'node:crypto';
import ipaddr from 'ipaddr.js';

/** The key of the network hashes, derived from the session secret (never the secret itself). */
export function networkHashKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, '', 'synapse client network', 32));
}

/**
 * A keyed hash of the client's network (IPv4 /24, IPv6 /48; docs/product.md §17): two
 * sign-ups from one network compare equal, and no raw address is stored. Unparseable: null.
 */
export function clientNetworkHash(ip: string | undefined, key: Buffer): string | null {
  if (!ip || !ipaddr.isValid(ip)) return null;
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address();
  }
  const prefix =
    address.kind() === 'ipv4'
      ? `4:${address.toByteArray().slice(0, 3).join('.')}`
      : `6:${address.toByteArray().slice(0, 6).join('.')}`;
  return createHmac('sha256', key).update(prefix).digest('base64url').slice(0, 22);
}

/** Networks remembered by a hasher before it starts afresh (a few hundred KB at most). */
const REMEMBERED_NETWORKS = 4_096;

/**
 * clientNetworkHash with the key bound and recent addresses remembered: a booth or an office
 * signs many people up from one address, and an HMAC per join is measurable at thousands a second.
 */
export function clientNetworkHasher(key: Buffer): (ip: string | undefined) => string | null {
  const remembered = new Map<string, string | null>();
  return (ip) => {
    if (!ip) return null;
    let hash = remembered.get(ip);
    if (hash === undefined) {
      if (remembered.size >= REMEMBERED_NETWORKS) remembered.clear();
      hash = clientNetworkHash(ip, key);
      remembered.set(ip, hash);
    }
    return hash;
  };
}
