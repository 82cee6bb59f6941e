/**
 * The kiosk host of the booth (Electron and `npm run booth`): the booth's screen as its home, the
 * idle reset and attract mode that wrap the whole site in kiosk mode, and the operator's PIN, staff
 * panel and exit in front of the admin. A face of its own, apart from the tablet's: the tablet's
 * page is loaded only at /booth.
 */
export { KioskController } from './KioskController';
export { kioskPages } from './pages';
/** Ends the operator's unlock and the admin session: the idle reset's, and the operator's lock. */
export { lockBooth } from './lockApi';
export { OperatorGate, useOperator } from './staff/OperatorGate';
