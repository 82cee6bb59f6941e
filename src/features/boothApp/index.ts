/** The tablet booth at /booth (issue 27): an installable web app that takes sign-ups offline. */
export const boothAppPages = {
  booth: () => import('./pages/BoothPage'),
};
