import { lockBooth, logOut } from './lockApi';
import { LOGOUT_TIMEOUT_MS } from './constants';
import { idleResetTarget } from './resetTarget';
import { clearVisitorStorage } from './visitorData';

/**
 * Gives the booth back to the next visitor: ends any admin session left open, clears storage
 * and reloads the kiosk's home, its attract screen (or the console, in attract mode), so every
 * form, transcript and bit of React state is gone.
 */
export async function resetForNextVisitor(): Promise<void> {
  clearVisitorStorage(window.localStorage, window.sessionStorage);
  await endAdminSession();
  window.location.replace(idleResetTarget(window.location.pathname));
}

async function endAdminSession(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, LOGOUT_TIMEOUT_MS)));
  // On a booth the lock ends the operator's unlock and the admin session together.
  await Promise.race([Promise.all([logOut(), lockBooth()]), timeout]);
  clearTimeout(timer);
}
