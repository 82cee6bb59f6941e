import {
  OVERRIDE_ACCEPTED,
  OVERRIDE_CODE_PROMPT,
  OVERRIDE_DECLINED,
  OVERRIDE_INVALID,
  OVERRIDE_PROMPT,
  OVERRIDE_YES_NO,
  PERSONA_AGENTS,
  PERSONA_BOOT_HEADER,
  PERSONA_EMAIL_PROMPT,
  PERSONA_GREETING,
  PERSONA_LEFT,
  personaBootLine,
  SYNAPSE_ALREADY_ACTIVE,
} from '../messages';
import { hasWord, initialGames, type Command, type CommandContext } from '../state';
import { showMenu } from './showMenu';

/** docs/product.md §13: {name} is "joshua"; "summer 17" and "summer '17" also unlock it. */
const PERSONA_KEYWORDS = ['joshua', 'summer 17', "summer '17"];
const LEAVE_WORDS = ['exit', 'reset', 'logout'];

export const enterPersona: Command = {
  id: 'persona-enter',
  matches: (ctx) =>
    ctx.config.personaAvailable &&
    !ctx.state.persona &&
    PERSONA_KEYWORDS.some((keyword) => ctx.text.includes(keyword)),
  run: (ctx) => {
    ctx.state.persona = true;
    ctx.out.say(PERSONA_GREETING, 'success');
    showMenu(ctx);
  },
};

export const leavePersona: Command = {
  id: 'persona-leave',
  matches: (ctx) => ctx.state.persona && LEAVE_WORDS.includes(ctx.text),
  run: (ctx) => {
    ctx.state.persona = false;
    ctx.state.prompt = null;
    ctx.state.games = initialGames();
    ctx.out.say(PERSONA_LEFT, 'system');
  },
};

export const manualOverride: Command = {
  id: 'persona-override',
  matches: (ctx) => ctx.state.persona && ctx.text.includes('override'),
  run: (ctx) => {
    ctx.out.say(OVERRIDE_PROMPT, 'warning');
    ctx.state.prompt = 'overrideConfirm';
  },
};

/** Persona option 5: already active, or the agent boot and then the e-mail prompt. */
export function startPersonaActivation(ctx: CommandContext): void {
  if (ctx.state.synapseActivated) {
    ctx.out.say(SYNAPSE_ALREADY_ACTIVE, 'success');
    return;
  }
  ctx.out.status(PERSONA_BOOT_HEADER);
  ctx.out.status(PERSONA_AGENTS.map(personaBootLine));
  ctx.out.say(PERSONA_EMAIL_PROMPT, 'system');
  ctx.state.prompt = 'email';
}

export function answerOverrideConfirm(ctx: CommandContext): void {
  if (hasWord(ctx.text, ['yes', 'y'])) {
    ctx.out.say(OVERRIDE_CODE_PROMPT, 'warning');
    ctx.state.prompt = 'overrideCode';
  } else if (hasWord(ctx.text, ['no', 'n'])) {
    ctx.out.say(OVERRIDE_DECLINED, 'system');
    ctx.state.prompt = null;
  } else {
    ctx.out.error(OVERRIDE_YES_NO);
  }
}

export function answerOverrideCode(ctx: CommandContext): void {
  if (ctx.input.toUpperCase() === ctx.config.overrideCode.toUpperCase()) {
    ctx.state.synapseActivated = true;
    ctx.out.effect({ type: 'setSynapseActivated', value: true });
    ctx.out.say(OVERRIDE_ACCEPTED, 'success');
    ctx.state.prompt = null;
    return;
  }
  ctx.out.error(OVERRIDE_INVALID);
  ctx.state.prompt = null;
}
