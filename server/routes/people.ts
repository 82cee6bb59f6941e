import { Router, type RequestHandler } from 'express';
import {
  ANALYTICS_DEFAULT_DAYS,
  analyticsQuerySchema,
  shiftDay,
  type AnalyticsResponse,
} from '../../src/shared/analytics.js';
import { API_MOUNTS, apiPaths, routeWithin } from '../../src/shared/index.js';
import {
  bulkDeleteSchema,
  detailWithEntries,
  type BulkDeleteResponse,
} from '../../src/shared/people.js';
import { NOT_FOUND_TEXTS } from '../../src/shared/serverTexts.js';
import { audit } from '../audit/audit.js';
import { requireUser } from '../auth/requireUser.js';
import { HttpError, parseBody } from '../http/errors.js';
import type { LoopContext } from '../loop/loopContext.js';
import { launchNumbers } from '../people/launchNumbers.js';
import { personStory } from '../people/personStory.js';

/**
 * The admin app's person page, launch numbers and deleting several entries at once (issue 28,
 * items 2, 3 and 5), mounted at /api/admin.
 */
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

  router.get(route(apiPaths.adminAnalytics), session, requireUser, async (req, res) => {
    const query = parseBody(analyticsQuerySchema, { ...req.query });
    const to = query.to ?? loop.now().toISOString().slice(0, 10);
    const from = query.from ?? shiftDay(to, 1 - ANALYTICS_DEFAULT_DAYS);
    // The period as completed with today and 30 days must hold to the same rules.
    parseBody(analyticsQuerySchema, { from, to });
    const counts = await loop.store.people.dayCounts(from, to);
    const body: AnalyticsResponse = launchNumbers(from, to, counts);
    res.json(body);
  });
  // Each entry is erased as one Delete erases it (its messages, lead record, entry.deleted for the
  // webhooks that chose it); the audit names how many and, when the list fits, which.
  router.post(route(apiPaths.adminBulkDelete), session, requireUser, async (req, res) => {
    const { ids } = parseBody(bulkDeleteSchema, req.body);
    const asked = [...new Set(ids)];
    const deleted: number[] = [];
    for (const id of asked) {
      if (await loop.store.deleteEntry(id)) deleted.push(id);
    }
    // The public leaderboard shows none of them from the next request on.
    if (deleted.length > 0) loop.leaderboard.forget();
    await audit(loop.store, {
      action: 'entries-deleted',
      req,
      detail: detailWithEntries(`${deleted.length} of ${asked.length} deleted`, deleted),
    });
    const body: BulkDeleteResponse = { deleted: deleted.length };
    res.json(body);
  });

  return router;
}
