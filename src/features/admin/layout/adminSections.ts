/**
 * The admin's sections (issue 28, docs/product.md §22): each has its own address, listed in
 * src/shared/sitePaths.ts so that a reload or a shared link opens it again. The navigation shows
 * them in this order; a section's `hint` says what is done there. A section shows to the roles
 * the route-role table lets make its `call` (issue 40).
 */
export const ADMIN_SECTIONS = [
  {
    id: 'overview',
    path: '/admin/overview',
    label: 'Overview',
    hint: 'How the launch goes',
    call: 'GET /api/admin/stats',
  },
  {
    id: 'people',
    path: '/admin/people',
    label: 'People',
    hint: 'The list, invites, export',
    call: 'GET /api/admin/waitlist',
  },
  {
    id: 'messages',
    path: '/admin/messages',
    label: 'Messages',
    hint: 'The outbox, e-mail wording',
    call: 'GET /api/admin/outbox',
  },
  {
    id: 'referrals',
    path: '/admin/referrals',
    label: 'Referrals',
    hint: 'Review queue, the line, top referrers',
    call: 'GET /api/admin/review',
  },
  {
    id: 'booths',
    path: '/admin/booths',
    label: 'Booths',
    hint: 'Booth devices and sync',
    call: 'GET /api/admin/booths',
  },
  {
    id: 'integrations',
    path: '/admin/integrations',
    label: 'Integrations',
    hint: 'API keys and webhooks',
    call: 'GET /api/admin/webhooks',
  },
  {
    id: 'security',
    path: '/admin/security',
    label: 'Security',
    hint: 'Password, two-factor, sessions, audit log',
    call: 'GET /api/admin/two-factor',
  },
  // Issue 29, items 1 and 4: where the sign-up may be embedded, and the public leaderboard.
  {
    id: 'settings',
    path: '/admin/settings',
    label: 'Settings',
    hint: 'Widget origins, leaderboard',
    call: 'GET /api/admin/growth-settings',
  },
  // Issue 40, item 2: the people who run the admin, their roles and invitations (owners).
  {
    id: 'team',
    path: '/admin/team',
    label: 'Team',
    hint: 'Members, roles, invitations',
    call: 'GET /api/admin/users',
  },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number];
export type AdminSectionId = AdminSection['id'];

/** Where /admin/dashboard (the old single page) and a signed-in login lead. */
export const ADMIN_HOME = '/admin/overview';

/** A person's page: /admin/people/12 (the route table's /admin/people/:id). */
export const PERSON_ROUTE = '/admin/people/:id';
export const personPath = (id: number) => `/admin/people/${id}`;

/**
 * The section an address belongs to ("/Admin/People/12/" -> people), or undefined. Matching
 * ignores case and a trailing slash, as the route table does.
 */
export function sectionOf(pathname: string): AdminSection | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return ADMIN_SECTIONS.find(
    (section) => path === section.path || path.startsWith(`${section.path}/`),
  );
}

/** The address a deep link asked for before the login form, kept in ?next= (admin pages only). */
export function loginPathFor(pathname: string, search: string): string {
  return `/admin/login?${new URLSearchParams({ next: `${pathname}${search}` })}`;
}

/**
 * Where a signed-in admin goes from the login form: the section ?next= names, or the overview.
 * Only an admin address is followed, so a link cannot send the admin elsewhere after signing in.
 */
export function afterLoginPath(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  return /^\/admin\/[a-z][\w\-/]*(\?[\w=&%.,+-]*)?$/i.test(next) && sectionOf(next.split('?')[0]!)
    ? next
    : ADMIN_HOME;
}
