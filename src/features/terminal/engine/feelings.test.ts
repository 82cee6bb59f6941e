import { describe, expect, it } from 'vitest';
import { classifyEmotion, EMOTION_REPLIES, EMOTION_WORDS } from './commands/feelings';
import { MENU_LINES } from './messages';
import { josh2, run } from './testing';

describe('feelings', () => {
  it('asks how the visitor feels after a greeting', () => {
    const engine = josh2();
    expect(run(engine, 'hello')).toEqual([
      'HELLO. I AM FUNCTIONING WITHIN NORMAL PARAMETERS.',
      'HOW ARE YOU FEELING TODAY?',
    ]);
    expect(engine.state.prompt).toBe('feelings');
  });

  it.each(Object.keys(EMOTION_WORDS))('recognises %s and answers from its replies', (emotion) => {
    const word = EMOTION_WORDS[emotion as keyof typeof EMOTION_WORDS][0] ?? '';
    const engine = josh2({ random: () => 0 });
    const lines = run(engine, 'how are you', `i am ${word} today`);
    expect(lines).toEqual([
      EMOTION_REPLIES[emotion as keyof typeof EMOTION_REPLIES][0],
      ...MENU_LINES,
    ]);
  });

  it('picks the canned reply with the random source', () => {
    const lines = run(josh2({ random: () => 0.99 }), 'hi', 'so tired');
    expect(lines[0]).toBe(EMOTION_REPLIES.tired.at(-1));
  });

  it('scores every list and the most hits win', () => {
    expect(classifyEmotion('tired but happy, glad and good')).toBe('happy');
    expect(classifyEmotion('stuck and stressed, a bit tired')).toBe('frustrated');
  });

  it('says the emotion could not be classified, then shows the menu', () => {
    expect(run(josh2(), 'hey', 'purple')).toEqual([
      'EMOTION COULD NOT BE CLASSIFIED...',
      ...MENU_LINES,
    ]);
  });
});
