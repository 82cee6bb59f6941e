import { SPEECH } from '../engine/constants';
import { chooseVoice, speechText } from '../engine/speech';

/** Reads a reply aloud with the browser's speech synthesis, preferring a robotic voice. */
export function speak(text: string): void {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return;
  const utterance = new SpeechSynthesisUtterance(speechText(text));
  utterance.rate = SPEECH.rate;
  utterance.pitch = SPEECH.pitch;
  const voice = chooseVoice(window.speechSynthesis.getVoices());
  if (voice) utterance.voice = voice;
  window.speechSynthesis.speak(utterance);
}

export function stopSpeaking(): void {
  if (typeof window !== 'undefined' && 'speechSynthesis' in window) window.speechSynthesis.cancel();
}
