import { scrambleText } from '../engine';
import type { LineStyle, OutputLine } from '../engine';

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
const SCRAMBLE_FRAME_MS = 100;

export interface TypewriterSink {
  write(text: string): void;
  /** A line is fully on screen (for the transcript). */
  lineDone(line: OutputLine): void;
}

/**
 * Types a reply into the terminal line by line. `skip()` (Escape, a tap) finishes the reply at
 * once; reduced motion never waits; the safety time-out skips a reply that runs too long.
 */
export class Typewriter {
  private skipping = false;
  private wake: (() => void) | null = null;

  constructor(
    private readonly sink: TypewriterSink,
    private readonly reducedMotion: () => boolean,
  ) {}

  skip(): void {
    this.skipping = true;
    this.wake?.();
  }

  async play(lines: readonly OutputLine[], safetyTimeoutMs: number): Promise<void> {
    this.skipping = this.reducedMotion();
    const safety = setTimeout(() => this.skip(), safetyTimeoutMs);
    try {
      for (const line of lines) await this.typeLine(line);
    } finally {
      clearTimeout(safety);
      this.skipping = false;
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
    const chars = [...line.text];
    for (let index = 0; index < chars.length; index += 1) {
      if (this.skipping || line.speedMs <= 0) {
        this.sink.write(chars.slice(index).join(''));
        break;
      }
      this.sink.write(chars[index] ?? '');
      await this.sleep(line.speedMs);
    }
    if (line.scramble && !this.skipping) await this.scramble(line, colour);
    this.sink.write(`${RESET}\r\n`);
    this.sink.lineDone(line);
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
