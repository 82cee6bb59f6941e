import { AGENT_CONNECT_STEP_MS } from '../constants';
import {
  ACTIVATION_BOOT_FINAL,
  ACTIVATION_BOOT_HEADER,
  CONNECT_AGENTS,
  connectLine,
  EMAIL_CANCELLED,
  EMAIL_INVALID_JOSH2,
  EMAIL_INVALID_JOSHUA,
  EMAIL_PROMPT,
  emailConfirmedLines,
  PERSONA_EMAIL_CONFIRMED,
} from '../messages';
import type { CommandContext } from '../state';
import { showMenu } from './showMenu';

/** SPEC section 5: local part, @, domain, a dot and a suffix of 2 or more letters. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
const CANCEL_WORDS = ['exit', 'quit', 'menu', 'cancel'];

export function isValidEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

/** SPEC section 4 "Activation boot": seven agents connect 700 ms apart, then the e-mail prompt. */
export function startAgentBoot(ctx: CommandContext): void {
  ctx.out.status(ACTIVATION_BOOT_HEADER);
  for (const agent of CONNECT_AGENTS) ctx.out.status(connectLine(agent), AGENT_CONNECT_STEP_MS);
  ctx.out.say(ACTIVATION_BOOT_FINAL, 'success', AGENT_CONNECT_STEP_MS);
  askForEmail(ctx);
}

export function askForEmail(ctx: CommandContext): void {
  ctx.out.say(EMAIL_PROMPT, 'system');
  ctx.state.prompt = 'email';
}

function confirm(ctx: CommandContext, email: string): void {
  ctx.out.effect({ type: 'submitEmail', email, endpoint: ctx.config.emailEndpoint });
  ctx.state.synapseActivated = true;
  ctx.out.effect({ type: 'setSynapseActivated', value: true });
  if (ctx.state.persona) {
    ctx.out.say(PERSONA_EMAIL_CONFIRMED, 'success');
    showMenu(ctx);
  } else if (ctx.config.variant === 'activation') {
    ctx.out.say(emailConfirmedLines(email), 'success');
    ctx.out.effect({ type: 'emailAccepted' });
    ctx.state.prompt = 'done';
  } else {
    ctx.out.say(emailConfirmedLines(email), 'success');
    showMenu(ctx);
  }
}

function reject(ctx: CommandContext): void {
  if (ctx.config.variant === 'joshua') {
    ctx.out.error(EMAIL_INVALID_JOSHUA);
    return;
  }
  ctx.out.error(EMAIL_INVALID_JOSH2);
  ctx.out.say(EMAIL_PROMPT, 'system');
}

/** The e-mail prompt: a valid address is sent and confirmed, an invalid one asks again. */
export function answerEmail(ctx: CommandContext): void {
  if (ctx.config.variant !== 'activation' && CANCEL_WORDS.includes(ctx.text)) {
    ctx.out.say(EMAIL_CANCELLED, 'warning');
    showMenu(ctx);
    return;
  }
  if (isValidEmail(ctx.input)) confirm(ctx, ctx.input);
  else reject(ctx);
}
