import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Choice, DefconLevel, Effect, LineStyle, Reply, VariantSettings } from '../engine';
import type { PromptId } from '../engine/state';
import { DEFAULT_DEFCON } from '../engine/constants';
import type { TerminalHandle } from '../components/XtermView';
import { ATTRACT_PAUSE_MS } from '../engine/constants';
import { createEngine } from '../view/createEngine';
import { sendEmail } from '../api';
import { speak, stopSpeaking } from '../view/speech';
import { writeSynapseActivated } from '../view/synapseFlag';
import { ReplyQueue } from '../view/replyQueue';
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
  /** The visitor skipped the boot animation: the greeting is shown at once too (issue 44). */
  skipGreeting?: boolean;
}

const TRANSCRIPT_LIMIT = 500;
const AFTER_TYPING: ReadonlySet<Effect['type']> = new Set([
  'navigate',
  'clear',
  'emailAccepted',
  'restoreInput',
]);

/**
 * Drives one console: the engine's replies typed into xterm, their effects carried out. A line
 * sent finishes at once whatever is queued before it (typing or not yet started) and waits its
 * turn: nothing typed is lost, and its reply is the first thing the visitor waits for.
 */
export function useConsole(settings: VariantSettings, options: ConsoleOptions = {}) {
  const navigate = useNavigate();
  const [engine] = useState(() => createEngine(settings, options.startAt));
  const [transcript, setTranscript] = useState<TranscriptLine[]>([]);
  const [phase, setPhase] = useState<ConsolePhase>('typing');
  const [defcon, setDefcon] = useState<DefconLevel>(DEFAULT_DEFCON);
  const [voiceOn, setVoiceOn] = useState(false);
  const [emailAccepted, setEmailAccepted] = useState(false);
  // What the console waits on now, and what can be tapped for it (issue 44).
  const [choices, setChoices] = useState<readonly Choice[]>([]);
  const [prompt, setPrompt] = useState<PromptId | null>(null);
  const skipGreetingRef = useRef(options.skipGreeting ?? false);
  const terminalRef = useRef<TerminalHandle | null>(null);
  // Nothing is typed before the screen is open (its face may still be loading): the queue starts
  // behind it, so a line sent early is answered on screen, after the greeting.
  const [screenOpen] = useState(() => {
    let resolve = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  });
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

  const [queue] = useState(
    () =>
      new ReplyQueue(screenOpen.promise, {
        finishTyping: () => typewriter.skip(),
        onIdle: () => setPhase('ready'),
      }),
  );

  /** Every reply the engine gives passes here: the choices and the question follow its state. */
  const fromEngine = useCallback(
    (reply: Reply): Reply => {
      setChoices(engine.choices());
      setPrompt(engine.state.prompt);
      return reply;
    },
    [engine],
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

  /**
   * Types one reply (at once when a line sent since asks so); an address it sends is awaited and
   * the server's answer typed after it.
   */
  const typeReply = useCallback(
    async (reply: Reply, safetyTimeoutMs: number, atOnce: () => boolean): Promise<void> => {
      reply.effects.filter((effect) => !AFTER_TYPING.has(effect.type)).forEach(applyEffect);
      setPhase('typing');
      await typewriter.play(reply.lines, safetyTimeoutMs, { atOnce: atOnce() });
      reply.effects.filter((effect) => AFTER_TYPING.has(effect.type)).forEach(applyEffect);
      for (const effect of reply.effects) {
        if (effect.type !== 'submitEmail') continue;
        setPhase('sending');
        const outcome = await sendEmail(effect.endpoint, effect);
        await typeReply(fromEngine(engine.emailOutcome(outcome)), settings.safetyTimeoutMs, atOnce);
      }
    },
    [applyEffect, engine, fromEngine, settings.safetyTimeoutMs, typewriter],
  );

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
    () =>
      queue.add((atOnce) =>
        typeReply(
          fromEngine(engine.boot()),
          settings.bootSafetyTimeoutMs,
          () => skipGreetingRef.current || atOnce(),
        ),
      ),
    [engine, fromEngine, queue, settings.bootSafetyTimeoutMs, typeReply],
  );

  // The greeting (or the attract scene) is the first thing queued, before any line a visitor
  // can send: a layout effect runs before the browser takes the first key.
  useLayoutEffect(() => {
    if (bootedRef.current) return;
    bootedRef.current = true;
    if (attractScript) {
      queue.add(async () => {
        setPhase('attract');
        await playAttract(attractScript);
      });
    } else {
      boot();
    }
  }, [attractScript, boot, queue, playAttract]);

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
    queue.add(async () => clearScreen());
    boot();
  }, [boot, clearScreen, queue, typewriter]);

  /**
   * One line from the input. Everything queued before it (the reply typing, the greeting still
   * waiting for the screen) is finished at once; the line is handled when its turn comes, so the
   * engine always answers in order. Blank input is ignored (docs/product.md §5.2).
   */
  const submit = useCallback(
    (input: string): boolean => {
      if (input.trim() === '') return false;
      wake();
      queue.addVisitorLine((atOnce) =>
        typeReply(fromEngine(engine.handle(input)), settings.safetyTimeoutMs, atOnce),
      );
      return true;
    },
    [engine, fromEngine, queue, settings.safetyTimeoutMs, typeReply, wake],
  );

  const toggleVoice = useCallback(() => {
    const on = !engine.state.voiceOn;
    engine.setVoice(on);
    setVoiceOn(on);
    if (!on) stopSpeaking();
  }, [engine]);

  const skip = useCallback(() => queue.finishAll(), [queue]);

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
    choices,
    prompt,
    submit,
    skip,
    wake,
    toggleVoice,
    attachTerminal,
  };
}
