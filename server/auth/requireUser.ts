import type { Request, RequestHandler } from 'express';
import { HttpError } from '../http/errors.js';
import { AUTH_TEXTS } from '../../src/shared/serverTexts.js';
import { TEAM_TEXTS } from '../../src/shared/team.js';
import { BEFORE_TWO_FACTOR, ROUTE_ROLES, routeKeyOf } from '../../src/shared/routeRoles.js';
import { maskAddressesForViewer } from './viewerMask.js';

const pathOf = (req: Request) => req.originalUrl.split('?')[0]!;

/**
 * Every admin call needs a session (docs/product.md §12) and a role that the route-role table lets
 * through (issue 40); admin answers are never cached. A route not in the table is refused.
 */
export const requireUser: RequestHandler = (req, res, next) => {
  res.set('Cache-Control', 'no-store');
  const account = req.account;
  if (!req.session?.username || !account) return next(new HttpError(401, AUTH_TEXTS.notLoggedIn));
  const key = routeKeyOf(req.method, pathOf(req));
  if (!key) return next(new HttpError(403, TEAM_TEXTS.notInTable));
  if (account.twoFactorMissing && !BEFORE_TWO_FACTOR.has(key)) {
    return next(
      new HttpError(403, TEAM_TEXTS.twoFactorRequired, undefined, { twoFactorSetup: true }),
    );
  }
  if (!ROUTE_ROLES[key]!.includes(account.role)) {
    return next(new HttpError(403, TEAM_TEXTS.refused(account.role)));
  }
  if (account.role === 'viewer') maskAddressesForViewer(res);
  next();
};
