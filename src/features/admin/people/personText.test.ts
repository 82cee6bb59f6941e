import { describe, expect, it } from 'vitest';
import { deletePersonConfirm, inviteOffer, timelineLine } from './personText';

const at = '2026-11-25T10:00:00.000Z';

describe("a person's timeline in words", () => {
  it('says how and from where a person joined', () => {
    const line = timelineLine({
      kind: 'joined',
      at,
      source: 'kiosk',
      event: 'Web Summit',
      device: 'Tablet 2',
      referredBy: 7,
      attribution: {
        utmSource: 'newsletter',
        utmMedium: null,
        utmCampaign: 'launch',
        referrerHost: null,
        embedOrigin: null,
      },
    });
    expect(line).toEqual({
      title: 'Joined the waitlist',
      detail:
        'through the kiosk at Web Summit (Tablet 2) with the referral link of entry 7; UTM source: newsletter · UTM campaign: launch',
    });
  });

  it('says how a message was delivered, with its state in words', () => {
    const delivery = { at, messageId: 3, attempts: 2, to: 'ada@example.com', sentAt: null };
    expect(
      timelineLine({
        kind: 'email',
        template: 'confirmation',
        status: 'pending',
        lastError: '451 try later',
        ...delivery,
      }),
    ).toEqual({
      title: 'Confirmation e-mail',
      detail: 'To ada@example.com; last error: 451 try later; 2 attempts',
      delivery: { status: 'pending', label: 'Pending' },
    });
    expect(
      timelineLine({
        kind: 'webhook',
        eventType: 'entry.invited',
        status: 'parked',
        lastError: null,
        ...delivery,
      }).title,
    ).toBe('Webhook entry.invited');
  });

  it('names the admin action and who took it', () => {
    expect(
      timelineLine({ kind: 'admin', at, action: 'invite', actor: 'admin', detail: 'entry 4' }),
    ).toEqual({ title: 'Invites sent', detail: 'By admin: entry 4' });
  });

  it('asks before a delete, naming the person and what goes with them', () => {
    expect(deletePersonConfirm('Ada Lovelace', 'ada@example.com')).toBe(
      'Delete Ada Lovelace (ada@example.com)? This erases 1 entry with its messages, lead notes and referral credit. It cannot be undone.',
    );
    expect(deletePersonConfirm('ada@example.com', 'ada@example.com')).toMatch(
      /^Delete ada@example\.com\? /,
    );
  });
});

describe('"Invite now" on a person\'s page', () => {
  const waiting = { status: 'confirmed' as const, unsubscribedAt: null, heldReason: null };

  it('is offered to a confirmed person who is not held', () => {
    expect(inviteOffer(waiting)).toEqual({ offered: true });
  });

  it('is not offered to a sign-up held for review, and says to decide it in the review queue', () => {
    const offer = inviteOffer({ ...waiting, status: 'waiting', heldReason: 'too-fast' });
    expect(offer.offered).toBe(false);
    expect(offer).toMatchObject({ why: expect.stringMatching(/held for review.*review queue/) });
  });

  it('is not offered to someone who unsubscribed, and says so', () => {
    const offer = inviteOffer({ ...waiting, unsubscribedAt: at });
    expect(offer).toEqual({ offered: false, why: 'Not invitable: this person unsubscribed.' });
  });

  it('says nothing for someone already invited', () => {
    expect(inviteOffer({ ...waiting, status: 'invited' })).toEqual({ offered: false, why: null });
  });
});
