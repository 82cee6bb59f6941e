import { describe, expect, it } from 'vitest';
import { attemptsText, inviteSelectedConfirm, queuedText, textWithLinks } from './loopText';

describe('admin loop texts', () => {
  it('says how many messages an action queued, singular and plural', () => {
    expect(queuedText(0)).toBe('0 messages queued');
    expect(queuedText(1)).toBe('1 message queued');
    expect(queuedText(2)).toBe('2 messages queued');
  });

  it('asks before inviting the ticked entries, naming how many', () => {
    expect(inviteSelectedConfirm(1)).toBe(
      'Invite 1 entry? It gets an e-mail with a link that gives access. An invite cannot be taken back.',
    );
    expect(inviteSelectedConfirm(3)).toMatch(/^Invite 3 entries\? Each gets an e-mail/);
  });

  it('counts delivery attempts', () => {
    expect(attemptsText(0)).toBe('0 attempts');
    expect(attemptsText(1)).toBe('1 attempt');
  });

  it('cuts a message text into words and working links', () => {
    expect(
      textWithLinks(
        'Confirm: https://synapse.example/confirm/abc.def\nStatus (http://x.example/s).',
      ),
    ).toEqual([
      { text: 'Confirm: ' },
      {
        text: 'https://synapse.example/confirm/abc.def',
        href: 'https://synapse.example/confirm/abc.def',
      },
      { text: '\nStatus (' },
      { text: 'http://x.example/s', href: 'http://x.example/s' },
      { text: ').' },
    ]);
  });

  it('leaves a text without links whole', () => {
    expect(textWithLinks('No links here.')).toEqual([{ text: 'No links here.' }]);
  });
});
