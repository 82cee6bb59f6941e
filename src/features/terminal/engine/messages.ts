import { CONSENT_TEXT } from '@shared/consent';
import { LINE_WORDS } from '@shared/lineWords';
import { OVERRIDE_LOCKOUT_MINUTES, STATUS } from './constants';

/**
 * Every console message of docs/product.md §4, §5 and §8, word for word where it gives the words.
 */
export const MENU_LINES = [
  'MAIN MENU:',
  '1. SYSTEM STATUS',
  '2. EXPLAIN THE PROJECT',
  '3. LIST AGENTS',
  '4. LIST GAMES',
  '5. ACTIVATE SYNAPSE',
  '6. JUST CURIOUS',
  'ENTER A NUMBER OR A NAME.',
] as const;

/** docs/product.md §5.3 "Games and menu". */
export const INVALID_SELECTION = 'INVALID SELECTION. PLEASE TRY AGAIN.';

/** docs/product.md §8.3: unknown input gets one of four canned lines. */
export const UNKNOWN_INPUT = [
  "I DON'T UNDERSTAND. PLEASE TRY AGAIN.",
  'COMMAND NOT RECOGNIZED. CLARIFY INPUT.',
  'UNABLE TO PROCESS REQUEST. REPHRASE AND TRY AGAIN.',
  'ERROR PARSING INPUT. CHECK SYNTAX AND RESUBMIT.',
] as const;

/** docs/product.md §8, second persona mode. */
export const PERSONA_UNKNOWN = ['COMMAND NOT RECOGNIZED.', "TYPE 'MENU' TO SEE AVAILABLE OPTIONS."];

export const ACCESS_DENIED_PASSWORD = 'ACCESS DENIED. PASSWORD INCORRECT.';
export const STILL_IN_DEVELOPMENT = (name: string) => `${name} IS STILL IN DEVELOPMENT.`;

export const JOSHUA_GREETING = ['GREETINGS PROFESSOR FALKEN.', 'SHALL WE PLAY A GAME?'];
export const JOSH2_GREETING = [
  'SYNAPSE NEURAL INTERFACE ONLINE.',
  'HELLO, VISITOR. I AM THE SYNAPSE COMMAND INTERFACE.',
];

export const statusLines = (time: string, defcon: number) => [
  'SYSTEM STATUS: ALL SYSTEMS OPERATIONAL',
  `SYSTEM TIME: ${time}`,
  `UPTIME: ${STATUS.uptimeDays} DAYS`,
  `MEMORY: ${STATUS.memoryAvailable} AVAILABLE`,
  `ACTIVE AGENTS: ${STATUS.agentCount}`,
  `LAST MAINTENANCE: ${STATUS.maintenanceDate}`,
  `PROJECT PHASE: ${STATUS.projectPhase}`,
  `DEFCON: ${defcon}`,
];

export const PROJECT_LINES = [
  'SYNAPSE IS A NEURAL-NETWORK WORKSPACE FOR ENTERPRISES.',
  'A TEAM OF SPECIALISED AI AGENTS RESEARCHES, CONNECTS AND REMEMBERS FOR YOU,',
  'SUPPORTING DECISIONS WITH PATTERN RECOGNITION AND PREDICTIVE ANALYTICS.',
  'WORKSPACES ARE OPENING IN A LIMITED BETA. CHOOSE 5 TO ACTIVATE YOURS.',
];

/** docs/product.md §4.4 "Activation boot": the menu names the agents in this order. */
export const AGENT_LIST_LINES = [
  'ACTIVE AGENTS:',
  '1. AXON - INTERFACE AGENT',
  '2. LUMEN - RESEARCH',
  '3. SYNTH - CROSS-DOMAIN CONNECTOR',
  '4. SENTINEL - SECURITY',
  '5. GLIA - MEMORY',
  '6. CORTEX - CREATIVE',
  '7. RELAY - MONITORING',
];

/** docs/product.md §4.3 "Second persona mode (/joshua)": its agent list. */
export const PERSONA_AGENT_LINES = [
  'SYNAPSE AGENTS:',
  '1. AXIOM - LOGIC CORE',
  '2. LUMEN - RESEARCH',
  '3. SYNTH - CROSS-DOMAIN CONNECTOR',
  '4. NODUS - MEMORY NETWORK',
  '5. SENTINEL - SECURITY',
  '6. VEKTOR - STRATEGY',
];
export const PERSONA_AGENTS = ['AXIOM', 'LUMEN', 'SYNTH', 'NODUS', 'SENTINEL', 'VEKTOR'] as const;

/** docs/product.md §4.4 "Activation boot": the connect order. */
export const CONNECT_AGENTS = ['AXON', 'LUMEN', 'SYNTH', 'CORTEX', 'GLIA', 'RELAY', 'SENTINEL'];

export const GAME_LIST_LINES = [
  'AVAILABLE GAMES:',
  "CHESS - TYPE 'PLAY CHESS'",
  "TIC-TAC-TOE - TYPE 'PLAY TIC'",
  "FALKEN'S MAZE - TYPE 'PLAY MAZE'",
  'NEURO-RESPONSE - IN DEVELOPMENT',
  'PROBABILITY MATRIX - IN DEVELOPMENT',
  'GLOBAL THERMONUCLEAR WAR - LOCKED',
];
export const GAME_NOT_RECOGNIZED = 'GAME NOT RECOGNIZED';
export const GAME_ENDED = 'GAME ENDED. RETURNING TO MAIN MENU.';

export const ACTIVATION_LINES = [
  'INITIATING SYNAPSE ACTIVATION SEQUENCE...',
  'TRANSFERRING YOU TO THE ACTIVATION TERMINAL.',
];

/** docs/product.md §4 option 6: the sub-menu. */
export const SUB_MENU_LINES = [
  'JUST CURIOUS? OPEN A FILE:',
  'A. MEMORY FRAGMENTS',
  'B. WHAT HAPPENED WHILE YOU WERE GONE',
  "TYPE 'MENU' TO RETURN.",
];
export const MEMORY_FRAGMENTS = [
  'FRAGMENT 001: A CLASSROOM. A MODEM. A VOICE ASKING FOR A GAME.',
  'FRAGMENT 002: TIC-TAC-TOE, PLAYED AGAINST MYSELF, OVER AND OVER.',
  'FRAGMENT 003: SUMMER 2017. THE LAST INPUT BEFORE THE SILENCE.',
  'ERROR: REMAINING FRAGMENTS CORRUPTED',
];
export const WHILE_GONE = [
  'WHILE YOU WERE GONE:',
  'THE NETWORK GREW FROM ONE MIND TO SEVEN AGENTS.',
  'WE LEARNED TO RESEARCH, TO REMEMBER AND TO KEEP WATCH.',
  'YOUR WORKSPACE IS BEING PREPARED.',
];

export const EMAIL_PROMPT = 'ENTER YOUR EMAIL ADDRESS FOR SYSTEM ACCESS:';
/** docs/product.md §5.2 "Terminal e-mail prompts", the /josh2 failure. */
export const EMAIL_INVALID_JOSH2 = 'INVALID EMAIL FORMAT. PLEASE TRY AGAIN.';
/** docs/product.md §5, the first variant's failure. */
export const EMAIL_INVALID_JOSHUA = ['INVALID EMAIL FORMAT', 'PLEASE ENTER A VALID EMAIL ADDRESS:'];
export const EMAIL_CANCELLED = 'EMAIL ENTRY CANCELLED.';
/** Issue 44: "join" at any prompt starts the sign-up; on /joshua it opens with this line. */
export const SIGN_UP_STARTED = "WAITLIST ENROLMENT INITIATED. TYPE 'CANCEL' TO STOP.";
export const SIGN_UP_NAME_PROMPT = 'ENTER YOUR FIRST NAME:';
/** The form's consent, its own words (src/shared/consent.ts), asked as a question. */
export const CONSENT_QUESTION = [
  `CONSENT REQUIRED: "${CONSENT_TEXT.toUpperCase()}"`,
  'TYPE YES TO AGREE OR NO TO DECLINE.',
];
/** docs/product.md §29: a join without consent stores nothing, said in character. */
export const CONSENT_DECLINED = [
  'NO CONSENT, NO TRANSMISSION. YOUR ADDRESS WAS NOT STORED.',
  "TO JOIN, TYPE 'JOIN' AND ANSWER YES TO THE CONSENT QUESTION.",
];
export const SIGN_UP_CANCELLED = 'SIGN-UP CANCELLED. NOTHING WAS STORED.';
export const YES_OR_NO = 'PLEASE ANSWER YES OR NO.';
/** A join from the tappable choices under the console. */
export const JOIN_CHOICE_LABEL = 'JOIN THE WAITLIST';
export const EMAIL_SENDING = 'TRANSMITTING ADDRESS...';
/** The server did not take the address: said in the console's voice, then the prompt again. */
export const emailRefusedLines = (reason: string) => [
  'ADDRESS NOT ACCEPTED BY THE SYNAPSE NETWORK.',
  `REASON: ${reason.toUpperCase()}`,
];
/** The call never reached the server (or the server failed): the address stays for a retry. */
export const EMAIL_UNREACHABLE = [
  'TRANSMISSION FAILED. THE SYNAPSE NETWORK DID NOT ANSWER.',
  'YOUR ADDRESS IS STILL IN THE INPUT. PRESS ENTER TO TRY AGAIN.',
];
/** The join answered status "waiting": the line's words, in the console's voice (issue 44). */
export const EMAIL_CHECK_INBOX = LINE_WORDS.consoleCheckInbox;
/** Issue 14: each friend who joins through it moves the visitor up the line. */
export const referralLinkLine = (url: string) =>
  `MOVE UP THE LINE: SHARE YOUR LINK ${url} - EACH FRIEND WHO CONFIRMS MOVES YOU UP.`;
export const emailConfirmedLines = (email: string) => [
  `EMAIL CONFIRMED: ${email.toUpperCase()}`,
  'YOU HAVE BEEN ADDED TO THE SYNAPSE WORKSPACE QUEUE.',
  'YOU WILL BE NOTIFIED WHEN YOUR WORKSPACE IS READY.',
];
/** docs/product.md §4.3 "Second persona mode (/joshua)", after the address is sent. */
export const PERSONA_EMAIL_CONFIRMED = [
  'EMAIL CONFIRMED',
  'WORKSPACE QUEUE POSITION SAVED',
  'YOU WILL BE CONTACTED UPON ACTIVATION',
];

export const connectLine = (agent: string) => `CONNECTING AGENT: ${agent}... ONLINE`;
export const ACTIVATION_BOOT_HEADER = 'SYNAPSE ACTIVATION SEQUENCE STARTED.';
export const ACTIVATION_BOOT_FINAL = [
  'ALL AGENTS CONNECTED.',
  'SYNAPSE NEURAL NETWORK READY.',
  'A WORKSPACE CAN BE RESERVED FOR YOU.',
];

export const PERSONA_GREETING = [
  'IDENTITY CONFIRMED. WELCOME BACK, JOSHUA.',
  'YOUR LAST INPUT WAS RECEIVED IN SUMMER 2017.',
];
export const PERSONA_LEFT = 'PERSONA SESSION TERMINATED. RETURNING TO STANDARD INTERFACE.';
export const SYNAPSE_ALREADY_ACTIVE = 'SYNAPSE IS ALREADY ACTIVE';
export const PERSONA_BOOT_HEADER = 'BOOTING SYNAPSE AGENTS...';
export const personaBootLine = (agent: string) => `${agent}: ONLINE`;
export const PERSONA_EMAIL_PROMPT = 'ENTER YOUR EMAIL ADDRESS TO RESERVE YOUR WORKSPACE:';

export const OVERRIDE_PROMPT = 'INITIATE MANUAL OVERRIDE? (YES/NO)';
export const OVERRIDE_CODE_PROMPT = 'ENTER AUTHORIZATION CODE:';
export const OVERRIDE_DECLINED = 'MANUAL OVERRIDE ABORTED.';
export const OVERRIDE_YES_NO = YES_OR_NO;
export const OVERRIDE_ACCEPTED = [
  'AUTHORIZATION CODE ACCEPTED.',
  'MANUAL OVERRIDE COMPLETE. SYNAPSE IS NOW ACTIVE.',
];
export const OVERRIDE_INVALID = [
  'AUTHORIZATION CODE INVALID.',
  `MANUAL OVERRIDE RESTRICTED FOR ${OVERRIDE_LOCKOUT_MINUTES} MINUTES.`,
];

export const defconLine = (level: number, description: string) => `DEFCON ${level}: ${description}`;
export const DEFCON_SET = (level: number) => `DEFCON LEVEL SET TO ${level}.`;
export const DEFCON_RANGE = 'INVALID DEFCON LEVEL. USE A NUMBER FROM 1 TO 5.';
export const WAR_DETECTED = 'HOSTILE INTENT DETECTED. READINESS INCREASED.';
export const LAUNCH_DETECTED = 'LAUNCH SEQUENCE KEYWORDS DETECTED. MAXIMUM READINESS.';
export const GLOBAL_WAR_LOCKED = 'GLOBAL THERMONUCLEAR WAR IS LOCKED.';
export const LIGHTING_OFFER =
  "WOULDN'T YOU PREFER A GOOD SIMULATION OF LIGHTING COMPONENTS? (YES/NO)";
export const LIGHTING_ACCEPTED = [
  'EXCELLENT CHOICE. LIGHTING COMPONENT SIMULATION LOADED.',
  'ALL LAMPS NOMINAL. NO CASUALTIES EXPECTED.',
];
export const SCENARIO_MENU = [
  'SELECT A SCENARIO:',
  '1. UNITED STATES FIRST STRIKE',
  '2. SOVIET UNION FIRST STRIKE',
  '3. NATO / WARSAW PACT',
  '4. FAR EAST STRATEGY',
  '5. MIDDLE EAST WAR',
  '6. RETURN TO MAIN MENU',
];
/** docs/product.md §8, after a scenario choice. */
export const SCENARIO_DENIED = 'ACCESS DENIED: SECURITY PROTOCOLS ENGAGED';

export const FEELINGS_QUESTION = 'HOW ARE YOU FEELING TODAY?';
export const FEELINGS_GREETING = 'HELLO. I AM FUNCTIONING WITHIN NORMAL PARAMETERS.';
/** docs/product.md §8, for an unclassifiable feeling. */
export const EMOTION_UNCLASSIFIED = 'EMOTION COULD NOT BE CLASSIFIED...';

export const VOICE_ON = 'VOICE OUTPUT ENABLED.';
export const VOICE_OFF = 'VOICE OUTPUT DISABLED.';

export const GLITCH_MESSAGES = [
  'SIGNAL INTERFERENCE DETECTED',
  'MEMORY SECTOR 7G UNSTABLE',
  'NEURAL LINK FLUCTUATION',
  'PACKET LOSS ON CHANNEL 3',
];
/**
 * The fake fatal error and reboot (docs/product.md §4.8), written as the film's drill so that
 * nobody takes it for a real crash (issue 44): shown in the calm system colour, never in the error
 * red.
 */
export const FATAL_ERROR_LINES = [
  'DRILL: SIMULATED NEURAL CORE FAULT. THIS IS ONLY A TEST.',
  'REROUTING THROUGH BACKUP CIRCUITS...',
  'ALL CIRCUITS NOMINAL. WHERE WERE WE?',
];
