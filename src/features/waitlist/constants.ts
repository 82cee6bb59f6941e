import { apiPaths } from '@shared/apiPaths';

/** SPEC section 9 "Waitlist": the count shown when the count call returns no data. */
export const DEFAULT_WAITLIST_COUNT = 247;
/** SPEC section 7: the count is a GET to the path held in the query key. */
export const WAITLIST_COUNT_QUERY_KEY = [apiPaths.waitlistCount] as const;
/** SPEC section 7: the form's sign-up call. */
export const WAITLIST_JOIN_URL = apiPaths.waitlistJoin;
/** SPEC section 2: numbers are formatted for display. */
export const COUNT_LOCALE = 'en-US';
