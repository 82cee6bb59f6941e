/** The site pages of the waitlist loop (LOOP-CONTRACT "Links in messages"). */
export const LOOP_PATHS = {
  confirm: '/confirm/:token',
  status: '/status/:token',
  invite: '/invite/:token',
  welcome: '/welcome',
} as const;

/** Where a visitor goes to join again and get fresh links. */
export const JOIN_AGAIN_PATH = '/#waitlist';

export const statusPagePath = (token: string) => `/status/${encodeURIComponent(token)}`;
