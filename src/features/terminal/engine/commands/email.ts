import { consoleAcceptsEmail } from '@shared/email';
import { AGENT_CONNECT_STEP_MS } from '../constants';
import {
  ACTIVATION_BOOT_FINAL,
  ACTIVATION_BOOT_HEADER,
  CONNECT_AGENTS,
  connectLine,
  EMAIL_CHECK_INBOX,
  referralLinkLine,
  EMAIL_INVALID_JOSH2,
  EMAIL_INVALID_JOSHUA,
  EMAIL_PROMPT,
  emailConfirmedLines,
  emailRefusedLines,
  EMAIL_UNREACHABLE,
  PERSONA_EMAIL_CONFIRMED,
  PERSONA_EMAIL_PROMPT,
} from '../messages';
import { emptySignUp, type CommandContext } from '../state';
import type { EmailOutcome } from '../types';
import { showMenu } from './showMenu';

/** The simple pattern of docs/product.md §5.2, then the server's own rule (src/shared/email.ts). */
export const isValidEmail = consoleAcceptsEmail;

/** docs/product.md §4.4: seven agents connect 700 ms apart, then the e-mail prompt. */
export function startAgentBoot(ctx: CommandContext): void {
  ctx.out.status(ACTIVATION_BOOT_HEADER);
  for (const agent of CONNECT_AGENTS) {
    ctx.out.status(connectLine(agent), { delayMs: AGENT_CONNECT_STEP_MS, speedMs: 0 });
  }
  ctx.out.say(ACTIVATION_BOOT_FINAL, 'success', { delayMs: AGENT_CONNECT_STEP_MS });
  askForEmail(ctx);
}

/**
 * The e-mail prompt in the variant's words (the second persona has its own, docs/product.md §4).
 */
export function emailPrompt(ctx: CommandContext): string | readonly string[] {
  return ctx.state.persona ? PERSONA_EMAIL_PROMPT : EMAIL_PROMPT;
}

export function askForEmail(ctx: CommandContext): void {
  ctx.out.say(emailPrompt(ctx), 'system');
  ctx.state.prompt = 'email';
}

function promptAgain(ctx: CommandContext): string | readonly string[] {
  if (ctx.config.variant === 'joshua') return EMAIL_INVALID_JOSHUA.slice(-1);
  return EMAIL_PROMPT;
}

/** An address the simple pattern refuses: the variant's message, and the prompt again. */
export function rejectEmail(ctx: CommandContext): void {
  if (ctx.config.variant === 'joshua') {
    ctx.out.error(EMAIL_INVALID_JOSHUA);
    return;
  }
  ctx.out.error(EMAIL_INVALID_JOSH2);
  ctx.out.say(EMAIL_PROMPT, 'system');
}

/** The server's answer: only a stored address is confirmed (issue 19). */
export function answerEmailOutcome(ctx: CommandContext, outcome: EmailOutcome): void {
  const email = ctx.state.signUp.email ?? '';
  // The name and the consent stay for another address; the address itself is asked again.
  ctx.state.signUp.email = null;
  if (outcome.kind === 'stored') {
    ctx.state.signUp = emptySignUp();
    confirm(ctx, email, outcome.status === 'waiting', outcome.referralUrl);
    return;
  }
  ctx.state.prompt = 'email';
  if (outcome.kind === 'refused') {
    ctx.out.error(emailRefusedLines(outcome.message));
    ctx.out.say(promptAgain(ctx), 'system');
    return;
  }
  ctx.out.error(EMAIL_UNREACHABLE);
  ctx.out.effect({ type: 'restoreInput', text: email });
}

function confirm(
  ctx: CommandContext,
  email: string,
  waiting: boolean,
  referralUrl: string | undefined,
): void {
  ctx.state.synapseActivated = true;
  ctx.out.effect({ type: 'setSynapseActivated', value: true });
  ctx.out.say(ctx.state.persona ? PERSONA_EMAIL_CONFIRMED : emailConfirmedLines(email), 'success');
  if (waiting) ctx.out.say(EMAIL_CHECK_INBOX, 'system', { delayMs: 0 });
  // Issue 14: the visitor's referral link (never on the kiosk's shared screen: the view leaves it out).
  if (referralUrl) ctx.out.say(referralLinkLine(referralUrl), 'system', { delayMs: 0 });
  if (ctx.config.variant === 'activation') {
    ctx.out.effect({ type: 'emailAccepted' });
    ctx.state.prompt = 'done';
  } else {
    showMenu(ctx);
  }
}
