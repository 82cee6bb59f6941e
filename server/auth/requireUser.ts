import type { RequestHandler } from 'express';
import { HttpError } from '../http/errors.js';

export const NOT_LOGGED_IN = 'Please log in to continue.';

/** Every admin call needs a session (DECISIONS "Admin"); admin answers are never cached. */
export const requireUser: RequestHandler = (req, res, next) => {
  res.set('Cache-Control', 'no-store');
  if (!req.session?.username) return next(new HttpError(401, NOT_LOGGED_IN));
  next();
};
