import { LOOP_PAGES } from '@shared';

/** Where a visitor goes to join again and get fresh links. */
export const JOIN_AGAIN_PATH = '/#waitlist';

/** The status page of a token (the shared LOOP_PAGES), the token as one path segment. */
export const statusPagePath = (token: string) => LOOP_PAGES.status(encodeURIComponent(token));
