/** The kiosk feature's face: the idle reset and attract mode that wrap the whole site in kiosk mode. */
export { KioskController } from './KioskController';
/** The booth operator's PIN, staff panel and exit (issue 26), in front of the admin on a booth. */
export { OperatorGate, useOperator } from './operator/OperatorGate';
/** The idle timer, for the tablet booth's reset and attract screen (issue 27). */
export { useIdleTimer } from './useIdleTimer';
