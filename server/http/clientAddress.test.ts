import { describe, expect, it } from 'vitest';
import { clientAddress, INVALID_ADDRESS } from './clientAddress.js';

const of = (ip: string | undefined) => clientAddress({ ip });

describe('the client address kept for the audit log and the limits', () => {
  it('keeps a valid IPv4 or IPv6 address, in its short form', () => {
    expect(of('203.0.113.9')).toBe('203.0.113.9');
    expect(of('2001:DB8:0:0::1')).toBe('2001:db8::1');
    expect(of('::1')).toBe('::1');
  });

  it('keeps an IPv4-mapped IPv6 address as the IPv4 address it is', () => {
    expect(of('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });

  it('drops an IPv6 zone, which names an interface of the sender and has no length limit', () => {
    expect(of(`fe80::1%${'eth0'.repeat(100)}`)).toBe('fe80::1');
  });

  it('keeps "invalid" for anything else a forged X-Forwarded-For can say', () => {
    for (const forged of [
      "=cmd|'/C calc'!A0",
      '+1+1',
      '@SUM(1)',
      '-1',
      '\t1.2.3.4',
      '1.2.3.4\r',
      '127.1',
      '0x7f.0.0.1',
      '1.2.3.4.5',
      '',
      undefined,
    ]) {
      expect(of(forged), JSON.stringify(forged)).toBe(INVALID_ADDRESS);
    }
  });
});
