import type { RequestHandler } from 'express';
import { apiPaths, GROWTH_TEXTS } from '../../src/shared/index.js';
import { HttpError } from './errors.js';
import { originOf, ownOrigin } from './origin.js';

/** The calls the embeddable widget makes from its host page (issue 29): the challenge and the join. */
export const WIDGET_PATHS: readonly string[] = [apiPaths.challenge, apiPaths.waitlistJoin];

/** The host page's origin of a widget call that WIDGET_ORIGINS allows (set by widgetAccess). */
export function widgetOriginOf(locals: Record<string, unknown>): string | null {
  return typeof locals.widgetOrigin === 'string' ? locals.widgetOrigin : null;
}

/**
 * CORS for the widget's calls (mount it on WIDGET_PATHS, before sameOriginOnly): a page on one of
 * WIDGET_ORIGINS gets the CORS headers (preflight included, never cookies) and its origin is
 * recorded with the join; a page on any other site gets 403 with a message. Only that refusal is
 * readable there, so that the widget can say why instead of failing without a word. Calls from the
 * site itself, ALLOWED_ORIGINS, PUBLIC_URL or without an Origin pass untouched.
 */
export function widgetAccess(
  /** Read per request: WIDGET_ORIGINS or the admin's setting (issue 29, item 4). */
  widgetOrigins: () => readonly string[],
  siteOrigins: readonly string[],
): RequestHandler {
  const site = new Set(siteOrigins.flatMap((url) => originOf(url) ?? []));
  return (req, res, next) => {
    const given = req.get('origin');
    const origin = given === undefined ? undefined : originOf(given);
    if (given === undefined || origin === ownOrigin(req) || (origin && site.has(origin))) {
      return next();
    }
    res.vary('Origin');
    if (origin && widgetOrigins().includes(origin)) {
      res.set('Access-Control-Allow-Origin', origin);
      if (req.method === 'OPTIONS') {
        res.set({
          'Access-Control-Allow-Methods': 'GET, POST',
          'Access-Control-Allow-Headers': 'Content-Type',
          'Access-Control-Max-Age': '600',
        });
        return void res.status(204).end();
      }
      res.locals.widgetOrigin = origin;
      return next();
    }
    if (origin && req.method !== 'OPTIONS') res.set('Access-Control-Allow-Origin', origin);
    next(new HttpError(403, GROWTH_TEXTS.widgetOriginRefused));
  };
}
