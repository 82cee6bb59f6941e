/**
 * The tablet host of the booth at /booth (issue 27): an installable web app that takes sign-ups
 * offline (IndexedDB, a service worker) and sends them with its device key.
 */
export const tabletPages = {
  booth: () => import('./TabletPage'),
};
