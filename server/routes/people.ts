import { Router, type RequestHandler } from 'express';
import { API_MOUNTS, apiPaths, routeWithin } from '../../src/shared/index.js';
import { NOT_FOUND_TEXTS } from '../../src/shared/serverTexts.js';
import { requireUser } from '../auth/requireUser.js';
import { HttpError } from '../http/errors.js';
import type { LoopContext } from '../loop/loopContext.js';
import { personStory } from '../people/personStory.js';

/** The admin app's person page (issue 28, item 2), mounted at /api/admin. */
export function peopleAdminRouter(loop: LoopContext, session: RequestHandler): Router {
  const router = Router();
  const route = (path: string) => routeWithin(API_MOUNTS.admin, path);
  router.get(route(apiPaths.adminPerson), session, requireUser, async (req, res) => {
    const raw = String(req.params.id);
    const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
    const includeWaiting = !loop.settings().doubleOptIn;
    const person = Number.isSafeInteger(id)
      ? await personStory(loop.store, id, includeWaiting)
      : undefined;
    if (!person) throw new HttpError(404, NOT_FOUND_TEXTS.entry);
    res.json(person);
  });
  return router;
}
