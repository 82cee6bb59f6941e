import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DefconLevel, Effect, LineStyle, Reply, VariantSettings } from '../engine';
import { DEFAULT_DEFCON } from '../engine/constants';
import type { TerminalHandle } from '../components/XtermView';
import { ATTRACT_PAUSE_MS } from '../engine/constants';
import { createEngine } from '../view/createEngine';
import { sendEmail } from '../api';
import { speak, stopSpeaking } from '../view/speech';
import { writeSynapseActivated } from '../view/synapseFlag';
import { Typewriter } from '../view/typewriter';
import { prefersReducedMotion } from '@lib/reducedMotion';

export interface TranscriptLine {
  id: number;
  text: string;
  style: LineStyle;
}

/** What the console is doing, for the hint under the input. */
export type ConsolePhase = 'typing' | 'sending' | 'ready' | 'attract';

export interface ConsoleOptions {
  startAt?: 'boot' | 'email';
  /** An address kept for a retry goes back into the input. */
  onRestoreInput?: (text: string) => void;
  /** Kiosk attract mode: inputs the console plays on its own, over and over, until `wake()`. */
  attractScript?: readonly string[];
}

const TRANSCRIPT_LIMIT = 500;
const AFTER_TYPING: ReadonlySet<Effect['type']> = new Set([
  'navigate',
  'clear',
  'emailAccepted',
  'restoreInput',
]);

/**
 * Drives one console: the engine's replies typed into xterm, their effects carried out. Lines
 * sent while a reply is typing finish it at once and wait their turn: nothing typed is lost.
 */
export function useConsole(settings: VariantSettings, options: ConsoleOptions = {}) {
  const navigate = useNavigate();
  const [engine] = useState(() => createEngine(settings, options.startAt));
  const [transcript, setTranscript] = useState<TranscriptLine[]>([]);
  const [phase, setPhase] = useState<ConsolePhase>('typing');
  const [defcon, setDefcon] = useState<DefconLevel>(DEFAULT_DEFCON);
  const [voiceOn, setVoiceOn] = useState(false);
  const [emailAccepted, setEmailAccepted] = useState(false);
  const terminalRef = useRef<TerminalHandle | null>(null);
  // Nothing is typed before the screen is open (its face may still be loading): the queue starts
  // behind it, so a line sent early is answered on screen, after the greeting.
  const [screenOpen] = useState(() => {
    let resolve = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  });
  const queueRef = useRef<Promise<void>>(screenOpen.promise);
  const pendingRef = useRef(0);
  const timersRef = useRef<number[]>([]);
  const bootedRef = useRef(false);
  const nextIdRef = useRef(0);
  const restoreRef = useRef(options.onRestoreInput);
  restoreRef.current = options.onRestoreInput;
  const attractRef = useRef(options.attractScript !== undefined);
  const [attractScript] = useState(options.attractScript);
  const wakeAttractRef = useRef<(() => void) | null>(null);

  const [typewriter] = useState(
    () =>
      new Typewriter(
        {
          write: (text) => terminalRef.current?.write(text),
          columns: () => terminalRef.current?.columns() ?? 0,
          lineDone: (line) => {
            const entry = { id: nextIdRef.current++, text: line.text, style: line.style };
            setTranscript((lines) => [...lines, entry].slice(-TRANSCRIPT_LIMIT));
          },
        },
        prefersReducedMotion,
        { onSafetyCut: () => console.warn('A console reply reached the safety time-out.') },
      ),
  );

  const clearScreen = useCallback(() => {
    terminalRef.current?.clear();
    setTranscript([]);
  }, []);

  const applyEffect = useCallback(
    (effect: Effect) => {
      switch (effect.type) {
        case 'submitEmail':
          break; // awaited in turn by `typeReply`
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
          clearScreen();
          break;
        case 'emailAccepted':
          setEmailAccepted(true);
          break;
        case 'restoreInput':
          restoreRef.current?.(effect.text);
          break;
      }
    },
    [clearScreen, navigate],
  );

  /** Types one reply; an address it sends is awaited and the server's answer typed after it. */
  const typeReply = useCallback(
    async (reply: Reply, safetyTimeoutMs: number): Promise<void> => {
      reply.effects.filter((effect) => !AFTER_TYPING.has(effect.type)).forEach(applyEffect);
      setPhase('typing');
      await typewriter.play(reply.lines, safetyTimeoutMs);
      reply.effects.filter((effect) => AFTER_TYPING.has(effect.type)).forEach(applyEffect);
      for (const effect of reply.effects) {
        if (effect.type !== 'submitEmail') continue;
        setPhase('sending');
        const outcome = await sendEmail(effect.endpoint, effect.email);
        await typeReply(engine.emailOutcome(outcome), settings.safetyTimeoutMs);
      }
    },
    [applyEffect, engine, settings.safetyTimeoutMs, typewriter],
  );

  /** Queues work after everything already queued; the phase is "ready" only when all is done. */
  const enqueue = useCallback((next: () => Promise<void>) => {
    pendingRef.current += 1;
    queueRef.current = queueRef.current.then(next).finally(() => {
      pendingRef.current -= 1;
      if (pendingRef.current === 0) setPhase('ready');
    });
  }, []);

  /** A pause the visitor can end at once (a touch wakes the attract loop). */
  const attractPause = useCallback(
    (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = window.setTimeout(resolve, ms);
        wakeAttractRef.current = () => {
          window.clearTimeout(timer);
          resolve();
        };
      }),
    [],
  );

  /**
   * Attract mode: a throwaway engine without glitches plays the script, a pause, a clean screen
   * and again, until a visitor comes; nothing of it reaches the visitor's own engine.
   */
  const playAttract = useCallback(
    async (script: readonly string[]) => {
      while (attractRef.current) {
        const actor = createEngine({ ...settings, glitches: false });
        for (const input of script) {
          if (!attractRef.current) return;
          await typewriter.play(actor.handle(input).lines, settings.safetyTimeoutMs);
          if (attractRef.current) await attractPause(ATTRACT_PAUSE_MS);
        }
        if (attractRef.current) clearScreen();
      }
    },
    [attractPause, clearScreen, settings, typewriter],
  );

  const boot = useCallback(
    () => enqueue(() => typeReply(engine.boot(), settings.bootSafetyTimeoutMs)),
    [engine, enqueue, settings.bootSafetyTimeoutMs, typeReply],
  );

  // The greeting (or the attract scene) is the first thing queued, before any line a visitor
  // can send: a layout effect runs before the browser takes the first key.
  useLayoutEffect(() => {
    if (bootedRef.current) return;
    bootedRef.current = true;
    if (attractScript) {
      enqueue(async () => {
        setPhase('attract');
        await playAttract(attractScript);
      });
    } else {
      boot();
    }
  }, [attractScript, boot, enqueue, playAttract]);

  const attachTerminal = useCallback(
    (handle: TerminalHandle | null) => {
      terminalRef.current = handle;
      if (handle) screenOpen.resolve();
    },
    [screenOpen],
  );

  /** A visitor touched the attract screen: the scene stops, the screen clears, the greeting. */
  const wake = useCallback(() => {
    if (!attractRef.current) return;
    attractRef.current = false;
    typewriter.skip();
    wakeAttractRef.current?.();
    enqueue(async () => clearScreen());
    boot();
  }, [boot, clearScreen, enqueue, typewriter]);

  /**
   * One line from the input. A reply still typing is finished at once; the line is handled when
   * its turn comes, so the engine always answers in order. Blank input is ignored (SPEC 5).
   */
  const submit = useCallback(
    (input: string): boolean => {
      if (input.trim() === '') return false;
      wake();
      typewriter.skip();
      enqueue(() => typeReply(engine.handle(input), settings.safetyTimeoutMs));
      return true;
    },
    [engine, enqueue, settings.safetyTimeoutMs, typeReply, typewriter, wake],
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
    phase,
    busy: phase !== 'ready',
    defcon,
    voiceOn,
    emailAccepted,
    submit,
    skip,
    wake,
    toggleVoice,
    attachTerminal,
  };
}
