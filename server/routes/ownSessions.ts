import { createHash } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import {
  API_MOUNTS,
  apiPaths,
  routeWithin,
  TEAM_TEXTS,
  type OwnSession,
} from '../../src/shared/index.js';
import { audit } from '../audit/audit.js';
import { requireUser } from '../auth/requireUser.js';
import { HttpError } from '../http/errors.js';
import type { Store } from '../store/types.js';

/** A session's public name: a hash, so that the list never hands out a usable session id. */
const publicId = (sid: string) => createHash('sha256').update(sid).digest('hex').slice(0, 16);

const isoOrNull = (value: unknown) =>
  typeof value === 'number' ? new Date(value).toISOString() : null;

/** A person's own sessions under Security (issue 40, item 3): listed, and each can be ended. */
export function ownSessionsRouter(store: Store, session: RequestHandler): Router {
  const router = Router();
  const route = (path: string) => routeWithin(API_MOUNTS.admin, path);
  router.use(route(apiPaths.adminOwnSessions), session, requireUser);

  router.get(route(apiPaths.adminOwnSessions), async (req, res) => {
    const sessions = await store.listUserSessions(req.session.username!);
    const body: OwnSession[] = sessions
      .map(({ sid, session: { data } }) => ({
        id: publicId(sid),
        signedInAt: isoOrNull(data.signedInAt),
        lastSeenAt: isoOrNull(data.lastSeenAt ?? data.signedInAt),
        current: sid === req.sessionID,
      }))
      .sort((a, b) => (b.lastSeenAt ?? '').localeCompare(a.lastSeenAt ?? ''));
    res.json(body);
  });

  router.delete(route(apiPaths.adminOwnSession), async (req, res) => {
    const sessions = await store.listUserSessions(req.session.username!);
    const found = sessions.find(({ sid }) => publicId(sid) === String(req.params.id));
    if (!found) throw new HttpError(404, TEAM_TEXTS.sessionNotFound);
    if (found.sid === req.sessionID) throw new HttpError(409, TEAM_TEXTS.currentSession);
    await store.destroySession(found.sid);
    await audit(store, { action: 'session-ended', req, detail: `session ${publicId(found.sid)}` });
    res.status(204).end();
  });

  return router;
}
