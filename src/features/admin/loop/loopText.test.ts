import { describe, expect, it } from 'vitest';
import { attemptsText, queuedText, textWithLinks } from './loopText';

describe('admin loop texts', () => {
  it('says how many messages an action queued, singular and plural', () => {
    expect(queuedText(0)).toBe('0 messages queued');
    expect(queuedText(1)).toBe('1 message queued');
    expect(queuedText(2)).toBe('2 messages queued');
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
