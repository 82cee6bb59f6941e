import { describe, expect, it } from 'vitest';
import { parseBadge } from './badge.js';

describe('a badge QR code', () => {
  it('fills names, e-mail and company from a vCard, with folded lines and escapes', () => {
    const vcard = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Hopper;Grace;Brewster;;',
      'FN:Grace Hopper',
      'ORG:US Navy\\, Reserve;Computing',
      'EMAIL;TYPE=INTERNET,WORK:grace@exa',
      ' mple.com',
      'END:VCARD',
    ].join('\r\n');
    expect(parseBadge(vcard)).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      company: 'US Navy, Reserve',
    });
  });

  it('splits FN when a vCard has no N', () => {
    expect(
      parseBadge('BEGIN:VCARD\nFN:Ada King Lovelace\nEMAIL:ada@example.com\nEND:VCARD'),
    ).toEqual({
      firstName: 'Ada King',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
  });

  it('reads a MeCard', () => {
    expect(
      parseBadge('MECARD:N:Hopper,Grace;EMAIL:grace@example.com;ORG:Navy\\;Reserve;;'),
    ).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      company: 'Navy;Reserve',
    });
  });

  it('reads a plain address and a mailto: link, and nothing else', () => {
    expect(parseBadge(' grace@example.com ')).toEqual({ email: 'grace@example.com' });
    expect(parseBadge('mailto:grace%40example.com?subject=Hi')).toEqual({
      email: 'grace@example.com',
    });
    expect(parseBadge('https://example.com/badge/123')).toBeNull();
    expect(parseBadge('BEGIN:VCARD\nEMAIL:not-an-address\nEND:VCARD')).toBeNull();
  });

  it('keeps a payload that is only the registration id as the badge id', () => {
    expect(parseBadge(' EXPO26-004217 ')).toEqual({ badgeId: 'EXPO26-004217' });
    expect(parseBadge('REG:2026/0042#7')).toEqual({ badgeId: 'REG:2026/0042#7' });
    expect(parseBadge('0012345678')).toEqual({ badgeId: '0012345678' });
  });

  it('reads no id from a link, a sentence, several lines or a token past 64 characters', () => {
    expect(parseBadge('https://example.com/b/1')).toBeNull();
    expect(parseBadge('Welcome to the expo')).toBeNull();
    expect(parseBadge('A123\nB456')).toBeNull();
    expect(parseBadge('A'.repeat(65))).toBeNull();
    expect(parseBadge('-leading-dash')).toBeNull();
  });
});
