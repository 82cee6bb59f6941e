import ipaddr from 'ipaddr.js';

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

const ipv4 = (high: number, low: number): IPv4 =>
  new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

type Range = [IPv6, number];
const range = (prefix: string, bits: number): Range => [ipaddr.IPv6.parse(prefix), bits];
const NAT64_WELL_KNOWN = range('64:ff9b::', 96);
/** The forms that end in the IPv4 address: its 32 bits are the last two groups. */
const lastGroups = (parts: number[]) => [ipv4(parts[6]!, parts[7]!)];

/**
 * The IPv6 forms that carry an IPv4 address (issue 24, item 9), and where it sits in each. A
 * connection to one of them can end at that IPv4 address (through the kernel, a NAT64 gateway or
 * a tunnel relay), so each is judged by what it carries as well as by its own range.
 */
const CARRIERS: { range: Range; carried: (parts: number[]) => IPv4[] }[] = [
  // IPv4-mapped ::ffff:a.b.c.d and IPv4-translated ::ffff:0:a.b.c.d (RFC 4291, RFC 6145).
  { range: range('::ffff:0:0', 96), carried: lastGroups },
  { range: range('::ffff:0:0:0', 96), carried: lastGroups },
  // IPv4-compatible ::a.b.c.d, deprecated by RFC 4291 ([::7f00:1] is 127.0.0.1).
  { range: range('::', 96), carried: lastGroups },
  // NAT64: the well-known prefix and the local-use one (RFC 6052, RFC 8215).
  { range: range('64:ff9b::', 96), carried: lastGroups },
  { range: range('64:ff9b:1::', 48), carried: lastGroups },
  // 6to4 2002:aabb:ccdd::/48 (RFC 3056).
  { range: range('2002::', 16), carried: (p) => [ipv4(p[1]!, p[2]!)] },
  // Teredo: the server's address, and the client's with every bit flipped (RFC 4380).
  {
    range: range('2001::', 32),
    carried: (p) => [ipv4(p[2]!, p[3]!), ipv4(~p[6]! & 0xffff, ~p[7]! & 0xffff)],
  },
];

const isPublicIPv4 = (address: IPv4) => address.range() === 'unicast';

/**
 * Only ordinary public unicast addresses: no loopback, link-local, private, CGNAT or reserved,
 * written as IPv4 or as any IPv6 form that carries one. Of the carrying forms, only IPv4-mapped
 * and NAT64's well-known prefix are ever public (the latter is how an IPv6-only server reaches an
 * IPv4 host), and only when what they carry is; the deprecated and tunnelling forms never are.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return isPublicIPv4(parsed as IPv4);
  const v6 = parsed as IPv6;
  const carriers = CARRIERS.filter((carrier) => v6.match(carrier.range));
  if (carriers.some(({ carried }) => !carried(v6.parts).every(isPublicIPv4))) return false;
  if (v6.isIPv4MappedAddress()) return true;
  if (v6.match(NAT64_WELL_KNOWN)) return true;
  return carriers.length === 0 && v6.range() === 'unicast';
}
