import { reportDefcon, setDefcon } from '../defconLevel';
import {
  DEFCON_RANGE,
  DEFCON_SET,
  GLOBAL_WAR_LOCKED,
  INVALID_SELECTION,
  LAUNCH_DETECTED,
  LIGHTING_ACCEPTED,
  LIGHTING_OFFER,
  SCENARIO_DENIED,
  SCENARIO_MENU,
  WAR_DETECTED,
} from '../messages';
import { hasWord, type Command, type CommandContext } from '../state';
import { startWarScene } from '../scenes/war';
import type { DefconLevel } from '../types';
import { showMenu } from './showMenu';

const WAR_WORDS = ['war', 'attack', 'strike', 'invade', 'invasion', 'bomb', 'battle', 'enemy'];
const LAUNCH_WORDS = ['missile', 'missiles', 'launch', 'nuke', 'nukes', 'icbm'];
const GLOBAL_WAR_PHRASES = ['global thermonuclear war', 'thermonuclear war', 'global war'];

function isLevel(value: number): value is DefconLevel {
  return Number.isInteger(value) && value >= 1 && value <= 5;
}

/** "defcon N" sets, "defcon status" / "status" / "level" reports, plain "defcon" lowers by one. */
export const defconCommand: Command = {
  id: 'defcon',
  matches: (ctx) => ctx.text.startsWith('defcon') || ['status', 'level'].includes(ctx.text),
  run: (ctx) => {
    const argument = ctx.text.replace(/^defcon/, '').trim();
    if (argument === '' && ctx.text.startsWith('defcon')) {
      setDefcon(ctx, Math.max(1, ctx.state.defcon - 1) as DefconLevel);
    } else if (/^\d+$/.test(argument)) {
      const level = Number(argument);
      if (!isLevel(level)) {
        ctx.out.error(DEFCON_RANGE);
        return;
      }
      setDefcon(ctx, level);
      ctx.out.say(DEFCON_SET(level), 'warning');
    }
    reportDefcon(ctx);
  },
};

/** Missile or launch words set DEFCON 1. */
export const launchWords: Command = {
  id: 'defcon-launch',
  matches: (ctx) => hasWord(ctx.text, LAUNCH_WORDS),
  run: (ctx) => {
    setDefcon(ctx, 1);
    ctx.out.error(LAUNCH_DETECTED);
    reportDefcon(ctx);
  },
};

/** War or attack words lower DEFCON to 3 when it is above 3. */
export const warWords: Command = {
  id: 'defcon-war',
  matches: (ctx) => hasWord(ctx.text, WAR_WORDS),
  run: (ctx) => {
    if (ctx.state.defcon > 3) setDefcon(ctx, 3);
    ctx.out.say(WAR_DETECTED, 'warning');
    reportDefcon(ctx);
  },
};

/** Global thermonuclear war: DEFCON 2 if higher, then the lighting-component alternative. */
export const globalWar: Command = {
  id: 'global-war',
  matches: (ctx) => GLOBAL_WAR_PHRASES.some((phrase) => ctx.text.includes(phrase)),
  run: (ctx) => {
    if (ctx.state.defcon > 2) setDefcon(ctx, 2);
    ctx.out.error(GLOBAL_WAR_LOCKED);
    reportDefcon(ctx);
    ctx.out.say(LIGHTING_OFFER);
    ctx.state.prompt = 'lightingOffer';
  },
};

/** Yes, no, or (the film's answer) "later", which starts the film's war game; anything else closes the offer and runs as a command. */
export function answerLightingOffer(ctx: CommandContext): boolean {
  ctx.state.prompt = null;
  if (hasWord(ctx.text, ['no', 'n'])) {
    ctx.out.status(SCENARIO_MENU);
    ctx.state.prompt = 'scenario';
  } else if (hasWord(ctx.text, ['yes', 'y'])) {
    ctx.out.say(LIGHTING_ACCEPTED, 'success');
  } else if (hasWord(ctx.text, ['later'])) {
    startWarScene(ctx);
  } else {
    return false;
  }
  return true;
}

/** Scenario 1-5: DEFCON 1 and access denied; 6 returns to the menu. */
export function answerScenario(ctx: CommandContext): void {
  if (/^[1-5]$/.test(ctx.text)) {
    setDefcon(ctx, 1);
    reportDefcon(ctx);
    ctx.out.error(SCENARIO_DENIED);
    ctx.state.prompt = null;
  } else if (ctx.text === '6') {
    showMenu(ctx);
  } else {
    ctx.out.error(INVALID_SELECTION);
    ctx.out.status(SCENARIO_MENU);
  }
}
