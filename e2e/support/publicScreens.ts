export const HOME_HEADING = 'The future of neural network intelligence';

/** Each landing-feature route and the level-1 heading its screen shows. */
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
];
