import { TEAM_ROLES, type TeamRole } from './team.js';

/**
 * Who may call each admin route (issue 40, item 1; docs/product.md §26): ONE table of
 * route template -> roles, applied by the server's requireUser to every admin call, and read by
 * the admin app to hide what the server would refuse. A route missing here is refused to
 * everyone, and server/auth/routeRoles.test.ts fails on it.
 */
const EVERYONE = TEAM_ROLES;
const BOOTH_STAFF: readonly TeamRole[] = ['owner', 'manager', 'staff'];
const MANAGERS: readonly TeamRole[] = ['owner', 'manager'];
const OWNERS: readonly TeamRole[] = ['owner'];

export const ROUTE_ROLES: Readonly<Record<string, readonly TeamRole[]>> = {
  // A person's own account: password, two-factor, re-auth, their sessions.
  'POST /api/admin/change-password': EVERYONE,
  'POST /api/admin/reauth': EVERYONE,
  'POST /api/admin/sign-out-everywhere': EVERYONE,
  'GET /api/admin/sessions': EVERYONE,
  'DELETE /api/admin/sessions/:id': EVERYONE,
  'GET /api/admin/devices': EVERYONE,
  'DELETE /api/admin/devices/:id': EVERYONE,
  'GET /api/admin/two-factor': EVERYONE,
  'POST /api/admin/two-factor/setup': EVERYONE,
  'POST /api/admin/two-factor/enable': EVERYONE,
  'POST /api/admin/two-factor/disable': EVERYONE,
  // Overview and People, read-only (a viewer's answers have their addresses masked).
  'GET /api/admin/problems': EVERYONE,
  'GET /api/admin/stats': EVERYONE,
  'GET /api/admin/analytics': EVERYONE,
  'GET /api/admin/line': EVERYONE,
  'GET /api/admin/waitlist': EVERYONE,
  'GET /api/admin/people/:id': EVERYONE,
  'GET /api/admin/people/:id/rewards': EVERYONE,
  // Booths: staff see the events and their leads.
  'GET /api/admin/booths': BOOTH_STAFF,
  'GET /api/admin/leads': BOOTH_STAFF,
  // Issue 40, item 5: a person's own booth PIN (booth staff and above).
  'PUT /api/admin/booth-pin': BOOTH_STAFF,
  // Everything else but the team, security settings and API keys: managers.
  'GET /api/admin/waitlist/export': MANAGERS,
  'DELETE /api/admin/waitlist/:id': MANAGERS,
  'POST /api/admin/waitlist/delete': MANAGERS,
  'POST /api/admin/waitlist/:id/resend-confirmation': MANAGERS,
  'POST /api/admin/invites': MANAGERS,
  'GET /api/admin/outbox': MANAGERS,
  'POST /api/admin/outbox/:id/retry': MANAGERS,
  'GET /api/admin/templates': MANAGERS,
  'GET /api/admin/templates/:name': MANAGERS,
  'PUT /api/admin/templates/:name': MANAGERS,
  'DELETE /api/admin/templates/:name': MANAGERS,
  'POST /api/admin/templates/:name/test': MANAGERS,
  'GET /api/admin/review': MANAGERS,
  'POST /api/admin/review': MANAGERS,
  'GET /api/admin/referrals/leaderboard': MANAGERS,
  'GET /api/admin/shared-mailboxes': MANAGERS,
  'GET /api/admin/rewards': MANAGERS,
  'POST /api/admin/rewards': MANAGERS,
  'PATCH /api/admin/rewards/:id': MANAGERS,
  'POST /api/admin/people/:id/rewards/:rewardId': MANAGERS,
  'PATCH /api/admin/people/:id/rewards/:rewardId': MANAGERS,
  'GET /api/admin/growth-settings': MANAGERS,
  'PUT /api/admin/growth-settings': MANAGERS,
  'GET /api/admin/audit': MANAGERS,
  'GET /api/admin/audit/export': MANAGERS,
  'POST /api/admin/booth-devices': MANAGERS,
  'POST /api/admin/booth-devices/:id/pairing-code': MANAGERS,
  'POST /api/admin/booth-devices/:id/revoke': MANAGERS,
  'PUT /api/admin/booth-events': MANAGERS,
  'PUT /api/admin/booth-events/staff': MANAGERS,
  'GET /api/admin/webhooks': MANAGERS,
  'POST /api/admin/webhooks': MANAGERS,
  'DELETE /api/admin/webhooks/:id': MANAGERS,
  'POST /api/admin/webhooks/:id/enable': MANAGERS,
  'POST /api/admin/webhooks/:id/test': MANAGERS,
  'GET /api/admin/webhooks/:id/deliveries': MANAGERS,
  // Owners only: the team, the security settings, API keys and where booth sync points.
  'GET /api/admin/api-keys': OWNERS,
  'POST /api/admin/api-keys': OWNERS,
  'DELETE /api/admin/api-keys/:id': OWNERS,
  'GET /api/admin/sync': OWNERS,
  'PUT /api/admin/sync': OWNERS,
  'POST /api/admin/sync/run': OWNERS,
  'GET /api/admin/users': OWNERS,
  'POST /api/admin/users': OWNERS,
  'PATCH /api/admin/users/:id': OWNERS,
  'DELETE /api/admin/users/:id': OWNERS,
  'POST /api/admin/users/invitations/:id/resend': OWNERS,
  'DELETE /api/admin/users/invitations/:id': OWNERS,
  'PUT /api/admin/team-settings': OWNERS,
};

/** Routes a person may call before setting up two-factor when the team requires it. */
export const BEFORE_TWO_FACTOR = new Set(
  Object.keys(ROUTE_ROLES).filter((key) =>
    /\/(two-factor|reauth|change-password|sign-out-everywhere|sessions|devices)/.test(key),
  ),
);

interface CompiledRoute {
  key: string;
  method: string;
  segments: string[];
  params: number;
}

const compiled: CompiledRoute[] = Object.keys(ROUTE_ROLES)
  .map((key) => {
    const [method, template] = key.split(' ') as [string, string];
    const segments = template.split('/');
    return { key, method, segments, params: segments.filter((s) => s.startsWith(':')).length };
  })
  // A literal segment wins over a parameter: /waitlist/export before /waitlist/:id.
  .sort((a, b) => a.params - b.params);

const matches = (route: CompiledRoute, parts: string[]) =>
  route.segments.length === parts.length &&
  route.segments.every((segment, i) => segment.startsWith(':') || segment === parts[i]);

/**
 * The table's key for a call ("GET /api/admin/people/:id"), or undefined when none fits. Like
 * Express's routing, case and a trailing slash do not matter: /API/Admin/Stats/ is the stats.
 */
export function routeKeyOf(method: string, path: string): string | undefined {
  const parts = path.replace(/\/+$/, '').toLowerCase().split('/');
  const wanted = method === 'HEAD' ? 'GET' : method;
  return compiled.find((route) => route.method === wanted && matches(route, parts))?.key;
}

/** Whether `role` may make the call `key` ("GET /api/admin/waitlist/export"). */
export function roleMay(role: TeamRole | undefined, key: string): boolean {
  return role !== undefined && (ROUTE_ROLES[key]?.includes(role) ?? false);
}
