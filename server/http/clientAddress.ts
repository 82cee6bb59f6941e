import type { Request } from 'express';
import ipaddr from 'ipaddr.js';

/** What is kept when the client's address is not an IP address (a forged X-Forwarded-For). */
export const INVALID_ADDRESS = 'invalid';

/**
 * The client's address as the server keeps it (audit log, sign-in throttle, rate limits): a valid
 * IPv4 (dotted decimal) or IPv6 address in its short form, an IPv4-mapped one as IPv4, else
 * "invalid". Behind TRUST_PROXY the address comes from X-Forwarded-For, which the client writes:
 * `=cmd|'/C calc'!A0` must never reach a stored row or an export (issue 24, item 3).
 */
export function clientAddress(req: Pick<Request, 'ip'>): string {
  const ip = req.ip;
  if (!ip) return INVALID_ADDRESS;
  const valid = ipaddr.IPv4.isValidFourPartDecimal(ip) || ipaddr.IPv6.isValid(ip);
  if (!valid) return INVALID_ADDRESS;
  const address = ipaddr.process(ip);
  // A zone (fe80::1%eth0) names an interface of the sender's machine: of any length, and no use.
  if (address.kind() === 'ipv6') (address as ipaddr.IPv6).zoneId = undefined;
  return address.toString();
}
