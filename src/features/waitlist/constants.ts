import { apiPaths } from '@shared/apiPaths';

/** docs/product.md §9.3 "Waitlist": the count shown when the count call returns no data. */
export const DEFAULT_WAITLIST_COUNT = 247;
/** docs/product.md §7: the count is a GET to the path held in the query key. */
export const WAITLIST_COUNT_QUERY_KEY = [apiPaths.waitlistCount] as const;
/** docs/product.md §7: the form's sign-up call. */
export const WAITLIST_JOIN_URL = apiPaths.waitlistJoin;
/** docs/product.md §2: numbers are formatted for display. */
export const COUNT_LOCALE = 'en-US';
