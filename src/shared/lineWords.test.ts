import { describe, expect, it } from 'vitest';
import { LINE_WORDS, placeWords, RESEND_WORDS } from './lineWords';
import { shareTargets } from './share';

describe("the line's words (issue 44)", () => {
  it('give a place only once there is one, with thousands separators', () => {
    expect(placeWords({ status: 'confirmed', place: 3, total: 1204 })).toBe('#3 of 1,204 in line');
    expect(placeWords({ status: 'confirmed', place: 1204 })).toBe('#1,204 in line');
    expect(LINE_WORDS.yourTicket(2048)).toBe('Your ticket: #2,048');
  });

  it('tell an unconfirmed person to confirm to take their place, and say why others have none', () => {
    expect(placeWords({ status: 'waiting', place: null })).toBe('Confirm to take your place');
    expect(placeWords({ status: 'invited', place: null })).toBe(LINE_WORDS.throughTheLine);
    expect(placeWords({ status: 'activated', place: null })).toBe(LINE_WORDS.throughTheLine);
    expect(placeWords({ status: 'confirmed', place: null, held: true })).toBe(LINE_WORDS.inReview);
    expect(placeWords({ status: 'confirmed', place: null, unsubscribed: true })).toBe(
      LINE_WORDS.unsubscribed,
    );
  });

  it('say how many minutes to wait before another confirmation', () => {
    expect(RESEND_WORDS.limited(10 * 60_000)).toMatch(/in 10 minutes\.$/);
    expect(RESEND_WORDS.limited(30_000)).toMatch(/in 1 minute\.$/);
  });
});

describe('the share links', () => {
  it('carry the referral link encoded, to X, LinkedIn and an e-mail', () => {
    const url = 'https://waitlist.example.com/?ref=ABC&x=1';
    const [x, linkedIn, mail] = shareTargets(url);
    expect(new URL(x!.href).searchParams.get('url')).toBe(url);
    expect(x!.href).toContain(encodeURIComponent(url));
    expect(new URL(linkedIn!.href).searchParams.get('url')).toBe(url);
    expect(mail!.href.startsWith('mailto:?subject=')).toBe(true);
    expect(decodeURIComponent(mail!.href)).toContain(url);
  });
});
