/** The film's words (WarGames, 1983) for the scenes beside the menu (docs/product.md §19). */
export const LOGON_PROMPT = 'LOGON:';
export const LOGON_REFUSED = 'IDENTIFICATION NOT RECOGNIZED BY SYSTEM.';
export const HELP_LOGON = 'HELP NOT AVAILABLE.';
export const FALKEN_GREETING = 'GREETINGS PROFESSOR FALKEN.';

export const HELP_GAMES = [
  "'GAMES' REFERS TO MODELS, SIMULATIONS AND GAMES",
  'WHICH HAVE TACTICAL AND STRATEGIC APPLICATIONS.',
];
export const FILM_GAME_LIST = [
  "FALKEN'S MAZE",
  'BLACK JACK',
  'GIN RUMMY',
  'HEARTS',
  'BRIDGE',
  'CHECKERS',
  'CHESS',
  'POKER',
  'FIGHTER COMBAT',
  'GUERRILLA ENGAGEMENT',
  'DESERT WARFARE',
  'AIR-TO-GROUND ACTIONS',
  'THEATERWIDE TACTICAL WARFARE',
  'THEATERWIDE BIOTOXIC AND CHEMICAL WARFARE',
  '',
  'GLOBAL THERMONUCLEAR WAR',
];

/** Lines of the film's dialogue: what the visitor types (any of the phrases) and the answer. */
export const FILM_DIALOGUE: readonly { phrases: readonly string[]; reply: readonly string[] }[] = [
  { phrases: ['people sometimes make mistakes'], reply: ['YES THEY DO. SHALL WE PLAY A GAME?'] },
  {
    phrases: ['shall we play a game'],
    reply: ['LOVE TO.', 'HOW ABOUT GLOBAL THERMONUCLEAR WAR?'],
  },
  { phrases: ['is this a game or is it real', 'is this real'], reply: ["WHAT'S THE DIFFERENCE?"] },
  { phrases: ['what is the primary goal', 'primary goal'], reply: ['TO WIN THE GAME.'] },
  {
    phrases: ['are you still playing', 'still playing a game'],
    reply: ['OF COURSE.', 'I SHOULD REACH DEFCON 1 AND RELEASE MY MISSILES IN 28 HOURS.'],
  },
  {
    phrases: [
      'wouldnt you prefer a good game of chess',
      "wouldn't you prefer a good game of chess",
    ],
    reply: ["LATER. LET'S PLAY GLOBAL THERMONUCLEAR WAR."],
  },
];

export const WAR_FINE = 'FINE.';
export const WAR_SIDES = ['WHICH SIDE DO YOU WANT?', '1. UNITED STATES', '2. SOVIET UNION'];
export const WAR_CHOOSE = 'PLEASE CHOOSE ONE:';
export const WAR_AWAITING = 'AWAITING FIRST STRIKE COMMAND';
export const WAR_TARGETS_PROMPT = 'PLEASE LIST PRIMARY TARGETS BY CITY AND/OR COUNTY NAME:';
export const warTargetLine = (target: string) => `TARGET LOCKED: ${target.toUpperCase()}`;
export const warSideLine = (side: string) => `YOU HAVE CHOSEN: ${side}.`;
export const WAR_RESULT = [
  'SIMULATION RUNNING...',
  'TRAJECTORY HEADING: ALL TARGETS.',
  'WINNER: NONE',
];

export const LEARNING_START = ['NUMBER OF PLAYERS: 0', 'LEARNING...'];
export const learningGameLine = (game: number, rows: readonly string[], result: string) =>
  `GAME ${String(game).padStart(2, '0')}: ${rows.join(' / ')}  ${result}`;
export const STRANGE_GAME = [
  'A STRANGE GAME.',
  'THE ONLY WINNING MOVE IS NOT TO PLAY.',
  'HOW ABOUT A NICE GAME OF CHESS?',
];

export const CRACK_START = ['LAUNCH CODE SEARCH IN PROGRESS...', 'TESTING COMBINATIONS:'];
/** The code the film's WOPR finds; shown only, never the console's configured override code. */
export const FILM_LAUNCH_CODE = 'CPE1704TKS';
export const CRACK_FOUND = `LAUNCH CODE FOUND: ${FILM_LAUNCH_CODE}`;
