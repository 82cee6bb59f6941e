/**
 * What the server says to people, written once: every `message` of an error answer that the site,
 * the consoles or the dashboard show or compare against, and the site's words for the join
 * answer. The validation messages of docs/product.md §5 are MESSAGES in schemas.ts; the v1 API's,
 * the webhooks' and the booth sync's are in apiV1.ts and boothSync.ts.
 */

/**
 * docs/product.md §8: the login toast's fallback is the server's own answer to a wrong password.
 */
export const AUTH_TEXTS = {
  invalidLogin: 'Invalid username or password',
  notLoggedIn: 'Please log in to continue.',
  noSession: 'Not logged in.',
  wrongCurrentPassword: 'Current password is incorrect.',
  tooManyPasswordChanges: 'Too many failed password changes. Please wait 15 minutes and try again.',
  /** A login held back by the throttle, with how long to wait in words. */
  tooManyLogins: (waitMs: number) => {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    const minutes = Math.ceil(seconds / 60);
    const wait =
      seconds < 60
        ? `${seconds} second${seconds === 1 ? '' : 's'}`
        : `${minutes} minute${minutes === 1 ? '' : 's'}`;
    return `Too many login attempts. Please wait ${wait} and try again.`;
  },
} as const;

/** docs/product.md §10: joins are rate-limited per client IP; wrong keys and links per network. */
export const RATE_LIMIT_TEXTS = {
  tooManyJoins: 'Too many sign-ups from your network. Please wait a minute and try again.',
  // Issue 24, item 10: guessing keys or links from one network is slowed down.
  tooManyWrongKeys:
    'Too many requests with a wrong API key came from your network. ' +
    'Please wait a minute and try again.',
  tooManyBrokenLinks:
    'Too many links that do not work were opened from your network. ' +
    'Please wait a minute, then open the link from your e-mail again.',
} as const;

/** docs/product.md §10: a second join answers the existing position; the form says so. */
export const JOIN_TEXTS = {
  joinedTitle: "You're on the list!",
  joined: "Thank you for joining our waitlist. We'll notify you when you're granted access.",
  alreadyOnListTitle: "You're already on the list!",
  alreadyOnList:
    "This email address is already on our waitlist. We'll notify you when you're granted access.",
} as const;

/** Ids the dashboard and the v1 API name that are not (or no longer) there. */
export const NOT_FOUND_TEXTS = {
  entry: 'There is no waitlist entry with that id.',
  apiEntry: 'There is no entry with that id.',
  apiKey: 'There is no API key with that id.',
  webhook: 'There is no webhook endpoint with that id.',
  outboxMessage: 'There is no message with that id, or it was already sent.',
  waitingEntry: 'There is no waiting entry with that id.',
} as const;

/** What a visitor reads when a link does not work: what happened, and what to do. */
export const LINK_TEXTS = {
  forged:
    'This link is not valid. Check that you opened the whole link from the e-mail, ' +
    'or join again with your address to get a new one.',
  expired: 'This link has expired. Join again with the same address to get a new one.',
  confirmUsed: 'This confirmation link has already been used: your address is confirmed.',
  inviteUsed: 'This invite link has already been used or replaced by a newer invite.',
  gone: 'There is no waitlist entry for this link any more.',
} as const;

/** The v1 API's key check (issue 12). */
export const API_KEY_TEXTS = {
  missing: 'This API needs an API key: send it as "Authorization: Bearer syn_...".',
  invalid: 'This API key is not valid. Check it, or ask the administrator for a new one.',
  revoked: 'This API key has been revoked. Ask the administrator for a new one.',
  scope: (scope: string) => `This API key may not do this: it needs the ${scope} scope.`,
  tooMany: 'Too many requests with this API key. Please wait a minute and try again.',
} as const;

/** A webhook address refused by the SSRF rules, in the dashboard's form. */
export const WEBHOOK_TARGET_TEXTS = {
  notPublic: (host: string, address: string) =>
    `${host} points to ${address}, a private, loopback or link-local address: webhooks go only to ` +
    'public addresses, and so does booth sync (set WEBHOOK_ALLOW_PRIVATE to allow a private ' +
    'network for both).',
  unresolvable: (host: string) => `${host} cannot be found (no DNS record).`,
} as const;

/** The one error middleware's answers to requests it cannot read or route. */
export const HTTP_TEXTS = {
  bodyNotObject: 'The request body must be a JSON object.',
  invalidRequest: 'The request is not valid.',
  noApi: (method: string, path: string) => `There is no API at ${method} ${path}.`,
  nothingHere: (method: string) => `There is nothing to ${method} here.`,
  notJson: 'The request body is not valid JSON.',
  tooLarge: 'The request body is too large (16 KB at most).',
  tooLargeBatch: 'The request body is too large (1 MB at most).',
  notUtf8Json: 'The request body must be UTF-8 JSON.',
  aborted: 'The request was aborted.',
  unreadable: 'The request could not be read.',
  serverFailed: 'Something went wrong on our side. Please try again.',
  otherOrigin: 'This request came from another site and was refused.',
  noSuchAsset: 'There is no such file in this build.',
} as const;
