import { COMMANDS, PROMPTS } from './commands';
import { answerEmailOutcome, askForEmail, startAgentBoot } from './commands/email';
import { answerJoinRequest, isJoinRequest } from './commands/signUp';
import { currentChoices } from './choices';
import { showMenu } from './commands/showMenu';
import { activeGame, playActiveGame } from './games';
import { applyGlitches } from './glitch';
import { JOSH2_GREETING, JOSHUA_GREETING, PERSONA_UNKNOWN, UNKNOWN_INPUT } from './messages';
import { ReplyBuilder } from './reply';
import { initialState, type CommandContext, type ConsoleState } from './state';
import type { Choice, EmailOutcome, EngineConfig, Reply } from './types';

const EMPTY_REPLY: Reply = { lines: [], effects: [] };

/**
 * The console as a deterministic state machine: `boot()` and `handle(input)` answer the lines to
 * type and the effects to carry out. The clock and the random source come from the config.
 */
export class ConsoleEngine {
  readonly state: ConsoleState;

  constructor(readonly config: EngineConfig) {
    this.state = initialState(config);
  }

  /** The opening: greeting and menu, or for the activation terminals the agent boot or e-mail prompt. */
  boot(): Reply {
    const ctx = this.context('');
    if (this.config.variant === 'activation') {
      if (this.config.startAt === 'email') askForEmail(ctx);
      else startAgentBoot(ctx);
    } else {
      ctx.out.say(this.config.variant === 'joshua' ? JOSHUA_GREETING : JOSH2_GREETING);
      showMenu(ctx);
    }
    return ctx.out.build(this.config.random, this.config.bootSafetyTimeoutMs);
  }

  /** One line typed by the visitor. Blank input is ignored. */
  handle(rawInput: string): Reply {
    const input = rawInput.trim();
    if (input === '' || this.state.prompt === 'done' || this.state.prompt === 'emailPending') {
      return EMPTY_REPLY;
    }
    const ctx = this.context(input);
    ctx.out.userEcho(input);
    this.dispatch(ctx);
    if (this.config.glitches) applyGlitches(ctx.out, this.state, this.config.random);
    this.addSpeech(ctx);
    return ctx.out.build(this.config.random);
  }

  private addSpeech(ctx: CommandContext): void {
    if (this.state.voiceOn && !ctx.out.isEmpty) {
      ctx.out.effect({ type: 'speak', text: ctx.out.spokenText() });
    }
  }

  /** The server's answer to the address sent by the last reply's submitEmail effect. */
  emailOutcome(outcome: EmailOutcome): Reply {
    if (this.state.prompt !== 'emailPending') return EMPTY_REPLY;
    const ctx = this.context('');
    answerEmailOutcome(ctx, outcome);
    this.addSpeech(ctx);
    return ctx.out.build(this.config.random);
  }

  /** The header's voice toggle; the commands "voice on" / "voice off" do the same. */
  setVoice(on: boolean): void {
    this.state.voiceOn = on;
  }

  /** What the visitor can tap now instead of typing (issue 44): the menu, yes and no... */
  choices(): readonly Choice[] {
    return currentChoices(this.state, this.config);
  }

  private dispatch(ctx: CommandContext): void {
    // Issue 44: a join word is understood whatever the console was waiting on.
    if (isJoinRequest(ctx)) {
      answerJoinRequest(ctx);
      return;
    }
    const game = activeGame(ctx);
    if (game) {
      playActiveGame(ctx, game);
      return;
    }
    // A prompt answers `false` for input that is not an answer: it closed, the command table runs.
    if (this.state.prompt && PROMPTS[this.state.prompt](ctx) !== false) return;
    const command = COMMANDS.find((candidate) => candidate.matches(ctx));
    if (command) command.run(ctx);
    else if (this.state.persona) ctx.out.error(PERSONA_UNKNOWN);
    else ctx.out.error(ctx.pick(UNKNOWN_INPUT));
  }

  private context(input: string): CommandContext {
    const { random } = this.config;
    return {
      input,
      text: input.toLowerCase().replace(/\s+/g, ' '),
      state: this.state,
      config: this.config,
      out: new ReplyBuilder(this.config),
      pick: <T>(items: readonly T[]): T => {
        const item = items[Math.min(items.length - 1, Math.floor(random() * items.length))];
        if (item === undefined) throw new Error('pick() needs at least one item');
        return item;
      },
    };
  }
}
