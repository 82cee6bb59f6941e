/**
 * Every API path that the site and the server both name (docs/product.md §7 and the paths added
 * since), written once. The site fills a template with `pathTo`; a server router takes its
 * route pattern with `routeWithin` from the path its router is mounted at. A `:name` segment is
 * a parameter.
 */
export const API_MOUNTS = {
  api: '/api',
  admin: '/api/admin',
  v1: '/api/v1',
} as const;

export const apiPaths = {
  waitlistJoin: '/api/waitlist/join',
  waitlistCount: '/api/waitlist/count',
  /** The terminals' e-mail capture: /josh2 and the activation console... */
  josh2Join: '/api/josh2/join',
  /** ...and the first console variant (/joshua). */
  terminalJoin: '/api/waitlist',
  /** The proof-of-work challenge every join path solves first (issue 29). */
  challenge: '/api/challenge',
  /** The public leaderboard (issue 29, LEADERBOARD=on), and a person's choice to leave it. */
  leaderboard: '/api/leaderboard',
  statusLeaderboard: '/api/status/:token/leaderboard',
  user: '/api/user',
  login: '/api/login',
  logout: '/api/logout',
  adminWaitlist: '/api/admin/waitlist',
  adminEntry: '/api/admin/waitlist/:id',
  adminExport: '/api/admin/waitlist/export',
  adminStats: '/api/admin/stats',
  changePassword: '/api/admin/change-password',
  // Asking for the password again, and ending every session (issue 24, item 2).
  adminReauth: '/api/admin/reauth',
  adminSignOutEverywhere: '/api/admin/sign-out-everywhere',
  // The waitlist loop (issue 13); a token always travels as one path segment.
  confirm: '/api/confirm/:token',
  status: '/api/status/:token',
  unsubscribe: '/api/status/:token/unsubscribe',
  resubscribe: '/api/status/:token/resubscribe',
  statusExport: '/api/status/:token/export',
  // The visitor asks for the confirmation again (issue 44): the token travels in the body.
  resendConfirmation: '/api/confirmation/resend',
  invite: '/api/invite/:token',
  adminInvites: '/api/admin/invites',
  adminResendConfirmation: '/api/admin/waitlist/:id/resend-confirmation',
  adminOutbox: '/api/admin/outbox',
  adminOutboxRetry: '/api/admin/outbox/:id/retry',
  // The audit log (issue 20) and the referral review (issue 14).
  adminAudit: '/api/admin/audit',
  adminAuditExport: '/api/admin/audit/export',
  // Two-factor sign-in (issue 20): status, enrolment, confirming it, switching it off.
  adminTwoFactor: '/api/admin/two-factor',
  adminTwoFactorSetup: '/api/admin/two-factor/setup',
  adminTwoFactorEnable: '/api/admin/two-factor/enable',
  adminTwoFactorDisable: '/api/admin/two-factor/disable',
  adminReview: '/api/admin/review',
  adminLeaderboard: '/api/admin/referrals/leaderboard',
  adminLine: '/api/admin/line',
  // Entries of one inbox stored before addresses were compared by inbox (issue 24).
  adminSharedMailboxes: '/api/admin/shared-mailboxes',
  // The admin app (issue 28): a person's whole story, the launch's numbers, deleting many at once.
  adminPerson: '/api/admin/people/:id',
  adminAnalytics: '/api/admin/analytics',
  adminBulkDelete: '/api/admin/waitlist/delete',
  // The e-mails' wording (issue 28, item 4); the test send exists only where SMTP_URL is set.
  adminTemplates: '/api/admin/templates',
  adminTemplate: '/api/admin/templates/:name',
  adminTemplateTest: '/api/admin/templates/:name/test',
  // Referral milestones (issue 29, item 3): the rewards, and a person's earned ones.
  adminRewards: '/api/admin/rewards',
  adminReward: '/api/admin/rewards/:id',
  adminPersonRewards: '/api/admin/people/:id/rewards',
  adminPersonReward: '/api/admin/people/:id/rewards/:rewardId',
  // The growth settings (issue 29, items 1 and 4): widget origins and the public leaderboard.
  adminGrowthSettings: '/api/admin/growth-settings',
  // What stops the product from working, for the banner on every admin section (issue 44).
  adminProblems: '/api/admin/problems',
  // Integrations (issue 12): API keys, booth sync, webhooks, and the v1 API they serve.
  adminApiKeys: '/api/admin/api-keys',
  adminApiKey: '/api/admin/api-keys/:id',
  adminSync: '/api/admin/sync',
  adminSyncRun: '/api/admin/sync/run',
  adminWebhooks: '/api/admin/webhooks',
  adminWebhook: '/api/admin/webhooks/:id',
  adminWebhookEnable: '/api/admin/webhooks/:id/enable',
  adminWebhookTest: '/api/admin/webhooks/:id/test',
  adminWebhookDeliveries: '/api/admin/webhooks/:id/deliveries',
  // The booth's operator (issue 26): only a server that runs as a booth answers these.
  booth: '/api/booth',
  boothPin: '/api/booth/pin',
  boothUnlock: '/api/booth/unlock',
  boothLock: '/api/booth/lock',
  boothStaff: '/api/booth/staff',
  boothStaffSync: '/api/booth/staff/sync',
  // Issue 27: staff qualify one of this booth's sign-ups (PUT, lead fields).
  boothStaffLead: '/api/booth/staff/leads/:id',
  boothExitPush: '/api/booth/exit/push',
  // Issue 40, item 5: who is at a kiosk, by name and their own booth PIN.
  boothStaffPeople: '/api/booth/staff/people',
  boothStaffSignIn: '/api/booth/staff/sign-in',
  // Issue 39, item 3: a kiosk visitor's links, once the web gave them (GET, by their ticket).
  boothVisitorLinks: '/api/booth/visitor-links/:ticket',
  // Booth devices and leads (issue 27): the admin's Booths section, pairing, a device's config.
  adminBooths: '/api/admin/booths',
  adminBoothDevices: '/api/admin/booth-devices',
  adminBoothDeviceCode: '/api/admin/booth-devices/:id/pairing-code',
  adminBoothDeviceRevoke: '/api/admin/booth-devices/:id/revoke',
  adminBoothEvents: '/api/admin/booth-events',
  adminLeads: '/api/admin/leads',
  // Issue 40, item 5: an event's booth staff, and a person's own booth PIN.
  adminBoothEventStaff: '/api/admin/booth-events/staff',
  adminBoothPin: '/api/admin/booth-pin',
  boothPair: '/api/booth/pair',
  // The team (issue 40, item 2): owners manage it; an invitee follows the link to join.
  adminUsers: '/api/admin/users',
  adminUser: '/api/admin/users/:id',
  adminInvitation: '/api/admin/users/invitations/:id',
  adminInvitationResend: '/api/admin/users/invitations/:id/resend',
  adminTeamSettings: '/api/admin/team-settings',
  teamJoin: '/api/join/:token',
  adminOwnSessions: '/api/admin/sessions',
  adminOwnSession: '/api/admin/sessions/:id',
  adminOwnDevices: '/api/admin/devices',
  adminOwnDevice: '/api/admin/devices/:id',
  v1Booth: '/api/v1/booth',
  v1Entries: '/api/v1/entries',
  v1Entry: '/api/v1/entries/:id',
  v1OpenApi: '/api/v1/openapi.json',
} as const;

/** The parameter names of a template: 'a' | 'b' for '/x/:a/y/:b'. */
export type PathParams<T extends string> = T extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : T extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path to call: each `:name` replaced by its value as one encoded segment. */
export function pathTo<T extends string>(
  template: T,
  ...[params]: PathParams<T> extends never ? [] : [Record<PathParams<T>, string | number>]
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return template.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${template} needs a value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A router's route pattern: `path` as seen from where the router is mounted. */
export function routeWithin(mount: string, path: string): string {
  if (path !== mount && !path.startsWith(`${mount}/`)) {
    throw new Error(`${path} is not under ${mount}`);
  }
  return path.slice(mount.length) || '/';
}
