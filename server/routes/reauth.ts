import { Router, type Request, type RequestHandler } from 'express';
import {
  API_MOUNTS,
  REAUTH_TEXT,
  reauthPaths,
  reauthSchema,
  routeWithin,
  TWO_FACTOR_TEXT,
  type SignedOutEverywhere,
} from '../../src/shared/index.js';
import { audit } from '../audit/audit.js';
import { reauthLimiter } from '../auth/loginLimits.js';
import { verifyPassword } from '../auth/password.js';
import { notePasswordGiven, requireRecentPassword } from '../auth/reauth.js';
import { requireUser } from '../auth/requireUser.js';
import { signedIn as signedInAccount } from '../auth/signedInAccount.js';
import { cookieNaming, sessionClock, sessionCookie } from '../auth/session.js';
import { destroySession } from '../auth/sessionControl.js';
import { consumeSecondFactor } from '../auth/twoFactor.js';
import type { AppConfig } from '../config.js';
import { HttpError, parseBody } from '../http/errors.js';
import type { Store } from '../store/types.js';

/**
 * Giving the password again (issue 24, item 2), mounted at /api/admin, and the Security section's
 * "sign out everywhere and revoke all API keys", which itself needs the password again.
 */
export function reauthRouter(store: Store, session: RequestHandler, config: AppConfig): Router {
  const router = Router();
  const route = (path: string) => routeWithin(API_MOUNTS.admin, path);
  const signedIn = [session, requireUser];

  const refuse = async (req: Request, detail: string, field: 'password' | 'code') => {
    await audit(store, { action: 'reauth-failed', req, detail });
    const message = field === 'password' ? REAUTH_TEXT.wrongPassword : TWO_FACTOR_TEXT.wrongCode;
    return new HttpError(400, message, { [field]: message });
  };

  router.post(
    route(reauthPaths.reauth),
    ...signedIn,
    reauthLimiter(store, REAUTH_TEXT.tooMany),
    async (req, res) => {
      const { password, code } = parseBody(reauthSchema, req.body);
      const username = req.session.username!;
      const [user, twoFactor] = await Promise.all([
        store.findUser(username),
        store.getTwoFactor(username),
      ]);
      if (!user || !(await verifyPassword(password, user.passwordHash))) {
        throw await refuse(req, 'password', 'password');
      }
      if (twoFactor) {
        if (code === undefined) {
          throw new HttpError(400, TWO_FACTOR_TEXT.codeNeeded, {
            code: TWO_FACTOR_TEXT.codeNeeded,
          });
        }
        const used = await consumeSecondFactor(store, username, twoFactor, code, sessionClock(req));
        if (used === 'wrong') throw await refuse(req, 'code', 'code');
      }
      notePasswordGiven(req);
      await audit(store, { action: 'reauth', req });
      res.status(204).end();
    },
  );

  router.post(
    route(reauthPaths.signOutEverywhere),
    ...signedIn,
    requireRecentPassword(store),
    async (req, res) => {
      const username = req.session.username!;
      // Only owners manage API keys (issue 40): anyone else's "everywhere" is their own.
      const owner = signedInAccount(req).role === 'owner';
      const live = (await store.listApiKeys()).filter(
        (key) => key.revokedAt === null && (owner || key.createdBy === username),
      );
      let apiKeysRevoked = 0;
      for (const key of live) if (await store.revokeApiKey(key.id)) apiKeysRevoked += 1;
      // This browser's session first: ended here, express-session does not save it back.
      await destroySession(req);
      const sessionsEnded = 1 + (await store.endUserSessions(username));
      const detail = `${sessionsEnded} session${sessionsEnded === 1 ? '' : 's'} ended, ${apiKeysRevoked} API key${apiKeysRevoked === 1 ? '' : 's'} revoked`;
      await audit(store, { action: 'sign-out-everywhere', req, actor: username, detail });
      res.clearCookie(cookieNaming(config).session, sessionCookie);
      const body: SignedOutEverywhere = { sessionsEnded, apiKeysRevoked };
      res.json(body);
    },
  );

  return router;
}
