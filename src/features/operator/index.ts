/**
 * The booth operator's PIN, staff panel and exit (issue 26), in front of the admin on a booth. A
 * feature of its own, not the kiosk's: the kiosk's idle reset wraps every page, and the admin's
 * gate (its queries and schemas) must not ride into every page's first script with it.
 */
export { OperatorGate, useOperator } from './OperatorGate';
