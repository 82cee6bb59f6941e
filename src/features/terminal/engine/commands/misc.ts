import { ACCESS_DENIED_PASSWORD, VOICE_OFF, VOICE_ON } from '../messages';
import { hasWord, type Command } from '../state';
import { startAgentBoot } from './email';

const PASSWORD_WORDS = ['password', 'passwords', 'login', 'log in', 'logon', 'sign in'];
/** The join words start the sign-up at any prompt (signUp.ts); these boot the agents too. */
const AGENT_BOOT_WORDS = ['boot', 'connect agents', 'email'];

export const voiceCommand: Command = {
  id: 'voice',
  matches: (ctx) => ctx.text === 'voice on' || ctx.text === 'voice off',
  run: (ctx) => {
    const on = ctx.text === 'voice on';
    ctx.state.voiceOn = on;
    ctx.out.effect({ type: 'setVoice', on });
    ctx.out.say(on ? VOICE_ON : VOICE_OFF, 'system');
  },
};

export const clearCommand: Command = {
  id: 'clear',
  matches: (ctx) => ctx.text === 'clear' || ctx.text === 'cls',
  run: (ctx) => {
    ctx.out.effect({ type: 'clear' });
  },
};

/** docs/product.md §8: "ACCESS DENIED. PASSWORD INCORRECT." for password or login words. */
export const passwordWords: Command = {
  id: 'password',
  matches: (ctx) => hasWord(ctx.text, PASSWORD_WORDS),
  run: (ctx) => {
    ctx.out.error(ACCESS_DENIED_PASSWORD);
  },
};

/** /josh2's way into the activation boot and its e-mail prompt (docs/product.md §4). */
export const agentBootCommand: Command = {
  id: 'agent-boot',
  matches: (ctx) => ctx.config.variant === 'josh2' && hasWord(ctx.text, AGENT_BOOT_WORDS),
  run: startAgentBoot,
};
