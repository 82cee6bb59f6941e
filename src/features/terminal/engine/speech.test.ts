import { describe, expect, it } from 'vitest';
import { chooseVoice, speechText } from './speech';

describe('speech', () => {
  it('wraps text under 100 characters in a prefix and a suffix phrase', () => {
    expect(speechText('HELLO')).toBe('Incoming transmission. HELLO End of transmission.');
  });

  it('reads longer text as it is', () => {
    const long = 'A'.repeat(100);
    expect(speechText(long)).toBe(long);
  });

  it('prefers a robotic voice, then an English one', () => {
    const voices = [
      { name: 'Amelie', lang: 'fr-FR' },
      { name: 'Samantha', lang: 'en-US' },
      { name: 'Zarvox', lang: 'en-US' },
    ];
    expect(chooseVoice(voices)?.name).toBe('Zarvox');
    expect(chooseVoice(voices.slice(0, 2))?.name).toBe('Samantha');
    expect(chooseVoice([])).toBeUndefined();
  });
});
