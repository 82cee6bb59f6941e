import { SPEECH } from './constants';

/** docs/product.md §9.10 "Speech": very short text gets a prefix and a suffix phrase. */
export function speechText(text: string): string {
  const spoken = text.trim();
  if (spoken.length >= SPEECH.shortTextChars) return spoken;
  return `${SPEECH.prefix} ${spoken} ${SPEECH.suffix}`;
}

interface NamedVoice {
  name: string;
  lang: string;
}

const ROBOTIC_HINTS = [
  'robot',
  'zarvox',
  'trinoids',
  'ralph',
  'fred',
  'espeak',
  'google us english',
];

/** Prefers a robotic-sounding voice, then any English one, then the first. */
export function chooseVoice<V extends NamedVoice>(voices: readonly V[]): V | undefined {
  const robotic = voices.find((voice) =>
    ROBOTIC_HINTS.some((hint) => voice.name.toLowerCase().includes(hint)),
  );
  return robotic ?? voices.find((voice) => voice.lang.startsWith('en')) ?? voices[0];
}
