import { ConsoleEngine, type VariantSettings } from '../engine';
import { DEFAULT_OVERRIDE_CODE } from '../engine/constants';
import { readSynapseActivated } from './synapseFlag';

/** docs/product.md §13: the override code comes from configuration, default CPE1704TKS. */
const OVERRIDE_CODE: string =
  (import.meta.env.VITE_OVERRIDE_CODE as string | undefined) ?? DEFAULT_OVERRIDE_CODE;

/** The browser's engine: the real clock, Math.random and the stored activation flag. */
export function createEngine(settings: VariantSettings, startAt?: 'boot' | 'email'): ConsoleEngine {
  return new ConsoleEngine({
    ...settings,
    random: Math.random,
    now: () => new Date(),
    overrideCode: OVERRIDE_CODE,
    synapseActivated: readSynapseActivated(),
    startAt,
  });
}
