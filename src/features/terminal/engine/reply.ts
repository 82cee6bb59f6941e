import { fitToBudget, REPLY_BUDGET_SHARE } from './pace';
import type { Effect, EngineConfig, Frames, LineStyle, OutputLine, Reply, Scramble } from './types';

const FAST_STYLES: ReadonlySet<LineStyle> = new Set(['system', 'status']);

interface PendingMessage {
  lines: string[];
  style: LineStyle;
  /** A fixed pause before the message instead of the variant's queued-line gap. */
  delayMs?: number;
  /** A fixed typing speed instead of the variant's (0 = the lines appear at once). */
  speedMs?: number;
  scramble?: Scramble;
  frames?: Frames;
}

export interface SayOptions {
  delayMs?: number;
  speedMs?: number;
  frames?: Frames;
}

/**
 * Collects one reply. Each `say` is one queued message: its first line waits for the variant's
 * reply delay (first message) or queued-line gap (later messages), its other lines follow at once.
 */
export class ReplyBuilder {
  private readonly messages: PendingMessage[] = [];
  private readonly prefix: PendingMessage[] = [];
  private echo: string | null = null;
  readonly effects: Effect[] = [];

  constructor(private readonly config: EngineConfig) {}

  userEcho(input: string): void {
    this.echo = `> ${input}`;
  }

  say(
    text: string | readonly string[],
    style: LineStyle = 'response',
    options: number | SayOptions = {},
  ): this {
    const { delayMs, speedMs, frames } =
      typeof options === 'number' ? { delayMs: options } : options;
    const lines = typeof text === 'string' ? [text] : [...text];
    this.messages.push({ lines, style, delayMs, speedMs, frames });
    return this;
  }

  status(text: string | readonly string[], options: number | SayOptions = {}): this {
    return this.say(text, 'status', options);
  }

  error(text: string | readonly string[]): this {
    return this.say(text, 'error');
  }

  /** Puts a message before everything said so far (glitches and fatal errors). */
  prepend(text: string | readonly string[], style: LineStyle, scramble?: Scramble): void {
    this.prefix.push({ lines: typeof text === 'string' ? [text] : [...text], style, scramble });
  }

  effect(effect: Effect): this {
    this.effects.push(effect);
    return this;
  }

  /** The response text, for speech output. */
  spokenText(): string {
    return [...this.prefix, ...this.messages]
      .filter((message) => message.style !== 'user')
      .flatMap((message) => message.lines)
      .join(' ');
  }

  get isEmpty(): boolean {
    return this.messages.length === 0;
  }

  /** The reply, sped up where needed so it ends well inside `safetyTimeoutMs`. */
  build(random: () => number, safetyTimeoutMs = this.config.safetyTimeoutMs): Reply {
    const lines: OutputLine[] = [];
    if (this.echo !== null) {
      lines.push({ text: this.echo, style: 'user', speedMs: 0, delayMs: 0 });
    }
    [...this.prefix, ...this.messages].forEach((message, index) => {
      const [min, max] = index === 0 ? this.config.replyDelayMs : this.config.lineGapMs;
      const gap = message.delayMs ?? Math.round(min + (max - min) * random());
      const speedMs =
        message.speedMs ??
        (FAST_STYLES.has(message.style) ? this.config.fastTypingMs : this.config.typingMs);
      message.lines.forEach((text, lineIndex) => {
        lines.push({
          text,
          style: message.style,
          speedMs,
          delayMs: lineIndex === 0 ? gap : 0,
          ...(message.scramble && lineIndex === 0 ? { scramble: message.scramble } : {}),
          ...(message.frames && lineIndex === 0 ? { frames: message.frames } : {}),
        });
      });
    });
    const budgetMs = safetyTimeoutMs * REPLY_BUDGET_SHARE;
    return { lines: fitToBudget(lines, budgetMs), effects: [...this.effects] };
  }
}
