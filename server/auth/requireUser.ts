import type { RequestHandler } from 'express';
import { HttpError } from '../http/errors.js';
import { AUTH_TEXTS } from '../../src/shared/serverTexts.js';

/** Every admin call needs a session (DECISIONS "Admin"); admin answers are never cached. */
export const requireUser: RequestHandler = (req, res, next) => {
  res.set('Cache-Control', 'no-store');
  if (!req.session?.username) return next(new HttpError(401, AUTH_TEXTS.notLoggedIn));
  next();
};
