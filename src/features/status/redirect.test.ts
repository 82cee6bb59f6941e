import { describe, expect, it } from 'vitest';
import { isSameSite } from './redirect';

describe('where an invite goes next', () => {
  const origin = 'https://synapse.example';

  it('keeps our own pages inside the app', () => {
    expect(isSameSite('/welcome', origin)).toBe(true);
    expect(isSameSite('https://synapse.example/welcome?x=1', origin)).toBe(true);
  });

  it('treats the product sign-up page elsewhere as a full page load', () => {
    expect(isSameSite('https://app.synapse.example/signup', origin)).toBe(false);
    expect(isSameSite('http://synapse.example/welcome', origin)).toBe(false);
  });
});
