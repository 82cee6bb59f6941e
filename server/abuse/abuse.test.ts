import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { holdReason, MIN_FORM_MS } from './botCheck.js';
import { clientNetworkHash, clientNetworkHasher } from './clientNetwork.js';
import { isDisposableAddress } from './disposableDomains.js';

describe('isDisposableAddress', () => {
  it('refuses throwaway-mail domains and their subdomains, in any case', () => {
    expect(isDisposableAddress('someone@mailinator.com')).toBe(true);
    expect(isDisposableAddress('someone@Guerrillamail.COM ')).toBe(true);
    expect(isDisposableAddress('someone@inbox.mailinator.com')).toBe(true);
  });

  it('lets real providers and company domains through', () => {
    for (const email of ['ada@gmail.com', 'grace@example.com', 'alan@cam.ac.uk', 'x@outlook.com']) {
      expect(isDisposableAddress(email)).toBe(false);
    }
  });
});

describe('clientNetworkHash', () => {
  const key = randomBytes(32);

  it('is the same for two addresses in one IPv4 /24 and differs for the next /24', () => {
    expect(clientNetworkHash('203.0.113.7', key)).toBe(clientNetworkHash('203.0.113.250', key));
    expect(clientNetworkHash('203.0.113.7', key)).not.toBe(clientNetworkHash('203.0.114.7', key));
  });

  it('treats an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientNetworkHash('::ffff:203.0.113.9', key)).toBe(
      clientNetworkHash('203.0.113.1', key),
    );
  });

  it('groups IPv6 by /48', () => {
    expect(clientNetworkHash('2001:db8:1::1', key)).toBe(
      clientNetworkHash('2001:db8:1:ffff::9', key),
    );
    expect(clientNetworkHash('2001:db8:1::1', key)).not.toBe(
      clientNetworkHash('2001:db8:2::1', key),
    );
  });

  it('never contains the address and depends on the key', () => {
    const hash = clientNetworkHash('198.51.100.23', key)!;
    expect(hash).not.toContain('198');
    expect(clientNetworkHash('198.51.100.23', randomBytes(32))).not.toBe(hash);
    expect(clientNetworkHash('not an ip', key)).toBeNull();
    expect(clientNetworkHash(undefined, key)).toBeNull();
  });

  it('answers the same through a hasher, past the number of addresses it remembers', () => {
    const hash = clientNetworkHasher(key);
    const addresses = Array.from({ length: 5_000 }, (_, i) => `10.${i >> 8}.${i & 255}.1`);
    for (const address of [...addresses, ...addresses.slice(0, 10), '2001:db8:1::1']) {
      expect(hash(address)).toBe(clientNetworkHash(address, key));
    }
    expect(hash('not an ip')).toBeNull();
    expect(hash(undefined)).toBeNull();
  });
});

describe('holdReason', () => {
  it('holds a filled honeypot and a submit faster than a person can type', () => {
    expect(holdReason({ website: 'http://spam.example' })).toBe('honeypot');
    expect(holdReason({ elapsedMs: MIN_FORM_MS - 1 })).toBe('too-fast');
  });

  it('lets an empty honeypot, a human pace and callers without the form signals through', () => {
    expect(holdReason({ website: '', elapsedMs: MIN_FORM_MS + 1 })).toBeNull();
    expect(holdReason({})).toBeNull();
  });
});
