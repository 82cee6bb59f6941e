import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiRequest } from '../../../lib/api';
import type { DefconLevel, Effect, LineStyle, Reply, VariantSettings } from '../engine';
import { DEFAULT_DEFCON } from '../engine/constants';
import type { TerminalHandle } from '../components/XtermView';
import { createEngine } from '../view/createEngine';
import { speak, stopSpeaking } from '../view/speech';
import { writeSynapseActivated } from '../view/synapseFlag';
import { Typewriter } from '../view/typewriter';

export interface TranscriptLine {
  id: number;
  text: string;
  style: LineStyle;
}

const TRANSCRIPT_LIMIT = 500;
const AFTER_TYPING: ReadonlySet<Effect['type']> = new Set(['navigate', 'clear', 'emailAccepted']);

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Drives one console: the engine's replies typed into xterm, their effects carried out. */
export function useConsole(settings: VariantSettings, startAt?: 'boot' | 'email') {
  const navigate = useNavigate();
  const [engine] = useState(() => createEngine(settings, startAt));
  const [transcript, setTranscript] = useState<TranscriptLine[]>([]);
  const [busy, setBusy] = useState(true);
  const [defcon, setDefcon] = useState<DefconLevel>(DEFAULT_DEFCON);
  const [voiceOn, setVoiceOn] = useState(false);
  const [emailAccepted, setEmailAccepted] = useState(false);
  const terminalRef = useRef<TerminalHandle | null>(null);
  const queueRef = useRef<Promise<void>>(Promise.resolve());
  const timersRef = useRef<number[]>([]);
  const bootedRef = useRef(false);
  const nextIdRef = useRef(0);

  const [typewriter] = useState(
    () =>
      new Typewriter(
        {
          write: (text) => terminalRef.current?.write(text),
          lineDone: (line) => {
            const entry = { id: nextIdRef.current++, text: line.text, style: line.style };
            setTranscript((lines) => [...lines, entry].slice(-TRANSCRIPT_LIMIT));
          },
        },
        prefersReducedMotion,
      ),
  );

  const applyEffect = useCallback(
    (effect: Effect) => {
      switch (effect.type) {
        case 'submitEmail':
          // A failed call is only logged; the visitor sees the confirmation regardless (SPEC 8).
          apiRequest('POST', effect.endpoint, { email: effect.email }).catch((error: unknown) =>
            console.error('Terminal e-mail submission failed:', error),
          );
          break;
        case 'setDefcon':
          setDefcon(effect.level);
          break;
        case 'setSynapseActivated':
          writeSynapseActivated(effect.value);
          break;
        case 'setVoice':
          setVoiceOn(effect.on);
          if (!effect.on) stopSpeaking();
          break;
        case 'speak':
          speak(effect.text);
          break;
        case 'navigate':
          timersRef.current.push(window.setTimeout(() => navigate(effect.path), effect.afterMs));
          break;
        case 'clear':
          terminalRef.current?.clear();
          setTranscript([]);
          break;
        case 'emailAccepted':
          setEmailAccepted(true);
          break;
      }
    },
    [navigate],
  );

  const play = useCallback(
    (reply: Reply, safetyTimeoutMs: number) => {
      queueRef.current = queueRef.current.then(async () => {
        reply.effects.filter((effect) => !AFTER_TYPING.has(effect.type)).forEach(applyEffect);
        setBusy(true);
        await typewriter.play(reply.lines, safetyTimeoutMs);
        setBusy(false);
        reply.effects.filter((effect) => AFTER_TYPING.has(effect.type)).forEach(applyEffect);
      });
    },
    [applyEffect, typewriter],
  );

  const attachTerminal = useCallback(
    (handle: TerminalHandle | null) => {
      terminalRef.current = handle;
      if (handle && !bootedRef.current) {
        bootedRef.current = true;
        play(engine.boot(), settings.bootSafetyTimeoutMs);
      }
    },
    [engine, play, settings.bootSafetyTimeoutMs],
  );

  /** One line from the input; ignored while a reply is being typed (SPEC section 5). */
  const submit = useCallback(
    (input: string): boolean => {
      if (busy || input.trim() === '') return false;
      play(engine.handle(input), settings.safetyTimeoutMs);
      return true;
    },
    [busy, engine, play, settings.safetyTimeoutMs],
  );

  const toggleVoice = useCallback(() => {
    const on = !engine.state.voiceOn;
    engine.setVoice(on);
    setVoiceOn(on);
    if (!on) stopSpeaking();
  }, [engine]);

  const skip = useCallback(() => typewriter.skip(), [typewriter]);

  useEffect(
    () => () => {
      timersRef.current.forEach((timer) => window.clearTimeout(timer));
      typewriter.dispose();
      stopSpeaking();
    },
    [typewriter],
  );

  return {
    transcript,
    busy,
    defcon,
    voiceOn,
    emailAccepted,
    submit,
    skip,
    toggleVoice,
    attachTerminal,
  };
}
