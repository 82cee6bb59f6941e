import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../testing/routeTable.js';
import { startTestServer, type TestServer } from '../testing/testServer.js';
import { ROUTE_ROLES, routeKeyOf } from '../../src/shared/routeRoles.js';

/**
 * Issue 40, item 1: the server decides every admin route by role from ONE table. The routes come
 * from the running app's own routers (with SMTP set, so that every optional route is there), so
 * a new admin route that is not in the table fails here.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ loop: { smtpUrl: 'smtp://127.0.0.1:9' } });
});
afterAll(() => server?.dispose());

const adminRoutes = () =>
  routeTable(server)
    .filter(({ path }) => path.startsWith('/api/admin/'))
    .map(({ method, path }) => `${method} ${path}`);

describe('the route-role table', () => {
  it('names the roles of every admin route the app answers', () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((route) => !(route in ROUTE_ROLES))).toEqual([]);
  });

  it('holds no route the app does not answer', () => {
    const routes = new Set(adminRoutes());
    expect(Object.keys(ROUTE_ROLES).filter((key) => !routes.has(key))).toEqual([]);
  });

  it('finds a call by its template, a literal segment before a parameter', () => {
    expect(routeKeyOf('GET', '/api/admin/waitlist/export')).toBe('GET /api/admin/waitlist/export');
    expect(routeKeyOf('DELETE', '/api/admin/waitlist/12')).toBe('DELETE /api/admin/waitlist/:id');
    expect(routeKeyOf('HEAD', '/api/admin/stats')).toBe('GET /api/admin/stats');
    expect(routeKeyOf('GET', '/API/Admin/Stats/')).toBe('GET /api/admin/stats');
    expect(routeKeyOf('GET', '/api/admin/nothing-here')).toBeUndefined();
  });

  it('keeps the team, security settings and API keys to owners', () => {
    const ownersOnly = Object.entries(ROUTE_ROLES)
      .filter(([key]) => /\/(users|team-settings|api-keys)/.test(key))
      .map(([, roles]) => roles);
    expect(ownersOnly.length).toBeGreaterThan(5);
    for (const roles of ownersOnly) expect(roles).toEqual(['owner']);
  });
});
