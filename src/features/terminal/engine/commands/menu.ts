import { ACTIVATION_NAVIGATE_MS, ACTIVATION_PATH } from '../constants';
import {
  ACTIVATION_LINES,
  AGENT_LIST_LINES,
  GAME_LIST_LINES,
  INVALID_SELECTION,
  MEMORY_FRAGMENTS,
  PERSONA_AGENT_LINES,
  PROJECT_LINES,
  statusLines,
  SUB_MENU_LINES,
  WHILE_GONE,
} from '../messages';
import { hasWord, type Command, type CommandContext } from '../state';
import { startPersonaActivation } from './persona';
import { showMenu } from './showMenu';

const clock = (date: Date) =>
  [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');

interface MenuOption {
  number: string;
  /**
   * Any of these inside the input chooses the option (docs/product.md §4: matching is by
   * substring).
   */
  names: readonly string[];
  run(ctx: CommandContext): void;
}

/** docs/product.md §4.2 "Terminal flow (/josh2)": the six options and what follows each. */
export const MENU_OPTIONS: readonly MenuOption[] = [
  {
    number: '1',
    names: ['system status'],
    run: (ctx) => {
      ctx.out.status(statusLines(clock(ctx.config.now()), ctx.state.defcon));
      showMenu(ctx);
    },
  },
  {
    number: '2',
    names: ['explain', 'project'],
    run: (ctx) => {
      ctx.out.say(PROJECT_LINES);
      showMenu(ctx);
    },
  },
  {
    number: '3',
    names: ['list agents', 'agents'],
    run: (ctx) => {
      ctx.out.status(ctx.state.persona ? PERSONA_AGENT_LINES : AGENT_LIST_LINES);
      showMenu(ctx);
    },
  },
  {
    number: '4',
    names: ['list games', 'games'],
    run: (ctx) => {
      ctx.out.status(GAME_LIST_LINES);
      showMenu(ctx);
    },
  },
  {
    number: '5',
    names: ['activate'],
    run: (ctx) => {
      if (ctx.state.persona) {
        startPersonaActivation(ctx);
        return;
      }
      ctx.out.say(ACTIVATION_LINES, 'system');
      ctx.out.effect({ type: 'navigate', path: ACTIVATION_PATH, afterMs: ACTIVATION_NAVIGATE_MS });
    },
  },
  {
    number: '6',
    names: ['just curious', 'curious'],
    run: (ctx) => {
      ctx.out.status(SUB_MENU_LINES);
      ctx.state.prompt = 'subMenu';
    },
  },
];

function findOption(text: string): MenuOption | undefined {
  return MENU_OPTIONS.find(
    (option) => hasWord(text, [option.number]) || option.names.some((name) => text.includes(name)),
  );
}

export const menuCommand: Command = {
  id: 'menu',
  matches: (ctx) =>
    ['menu', 'help', 'main menu'].includes(ctx.text) ||
    /^\d+$/.test(ctx.text) ||
    findOption(ctx.text) !== undefined,
  run: (ctx) => {
    const option = findOption(ctx.text);
    if (option) {
      option.run(ctx);
      return;
    }
    if (/^\d+$/.test(ctx.text)) ctx.out.error(INVALID_SELECTION);
    showMenu(ctx);
  },
};

/** Option 6's sub-menu: A and B return to it, menu words leave it, anything else is invalid. */
export function answerSubMenu(ctx: CommandContext): void {
  if (['a', 'a.'].includes(ctx.text) || ctx.text.includes('memory')) {
    ctx.out.say(MEMORY_FRAGMENTS.slice(0, -1));
    ctx.out.error(MEMORY_FRAGMENTS.at(-1) ?? '');
  } else if (['b', 'b.'].includes(ctx.text) || ctx.text.includes('gone')) {
    ctx.out.say(WHILE_GONE);
  } else if (['menu', 'exit', 'quit', 'back', 'cancel'].includes(ctx.text)) {
    showMenu(ctx);
    return;
  } else {
    ctx.out.error(INVALID_SELECTION);
  }
  ctx.out.status(SUB_MENU_LINES);
}
