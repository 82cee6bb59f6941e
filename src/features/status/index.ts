/** The status feature's face: the pages our e-mails' links land on, loaded when visited. */
export const statusPages = {
  confirm: () => import('./pages/ConfirmPage'),
  status: () => import('./pages/StatusPage'),
  invite: () => import('./pages/InvitePage'),
  welcome: () => import('./pages/WelcomePage'),
};
