/** The leaderboard feature's face (issue 29): the public page of top referrers, loaded when visited. */
export const leaderboardPages = {
  leaderboard: () => import('./pages/LeaderboardPage'),
};
