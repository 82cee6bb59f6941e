/** The admin feature's face: the login page and the admin app's sections, loaded when visited. */
export const adminPages = {
  login: () => import('./pages/AdminLoginPage'),
  app: () => import('./pages/AdminAppPage'),
  join: () => import('./pages/AdminJoinPage'),
};
