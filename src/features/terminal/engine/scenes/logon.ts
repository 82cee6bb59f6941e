import { ACCESS_DENIED_PASSWORD } from '../messages';
import { enterPersona } from '../commands/persona';
import type { Command, CommandContext } from '../state';
import { FALKEN_GREETING, HELP_GAMES, HELP_LOGON, LOGON_PROMPT, LOGON_REFUSED } from './filmText';

/** The film's opening at /joshua: "LOGON:", and JOSHUA is the backdoor into the persona. */
export const logonScene: Command = {
  id: 'scene-logon',
  matches: (ctx) => ctx.config.variant === 'joshua' && ctx.text === 'logon',
  run: (ctx) => {
    ctx.out.say(LOGON_PROMPT, 'system');
    ctx.state.prompt = 'logon';
  },
};

export function answerLogon(ctx: CommandContext): void {
  if (ctx.text === 'help logon' || ctx.text === 'help games') {
    ctx.out.say(ctx.text === 'help logon' ? HELP_LOGON : HELP_GAMES);
    ctx.out.say(LOGON_PROMPT, 'system');
    return;
  }
  ctx.state.prompt = null;
  if (ctx.text === 'joshua') {
    ctx.out.say(FALKEN_GREETING, 'success');
    if (!ctx.state.persona) enterPersona.run(ctx);
    return;
  }
  ctx.out.error([LOGON_REFUSED, ACCESS_DENIED_PASSWORD]);
}
