import { createHmac, hkdfSync } from 'node:crypto';
import ipaddr from 'ipaddr.js';

/** The key of the network hashes, derived from the session secret (never the secret itself). */
export function networkHashKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, '', 'synapse client network', 32));
}

/**
 * A keyed hash of the client's network (IPv4 /24, IPv6 /48; DECISIONS "Referrals and abuse"): two
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
