export const HOME_HEADING = 'The future of neural network intelligence';

/** Each public route (landing features, the waitlist loop) and the level-1 heading its screen shows. */
export const PUBLIC_SCREENS: [path: string, heading: string][] = [
  ['/', HOME_HEADING],
  ['/original', HOME_HEADING],
  ['/landing', 'Wire your enterprise into neural intelligence'],
  ['/modern', 'Work smarter with neural intelligence'],
  ['/ai', 'Your AI co-pilot for enterprise decisions'],
  ['/neural', 'Neural networks, production-ready'],
  ['/animated-text', 'Animated text'],
  ['/image', 'Illustrations'],
  ['/test', 'Self-check'],
  // The waitlist loop's pages (issue 13); a forged link shows what to do instead.
  ['/welcome', 'Welcome to Synapse'],
  ['/confirm/forged-token', "This link doesn't work any more"],
  ['/status/forged-token', "This status link doesn't work any more"],
  ['/invite/forged-token', "This invite link doesn't work any more"],
  // The /api/v1 reference (issue 15), rendered from its OpenAPI document.
  ['/docs/api', 'Synapse waitlist API'],
  // The embeddable sign-up's iframe page (issue 29).
  ['/embed', 'Join the waitlist'],
  // The public leaderboard of referrers (issue 29; LEADERBOARD is on in the browser tests).
  ['/leaderboard', 'Top referrers'],
];
