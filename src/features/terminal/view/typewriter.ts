import { scrambleText } from '../engine';
import type { LineStyle, OutputLine } from '../engine';
import { wrapWords } from './wrapWords';

/** ANSI colours per line style, bright tones for contrast on the black terminal. */
const STYLE_COLOURS: Record<LineStyle, string> = {
  response: '\x1b[92m',
  system: '\x1b[96m',
  status: '\x1b[32m',
  user: '\x1b[97m',
  error: '\x1b[91m',
  warning: '\x1b[93m',
  success: '\x1b[92m',
};
const RESET = '\x1b[0m';
const CLEAR_LINE = '\x1b[2K\r';
const NEW_LINE = '\r\n';
const SCRAMBLE_FRAME_MS = 100;
/** The typing loop wakes at most this often; faster speeds write several characters per wake. */
const MIN_TICK_MS = 16;

export interface TypewriterSink {
  write(text: string): void;
  /** A line is fully on screen (for the transcript). */
  lineDone(line: OutputLine): void;
  /** The terminal's width in characters, to wrap between words (0 = no wrapping). */
  columns?(): number;
}

export interface TypewriterOptions {
  now?: () => number;
  /** Called when the safety time-out had to finish a reply (which pace.ts makes never happen). */
  onSafetyCut?: () => void;
}

/**
 * Types a reply into the terminal line by line, at the engine's pace measured on the clock.
 * `skip()` (any key, a tap) finishes the reply at once; reduced motion never waits; the safety
 * time-out finishes a reply that runs too long.
 */
export class Typewriter {
  private skipping = false;
  private playing = false;
  private wake: (() => void) | null = null;
  private readonly now: () => number;

  constructor(
    private readonly sink: TypewriterSink,
    private readonly reducedMotion: () => boolean,
    private readonly options: TypewriterOptions = {},
  ) {
    this.now = options.now ?? (() => Date.now());
  }

  /** True while a reply is being typed. */
  get isTyping(): boolean {
    return this.playing;
  }

  skip(): void {
    this.skipping = true;
    this.wake?.();
  }

  /** Types `lines`; `atOnce` shows them without waiting, as if skipped before the first one. */
  async play(
    lines: readonly OutputLine[],
    safetyTimeoutMs: number,
    { atOnce = false }: { atOnce?: boolean } = {},
  ): Promise<void> {
    this.skipping = atOnce || this.reducedMotion();
    this.playing = true;
    const safety = setTimeout(() => {
      this.options.onSafetyCut?.();
      this.skip();
    }, safetyTimeoutMs);
    try {
      for (const line of lines) await this.typeLine(line);
    } finally {
      clearTimeout(safety);
      this.skipping = false;
      this.playing = false;
    }
  }

  /** Stops any pending wait, for unmounting. */
  dispose(): void {
    this.skip();
  }

  private async typeLine(line: OutputLine): Promise<void> {
    await this.sleep(line.delayMs);
    const colour = STYLE_COLOURS[line.style];
    this.sink.write(colour);
    if (line.frames && !this.skipping) await this.animate(line, colour);
    const text = wrapWords(line.text, this.sink.columns?.() ?? 0).join(NEW_LINE);
    await this.type(text, line.speedMs);
    if (line.scramble && !this.skipping) await this.scramble(line, colour);
    this.sink.write(`${RESET}${NEW_LINE}`);
    this.sink.lineDone(line);
  }

  private async type(text: string, speedMs: number): Promise<void> {
    const chars = [...text];
    const start = this.now();
    let written = 0;
    while (written < chars.length) {
      const due =
        this.skipping || speedMs <= 0
          ? chars.length
          : Math.min(chars.length, Math.floor((this.now() - start) / speedMs) + 1);
      if (due > written) {
        this.sink.write(chars.slice(written, due).join(''));
        written = due;
      }
      if (written < chars.length) await this.sleep(Math.max(speedMs, MIN_TICK_MS));
    }
  }

  private async animate(line: OutputLine, colour: string): Promise<void> {
    const { texts, frameMs } = line.frames ?? { texts: [], frameMs: 0 };
    for (const frame of texts) {
      if (this.skipping) break;
      this.sink.write(`${CLEAR_LINE}${colour}${frame}`);
      await this.sleep(frameMs);
    }
    this.sink.write(`${CLEAR_LINE}${colour}`);
  }

  private async scramble(line: OutputLine, colour: string): Promise<void> {
    const { durationMs, ratio } = line.scramble ?? { durationMs: 0, ratio: 0 };
    for (let elapsed = 0; elapsed < durationMs && !this.skipping; elapsed += SCRAMBLE_FRAME_MS) {
      this.sink.write(`${CLEAR_LINE}${colour}${scrambleText(line.text, ratio, Math.random)}`);
      await this.sleep(SCRAMBLE_FRAME_MS);
    }
    this.sink.write(`${CLEAR_LINE}${colour}${line.text}`);
  }

  private sleep(ms: number): Promise<void> {
    if (this.skipping || ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wake = null;
        resolve();
      }, ms);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
    });
  }
}
