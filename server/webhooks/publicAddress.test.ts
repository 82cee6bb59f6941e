import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './publicAddress.js';

/** Issue 24, item 9: every IPv6 form that carries a refused IPv4 address is refused too. */
const CARRYING_FORMS: [form: string, write: (v4: string, hex: [string, string]) => string][] = [
  ['IPv4-mapped', (v4) => `::ffff:${v4}`],
  ['IPv4-mapped in hex', (_v4, [high, low]) => `::ffff:${high}:${low}`],
  ['IPv4-translated', (_v4, [high, low]) => `::ffff:0:${high}:${low}`],
  ['IPv4-compatible', (_v4, [high, low]) => `::${high}:${low}`],
  ['NAT64 well-known prefix', (v4) => `64:ff9b::${v4}`],
  ['NAT64 local-use prefix', (_v4, [high, low]) => `64:ff9b:1::${high}:${low}`],
  ['6to4', (_v4, [high, low]) => `2002:${high}:${low}::1`],
  ['Teredo server', (_v4, [high, low]) => `2001:0:${high}:${low}::1`],
];

/** Teredo writes its client's address with every bit flipped. */
const teredoClient = ([high, low]: [string, string]) => {
  const flip = (group: string) => (~parseInt(group, 16) & 0xffff).toString(16);
  return `2001:0:4136:e378:8000:63bf:${flip(high)}:${flip(low)}`;
};

const hex = (v4: string): [string, string] => {
  const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
};

const REFUSED_V4 = ['127.0.0.1', '10.1.2.3', '192.168.0.9', '169.254.169.254', '100.64.0.1'];

describe('the webhook address guard and IPv6 forms of IPv4 addresses', () => {
  for (const [form, write] of CARRYING_FORMS) {
    it(`refuses a loopback, private, link-local or CGNAT address written as ${form}`, () => {
      for (const v4 of REFUSED_V4) {
        const address = write(v4, hex(v4));
        expect(isPublicAddress(address), address).toBe(false);
      }
    });
  }

  it('refuses a Teredo address whose client is a refused IPv4 address', () => {
    for (const v4 of REFUSED_V4) {
      expect(isPublicAddress(teredoClient(hex(v4))), v4).toBe(false);
    }
  });

  it('refuses the IPv4-compatible form of a public address too: it is deprecated', () => {
    expect(isPublicAddress('::808:808')).toBe(false);
    expect(isPublicAddress('2002:808:808::1')).toBe(false);
  });

  it('takes a public IPv4 address written as IPv4-mapped or through NAT64', () => {
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
    expect(isPublicAddress('::ffff:808:808')).toBe(true);
    expect(isPublicAddress('64:ff9b::8.8.8.8')).toBe(true);
  });

  it('still takes ordinary public IPv6 addresses and refuses the special ones', () => {
    expect(isPublicAddress('2606:4700:4700::1111')).toBe(true);
    expect(isPublicAddress('2001:4860:4860::8888')).toBe(true);
    for (const address of ['::', '::1', 'fe80::1', 'fc00::1', 'fec0::1', '2001:db8::1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});
