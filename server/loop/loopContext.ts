import type { AppConfig } from '../config.js';
import { loopSettings, type LoopSettings } from '../mail/loopSettings.js';
import type { Store } from '../store/types.js';
import { LinkTokens } from './tokens.js';

/** What the loop's routes need: the store, signed tokens and the settings of the moment. */
export interface LoopContext {
  store: Store;
  tokens: LinkTokens;
  /** Read per request: the server fills in PUBLIC_URL's default once it knows its port. */
  settings(): LoopSettings;
  now(): Date;
}

export function loopContext(config: AppConfig, store: Store): LoopContext {
  return {
    store,
    tokens: new LinkTokens(config.sessionSecret),
    settings: () => loopSettings(config.loop, 0),
    now: () => new Date(),
  };
}
