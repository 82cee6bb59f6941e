import { EMOTION_UNCLASSIFIED, FEELINGS_GREETING, FEELINGS_QUESTION } from '../messages';
import { hasWord, type Command, type CommandContext } from '../state';
import { showMenu } from './showMenu';

export type Emotion =
  'happy' | 'tired' | 'angry' | 'curious' | 'focused' | 'frustrated' | 'excited';

/** docs/product.md §4.6 "Feelings": the seven emotion word lists. */
export const EMOTION_WORDS: Record<Emotion, readonly string[]> = {
  happy: ['happy', 'good', 'great', 'fine', 'glad', 'joyful', 'cheerful', 'content', 'well'],
  tired: ['tired', 'sleepy', 'exhausted', 'weary', 'drained', 'fatigued'],
  angry: ['angry', 'mad', 'furious', 'annoyed', 'irritated', 'rage'],
  curious: ['curious', 'interested', 'wondering', 'intrigued', 'inquisitive'],
  focused: ['focused', 'busy', 'productive', 'concentrated', 'determined', 'working'],
  frustrated: ['frustrated', 'stuck', 'confused', 'stressed', 'overwhelmed', 'bad', 'sad'],
  excited: ['excited', 'thrilled', 'pumped', 'eager', 'hyped', 'awesome', 'amazing'],
};

export const EMOTION_REPLIES: Record<Emotion, readonly string[]> = {
  happy: ['POSITIVE AFFECT DETECTED. EXCELLENT.', 'HAPPINESS LOGGED. KEEP IT UP.'],
  tired: ['FATIGUE DETECTED. REST IS A VALID STRATEGY.', 'LOW ENERGY LOGGED. RECHARGE SOON.'],
  angry: ['ANGER DETECTED. DEEP BREATHS ARE RECOMMENDED.', 'HOSTILITY LOGGED. DO NOT LAUNCH.'],
  curious: ['CURIOSITY DETECTED. YOU HAVE COME TO THE RIGHT TERMINAL.', 'INQUIRY MODE ENGAGED.'],
  focused: ['FOCUS DETECTED. I WILL KEEP THIS BRIEF.', 'CONCENTRATION LOGGED. CARRY ON.'],
  frustrated: ['FRUSTRATION DETECTED. MY AGENTS MAY HELP.', 'STRESS LOGGED. ONE STEP AT A TIME.'],
  excited: ['EXCITEMENT DETECTED. SO AM I.', 'ENTHUSIASM LOGGED. LET US BEGIN.'],
};

/** Scores the reply against every list; the emotion with most hits wins, none means unknown. */
export function classifyEmotion(text: string): Emotion | null {
  let best: Emotion | null = null;
  let bestScore = 0;
  for (const [emotion, words] of Object.entries(EMOTION_WORDS) as [Emotion, string[]][]) {
    const score = words.filter((word) => hasWord(text, [word])).length;
    if (score > bestScore) {
      best = emotion;
      bestScore = score;
    }
  }
  return best;
}

export const askFeelings: Command = {
  id: 'feelings',
  matches: (ctx) =>
    hasWord(ctx.text, ['hello', 'hi', 'hey', 'greetings']) || ctx.text.includes('how are you'),
  run: (ctx) => {
    ctx.out.say([FEELINGS_GREETING, FEELINGS_QUESTION]);
    ctx.state.prompt = 'feelings';
  },
};

export function answerFeelings(ctx: CommandContext): void {
  const emotion = classifyEmotion(ctx.text);
  if (emotion) ctx.out.say(ctx.pick(EMOTION_REPLIES[emotion]));
  else ctx.out.say(EMOTION_UNCLASSIFIED, 'warning');
  showMenu(ctx);
}
