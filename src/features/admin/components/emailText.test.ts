import { describe, expect, it } from 'vitest';
import { emailPieces } from './EmailText';

describe('an address in a narrow column', () => {
  it('wraps after the dots of its name and before the @, keeping the domain whole', () => {
    expect(emailPieces('katherine.johnson@example.com')).toEqual([
      'katherine.',
      'johnson',
      '@example.com',
    ]);
  });

  it('leaves an address without a name part (or without an @) whole', () => {
    expect(emailPieces('ada@example.com')).toEqual(['ada', '@example.com']);
    expect(emailPieces('not-an-address')).toEqual(['not-an-address']);
    expect(emailPieces('@example.com')).toEqual(['@example.com']);
  });
});
