export { ConsoleEngine } from './engine';
export { ACTIVATION_SETTINGS, DEFCON_LEVELS, JOSH2_SETTINGS, JOSHUA_SETTINGS } from './constants';
export { scrambleText } from './glitch';
export type * from './types';
