import { ATTRACT_PARAM, ATTRACT_PATHS } from '@shared/kiosk';
import { IDLE_RESET_PATH } from './constants';

const normalise = (pathname: string) => pathname.toLowerCase().replace(/(.)\/$/, '$1');

/**
 * Where an idle reset takes the kiosk: a console booth stays on its console, in attract mode;
 * every other screen goes back to the kiosk's home (the booth's attract screen).
 */
export function idleResetTarget(pathname: string): string {
  const path = normalise(pathname);
  return ATTRACT_PATHS.includes(path) ? `${path}?${ATTRACT_PARAM}=1` : IDLE_RESET_PATH;
}

/** A screen an untouched kiosk may stay on for ever: nothing a visitor left can be on it. */
export function isRestingPlace(pathname: string, search: string): boolean {
  if (normalise(pathname) === IDLE_RESET_PATH && !search) return true;
  return `${normalise(pathname)}${search}` === idleResetTarget(pathname);
}
