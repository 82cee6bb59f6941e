import { describe, expect, it } from 'vitest';
import { attributionSummary } from './attributionText';

describe("the list's summary of where a sign-up came from", () => {
  it('names the UTM fields, the referring site and the embedding page it knows', () => {
    expect(
      attributionSummary({
        utmSource: 'newsletter',
        utmMedium: null,
        utmCampaign: 'launch',
        referrerHost: 'news.example.com',
        embedOrigin: 'https://partner.example',
      }),
    ).toBe('UTM newsletter / launch, via news.example.com, embedded on https://partner.example');
  });

  it('says nothing when nothing is known', () => {
    expect(attributionSummary(null)).toBe('');
  });
});
