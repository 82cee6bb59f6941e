import type { Express } from 'express';
import type { TestServer } from './testServer.js';

export interface RouteInfo {
  /** Upper case: GET, POST, PUT, PATCH, DELETE. */
  method: string;
  /** The full pattern, e.g. /api/admin/api-keys/:id. */
  path: string;
}

/** Express 5's router internals, as far as a route table needs them. */
interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

function walk(stack: Layer[], prefix: string, found: RouteInfo[]): void {
  for (const layer of stack) {
    if (layer.route) {
      if (typeof layer.route.path !== 'string') continue;
      for (const method of Object.keys(layer.route.methods)) {
        if (method !== '_all')
          found.push({ method: method.toUpperCase(), path: prefix + layer.route.path });
      }
    } else if (layer.handle?.stack) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      walk(layer.handle.stack, prefix + mount, found);
    }
  }
}

/**
 * Every route the running app answers, read from its routers: a test can then check a rule for
 * each of them (issue 24: every state-changing admin route is audited) and notice a new one.
 */
export function routeTable(server: TestServer): RouteInfo[] {
  const app = server.server.listeners('request')[0] as Express;
  const found: RouteInfo[] = [];
  walk((app.router as unknown as { stack: Layer[] }).stack, '', found);
  return found;
}
