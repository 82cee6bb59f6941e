import { gameCommand } from '../games';
import type { Command, CommandContext, PromptId } from '../state';
import { defconCommand, globalWar, launchWords, warWords } from './defcon';
import { answerLightingOffer, answerScenario } from './defcon';
import { answerEmail, answerSignUpConsent, answerSignUpName } from './signUp';
import { answerFeelings, askFeelings } from './feelings';
import { answerSubMenu, menuCommand } from './menu';
import { agentBootCommand, clearCommand, passwordWords, voiceCommand } from './misc';
import {
  answerLogon,
  answerWarSide,
  answerWarTargets,
  crackScene,
  filmDialogueScene,
  helpGamesScene,
  learningScene,
  listGamesScene,
  logonScene,
} from '../scenes';
import {
  answerOverrideCode,
  answerOverrideConfirm,
  enterPersona,
  leavePersona,
  manualOverride,
} from './persona';

/**
 * The command table, first match wins. Order matters where phrases overlap: "global
 * thermonuclear war" before the war words, DEFCON before the menu's digit matching, the film's
 * scenes (exact phrases) before the word rules they contain (docs/product.md §4.5) ("logon",
 * "launch", "games").
 */
export const COMMANDS: readonly Command[] = [
  voiceCommand,
  clearCommand,
  leavePersona,
  enterPersona,
  manualOverride,
  logonScene,
  filmDialogueScene,
  helpGamesScene,
  listGamesScene,
  learningScene,
  crackScene,
  passwordWords,
  globalWar,
  defconCommand,
  launchWords,
  gameCommand,
  warWords,
  askFeelings,
  agentBootCommand,
  menuCommand,
];

/** What answers the next input while the console waits on a question. */
export const PROMPTS: Record<PromptId, (ctx: CommandContext) => boolean | void> = {
  subMenu: answerSubMenu,
  email: answerEmail,
  signUpName: answerSignUpName,
  signUpConsent: answerSignUpConsent,
  feelings: answerFeelings,
  overrideConfirm: answerOverrideConfirm,
  overrideCode: answerOverrideCode,
  lightingOffer: answerLightingOffer,
  scenario: answerScenario,
  logon: answerLogon,
  warSide: answerWarSide,
  warTargets: answerWarTargets,
  emailPending: () => undefined,
  done: () => undefined,
};
