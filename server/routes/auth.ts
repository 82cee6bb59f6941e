import { Router, type Request, type RequestHandler } from 'express';
import { loginSchema, type SessionUser } from '../../src/shared/index.js';
import { loginLimiters } from '../auth/loginLimits.js';
import { spendHashTime, verifyPassword } from '../auth/password.js';
import { SESSION_COOKIE, sessionCookie } from '../auth/session.js';
import { HttpError, parseBody } from '../http/errors.js';
import type { Store } from '../store/types.js';

export const INVALID_LOGIN = 'Invalid username or password';
export const NO_SESSION = 'Not logged in.';

function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.regenerate((error: unknown) => (error ? reject(error) : resolve())),
  );
}

function save(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.save((error: unknown) => (error ? reject(error) : resolve())),
  );
}

function destroy(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.destroy((error: unknown) => (error ? reject(error) : resolve())),
  );
}

/** SPEC section 7's session calls: GET /api/user, POST /api/login, POST /api/logout. */
export function authRouter(store: Store, session: RequestHandler): Router {
  const router = Router();

  router.get('/user', session, (req, res) => {
    res.set('Cache-Control', 'no-store');
    const username = req.session.username;
    if (!username) throw new HttpError(401, NO_SESSION);
    const body: SessionUser = { username };
    res.json(body);
  });

  router.post('/login', ...loginLimiters(store), session, async (req, res) => {
    const { username, password } = parseBody(loginSchema, req.body);
    const user = await store.findUser(username);
    const valid = user
      ? await verifyPassword(password, user.passwordHash)
      : await spendHashTime(password);
    if (!user || !valid) throw new HttpError(401, INVALID_LOGIN);
    // A new id at login, so that a session id planted before it is worthless (fixation).
    await regenerate(req);
    req.session.username = user.username;
    await save(req).catch((error: unknown) => {
      // The store refused the new session (503): send no cookie naming a session that does not exist.
      Reflect.deleteProperty(req, 'session');
      throw error;
    });
    const body: SessionUser = { username: user.username };
    res.set('Cache-Control', 'no-store').json(body);
  });

  router.post('/logout', session, async (req, res) => {
    if (req.session) await destroy(req);
    res.clearCookie(SESSION_COOKIE, sessionCookie);
    res.status(204).end();
  });

  return router;
}
