import { lazy } from 'react';

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
export { useOperator } from './staff/operatorContext';

/**
 * The operator's PIN and staff panel in front of the admin pages, loaded with them: it brings the
 * booth's schemas, which the kiosk's first screen (this face's other parts) must not carry.
 */
export const OperatorGate = lazy(() =>
  import('./staff/OperatorGate').then((gate) => ({ default: gate.OperatorGate })),
);
