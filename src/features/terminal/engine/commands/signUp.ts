import { firstNameSchema } from '@shared/fieldSchemas';
import {
  CONSENT_DECLINED,
  CONSENT_QUESTION,
  EMAIL_CANCELLED,
  EMAIL_SENDING,
  SIGN_UP_CANCELLED,
  SIGN_UP_NAME_PROMPT,
  SIGN_UP_STARTED,
  YES_OR_NO,
} from '../messages';
import { emptySignUp, hasWord, initialGames, type CommandContext, type PromptId } from '../state';
import { askForEmail, emailPrompt, isValidEmail, rejectEmail, startAgentBoot } from './email';
import { showMenu } from './showMenu';

/**
 * Issue 44: the console's sign-up. "join" (and its synonyms) starts it at any prompt; it asks for
 * the address (docs/product.md §5.2), then a first name and the form's own consent
 * (docs/product.md §29 "The line's words"), and sends only with the consent given.
 */
const JOIN_WORDS = ['join', 'sign up', 'signup', 'waitlist', 'wait list', 'join the waitlist'];
const CANCEL_WORDS = ['exit', 'quit', 'menu', 'cancel'];
/** The prompts of the sign-up itself: there a join word asks the current question again. */
const SIGN_UP_PROMPTS: ReadonlySet<PromptId | null> = new Set([
  'email',
  'signUpName',
  'signUpConsent',
]);

export const isJoinRequest = (ctx: CommandContext): boolean => hasWord(ctx.text, JOIN_WORDS);

/** The activation terminals are a sign-up and nothing else: there is nothing to cancel to. */
export const isCancel = (ctx: CommandContext): boolean =>
  ctx.config.variant !== 'activation' && CANCEL_WORDS.includes(ctx.text);

/** A join word, whatever the console was waiting on: a game or a question gives way to it. */
export function answerJoinRequest(ctx: CommandContext): void {
  if (SIGN_UP_PROMPTS.has(ctx.state.prompt)) {
    askCurrentQuestion(ctx);
    return;
  }
  ctx.state.games = initialGames();
  ctx.state.signUp = emptySignUp();
  // /josh2 connects its agents first (docs/product.md §4); /joshua asks at once.
  if (ctx.config.variant === 'josh2') {
    startAgentBoot(ctx);
    return;
  }
  ctx.out.status(SIGN_UP_STARTED);
  askForEmail(ctx);
}

function askCurrentQuestion(ctx: CommandContext): void {
  if (ctx.state.prompt === 'signUpName') ctx.out.say(SIGN_UP_NAME_PROMPT, 'system');
  else if (ctx.state.prompt === 'signUpConsent') ctx.out.say(CONSENT_QUESTION, 'system');
  else ctx.out.say(emailPrompt(ctx), 'system');
}

/** The next thing the sign-up lacks, or the sign-up sent once it has the three. */
export function continueSignUp(ctx: CommandContext): void {
  const { signUp } = ctx.state;
  if (signUp.email === null) {
    askForEmail(ctx);
  } else if (signUp.firstName === null) {
    ctx.state.prompt = 'signUpName';
    ctx.out.say(SIGN_UP_NAME_PROMPT, 'system');
  } else if (!signUp.consented) {
    ctx.state.prompt = 'signUpConsent';
    ctx.out.say(CONSENT_QUESTION, 'system');
  } else {
    ctx.state.prompt = 'emailPending';
    ctx.out.say(EMAIL_SENDING, 'system', { delayMs: 0, speedMs: 0 });
    ctx.out.effect({
      type: 'submitEmail',
      email: signUp.email,
      firstName: signUp.firstName,
      endpoint: ctx.config.emailEndpoint,
    });
  }
}

/**
 * The e-mail prompt: a valid address goes on to the first name and the consent (issue 44), and
 * only then to the server; an invalid one asks again.
 */
export function answerEmail(ctx: CommandContext): void {
  if (isCancel(ctx)) {
    ctx.out.say(EMAIL_CANCELLED, 'warning');
    ctx.state.prompt = null;
    ctx.state.signUp = emptySignUp();
    return;
  }
  if (!isValidEmail(ctx.input)) {
    rejectEmail(ctx);
    return;
  }
  ctx.state.signUp.email = ctx.input;
  continueSignUp(ctx);
}

function cancel(ctx: CommandContext): void {
  ctx.state.signUp = emptySignUp();
  ctx.out.say(SIGN_UP_CANCELLED, 'warning');
  ctx.state.prompt = null;
}

/** The first name, held to the form's rule and message (docs/product.md §5). */
export function answerSignUpName(ctx: CommandContext): void {
  if (isCancel(ctx)) {
    cancel(ctx);
    return;
  }
  const name = firstNameSchema.safeParse(ctx.input);
  if (!name.success) {
    ctx.out.error(name.error.issues.map((issue) => issue.message.toUpperCase()).slice(0, 1));
    ctx.out.say(SIGN_UP_NAME_PROMPT, 'system');
    return;
  }
  ctx.state.signUp.firstName = name.data;
  continueSignUp(ctx);
}

/** Yes sends the sign-up; no stores nothing and says how to consent; anything else asks again. */
export function answerSignUpConsent(ctx: CommandContext): void {
  if (isCancel(ctx)) {
    cancel(ctx);
    return;
  }
  if (hasWord(ctx.text, ['no', 'n', 'decline'])) {
    ctx.state.signUp = emptySignUp();
    ctx.out.say(CONSENT_DECLINED, 'warning');
    if (ctx.config.variant === 'activation') askForEmail(ctx);
    else showMenu(ctx);
  } else if (hasWord(ctx.text, ['yes', 'y'])) {
    ctx.state.signUp.consented = true;
    continueSignUp(ctx);
  } else {
    ctx.out.say(YES_OR_NO, 'warning');
    ctx.out.say(CONSENT_QUESTION, 'system');
  }
}
