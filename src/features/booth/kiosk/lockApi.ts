import { apiRequest } from '@lib/api';
import { isKioskMode } from '@lib/kiosk';
import { apiPaths } from '@shared/apiPaths';

// Every page loads this (the idle reset): paths from apiPaths only, never a module with schemas.

/** Ends whatever admin session the booth's browser holds; any failure is the same as done. */
export function logOut(): Promise<void> {
  return apiRequest('POST', apiPaths.logout).then(
    () => undefined,
    () => undefined,
  );
}

/** Ends the operator's unlock and any admin session; a failure is the same as done. */
export function lockBooth(): Promise<void> {
  if (!isKioskMode()) return Promise.resolve();
  return apiRequest('POST', apiPaths.boothLock).then(
    () => undefined,
    () => undefined,
  );
}
