import { Router, type RequestHandler } from 'express';
import {
  API_MOUNTS,
  apiPaths,
  routeWithin,
  twoFactorLoginSchema,
  type SessionUser,
  type TwoFactorChallenge,
} from '../../src/shared/index.js';
import { audit } from '../audit/audit.js';
import { deviceCookieAfterSession } from '../auth/deviceCookie.js';
import { rememberBrowser, rememberedDeviceOf } from '../auth/rememberedBrowser.js';
import { LoginThrottle, tooManyLogins, type LoginAttempt } from '../auth/loginThrottle.js';
import { spendHashTime, verifyPassword } from '../auth/password.js';
import { cookieNaming, deviceCookieOptions, sessionCookie } from '../auth/session.js';
import type { AppConfig } from '../config.js';
import { destroySession, startFreshSession } from '../auth/sessionControl.js';
import { secondStep } from '../auth/twoFactorLogin.js';
import { clientAddress } from '../http/clientAddress.js';
import { HttpError, parseBody } from '../http/errors.js';
import type { Store } from '../store/types.js';
import { AUTH_TEXTS } from '../../src/shared/serverTexts.js';

export const INVALID_LOGIN = AUTH_TEXTS.invalidLogin;
export const NO_SESSION = AUTH_TEXTS.noSession;

const sessionUser = ({ username, email, name, role }: SessionUser): SessionUser => ({
  username,
  email,
  name,
  role,
});

/** docs/product.md §7's session calls: GET /api/user, POST /api/login, POST /api/logout. */
export function authRouter(store: Store, session: RequestHandler, config: AppConfig): Router {
  const router = Router();
  const route = (path: string) => routeWithin(API_MOUNTS.api, path);
  const deviceCookie = deviceCookieOptions(config);
  const throttle = new LoginThrottle(store);

  router.get(route(apiPaths.user), session, (req, res) => {
    res.set('Cache-Control', 'no-store');
    const account = req.account;
    if (!req.session?.username || !account) throw new HttpError(401, NO_SESSION);
    const body: SessionUser = sessionUser(account);
    res.json(body);
  });

  router.post(route(apiPaths.login), deviceCookieAfterSession, session, async (req, res) => {
    const { username, password, code } = parseBody(twoFactorLoginSchema, req.body);
    const user = await store.findUser(username);
    // A device cookie counts only under the password it was issued with, and never on a booth
    // (docs/product.md §20 "Booth operations": two-factor is asked at every sign-in there).
    const device =
      user && !config.booth ? await rememberedDeviceOf(store, req, user, deviceCookie) : undefined;
    const attempt: LoginAttempt = { username, ip: clientAddress(req), deviceId: device?.id };
    const wait = await throttle.waitFor(attempt);
    if (wait > 0) {
      res.set('Retry-After', String(Math.ceil(wait / 1000)));
      throw new HttpError(429, tooManyLogins(wait));
    }
    const valid = user
      ? await verifyPassword(password, user.passwordHash)
      : await spendHashTime(password);
    if (!user || !valid) {
      await throttle.failed(attempt);
      await audit(store, { action: 'sign-in-failed', req, actor: username });
      throw new HttpError(401, INVALID_LOGIN);
    }
    const step = { store, throttle, req, username: user.username, device, attempt, code };
    if ((await secondStep(step)) === 'code-needed') {
      const challenge: TwoFactorChallenge = { twoFactorRequired: true };
      res.set('Cache-Control', 'no-store').json(challenge);
      return;
    }
    await throttle.succeeded(attempt);
    // A new id at login, so that a session id planted before it is worthless (fixation).
    await startFreshSession(req, user.username);
    if (!config.booth) await rememberBrowser(store, req, res, user, deviceCookie, device);
    await audit(store, { action: 'sign-in', req });
    const body: SessionUser = sessionUser(user);
    res.set('Cache-Control', 'no-store').json(body);
  });

  router.post(route(apiPaths.logout), session, async (req, res) => {
    const username = req.session?.username;
    if (username) await audit(store, { action: 'sign-out', req });
    if (req.session) await destroySession(req);
    res.clearCookie(cookieNaming(config).session, sessionCookie);
    res.status(204).end();
  });

  return router;
}
