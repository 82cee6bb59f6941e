/** The admin dashboard's chart counts sign-ups per UTC day over this many days, today included. */
export const STATS_DAYS = 30;
