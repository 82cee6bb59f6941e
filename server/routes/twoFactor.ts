import { Router, type RequestHandler } from 'express';
import {
  API_MOUNTS,
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  routeWithin,
  TWO_FACTOR_TEXT,
  twoFactorPaths,
  type TwoFactorEnabled,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../src/shared/index.js';
import { audit } from '../audit/audit.js';
import { deviceCookieAfterSession, deviceOf } from '../auth/deviceCookie.js';
import { rememberBrowser } from '../auth/rememberedBrowser.js';
import { twoFactorChangeLimiter } from '../auth/loginLimits.js';
import { verifyPassword } from '../auth/password.js';
import { requireRecentPassword } from '../auth/reauth.js';
import { requireUser } from '../auth/requireUser.js';
import { deviceCookieOptions, sessionClock } from '../auth/session.js';
import {
  enrolment,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpStep,
  consumeSecondFactor,
} from '../auth/twoFactor.js';
import type { AppConfig } from '../config.js';
import { HttpError, parseBody } from '../http/errors.js';
import type { Store } from '../store/types.js';

/** A secret shown for enrolment must be confirmed within this time. */
export const SETUP_VALID_MS = 15 * 60 * 1000;

declare module 'express-session' {
  interface SessionData {
    /** A two-factor secret shown to this session, not yet confirmed with a code. */
    twoFactorSetup: { secret: string; startedAt: number };
  }
}

/**
 * The settings area's two-factor calls (issue 20, finding 6), mounted at /api/admin: status,
 * enrolment (a secret and its QR code, confirmed with a code before it counts), and switching off
 * with the password and a code. Wrong codes are audited and rate-limited. Switching on needs the
 * password given in the last 5 minutes (issue 24); switching off asks for it every time.
 */
export function twoFactorRouter(store: Store, session: RequestHandler, config: AppConfig): Router {
  const router = Router();
  const route = (path: string) => routeWithin(API_MOUNTS.admin, path);
  const signedIn = [deviceCookieAfterSession, session, requireUser];
  const switchingOn = [...signedIn, requireRecentPassword(store)];
  const limiter = twoFactorChangeLimiter(store, TWO_FACTOR_TEXT.tooManyCodes);
  const deviceCookie = deviceCookieOptions(config);

  const wrongCode = async (req: Parameters<RequestHandler>[0], detail: string) => {
    await audit(store, { action: 'two-factor-failed', req, detail });
    return new HttpError(400, TWO_FACTOR_TEXT.wrongCode, { code: TWO_FACTOR_TEXT.wrongCode });
  };

  router.get(route(twoFactorPaths.status), ...signedIn, async (req, res) => {
    const settings = await store.getTwoFactor(req.session.username!);
    const body: TwoFactorStatus = {
      enabled: settings !== undefined,
      recoveryCodesLeft: settings?.recoveryCodeHashes.length ?? 0,
    };
    res.json(body);
  });

  router.post(route(twoFactorPaths.setup), ...switchingOn, async (req, res) => {
    const username = req.session.username!;
    if (await store.getTwoFactor(username)) throw new HttpError(409, TWO_FACTOR_TEXT.alreadyOn);
    const secret = newTotpSecret();
    req.session.twoFactorSetup = { secret, startedAt: sessionClock(req) };
    const body: TwoFactorSetup = await enrolment(secret, username);
    await audit(store, { action: 'two-factor-setup', req });
    res.json(body);
  });

  router.post(route(twoFactorPaths.enable), ...switchingOn, limiter, async (req, res) => {
    const { code } = parseBody(enableTwoFactorSchema, req.body);
    const username = req.session.username!;
    const setup = req.session.twoFactorSetup;
    const now = sessionClock(req);
    if (await store.getTwoFactor(username)) throw new HttpError(409, TWO_FACTOR_TEXT.alreadyOn);
    if (!setup || now - setup.startedAt > SETUP_VALID_MS) {
      throw new HttpError(400, TWO_FACTOR_TEXT.noSetup);
    }
    const step = await totpStep(setup.secret, code, now);
    if (step === undefined) throw await wrongCode(req, 'enrolment');
    const recoveryCodes = newRecoveryCodes();
    await store.setTwoFactor(username, {
      secret: setup.secret,
      // The device cookie's clock: this browser, remembered just below, needs no code again.
      enabledAt: Date.now(),
      recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
      lastStep: step,
    });
    delete req.session.twoFactorSetup;
    const user = await store.findUser(username);
    if (user) {
      await rememberBrowser(store, req, res, user, deviceCookie, deviceOf(req, user, deviceCookie));
    }
    await audit(store, { action: 'two-factor-enabled', req });
    const body: TwoFactorEnabled = { recoveryCodes };
    res.json(body);
  });

  router.post(route(twoFactorPaths.disable), ...signedIn, limiter, async (req, res) => {
    const { password, code } = parseBody(disableTwoFactorSchema, req.body);
    const username = req.session.username!;
    const [user, settings] = await Promise.all([
      store.findUser(username),
      store.getTwoFactor(username),
    ]);
    if (!settings) throw new HttpError(409, TWO_FACTOR_TEXT.notOn);
    if (!user || !(await verifyPassword(password, user.passwordHash))) {
      await audit(store, { action: 'two-factor-failed', req, detail: 'switch-off: password' });
      throw new HttpError(400, TWO_FACTOR_TEXT.wrongPassword, {
        password: TWO_FACTOR_TEXT.wrongPassword,
      });
    }
    const used = await consumeSecondFactor(store, username, settings, code, sessionClock(req));
    if (used === 'wrong') throw await wrongCode(req, 'switch-off');
    await store.setTwoFactor(username, null);
    await audit(store, { action: 'two-factor-disabled', req });
    res.status(204).end();
  });

  return router;
}
