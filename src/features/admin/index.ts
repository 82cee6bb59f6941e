/** The admin feature's face: the login page and the dashboard, loaded when visited. */
export const adminPages = {
  login: () => import('./pages/AdminLoginPage'),
  dashboard: () => import('./pages/AdminDashboardPage'),
};
