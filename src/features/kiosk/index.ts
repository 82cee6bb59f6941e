/** The kiosk feature's face: the idle reset and attract mode that wrap the whole site in kiosk mode. */
export { KioskController } from './KioskController';
/** The idle timer, for the tablet booth's reset and attract screen (issue 27). */
export { useIdleTimer } from './useIdleTimer';
/** Ends the operator's unlock and the admin session: the idle reset's, and the operator's lock. */
export { lockBooth } from './api';
