import { describe, expect, it } from 'vitest';
import { API_MOUNTS, apiPaths, pathTo, routeWithin } from './apiPaths.js';

describe('the API paths', () => {
  it('fill each parameter as one encoded path segment', () => {
    expect(pathTo(apiPaths.adminEntry, { id: 42 })).toBe('/api/admin/waitlist/42');
    expect(pathTo(apiPaths.unsubscribe, { token: 'a/b?c' })).toBe(
      '/api/status/a%2Fb%3Fc/unsubscribe',
    );
    expect(pathTo(apiPaths.login)).toBe('/api/login');
  });

  it('give each router its pattern relative to its mount, and refuse a path elsewhere', () => {
    expect(routeWithin(API_MOUNTS.admin, apiPaths.adminEntry)).toBe('/waitlist/:id');
    expect(routeWithin(API_MOUNTS.api, apiPaths.waitlistJoin)).toBe('/waitlist/join');
    expect(routeWithin(API_MOUNTS.api, API_MOUNTS.admin)).toBe('/admin');
    expect(() => routeWithin(API_MOUNTS.admin, apiPaths.login)).toThrow(/not under/);
  });

  it('are all under /api and all different', () => {
    const paths = Object.values(apiPaths);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path.startsWith(`${API_MOUNTS.api}/`)).toBe(true);
  });
});
