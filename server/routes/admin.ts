import { withAttributions } from './attribution.js';
import { Router, type RequestHandler } from 'express';
import {
  API_MOUNTS,
  apiPaths,
  changePasswordSchema,
  routeWithin,
  type AdminListResponse,
  type WaitlistStats,
} from '../../src/shared/index.js';
import type { AdminAccount } from '../auth/initialAdmin.js';
import { passwordChangeLimiter } from '../auth/loginLimits.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { newPasswordProblem } from '../auth/passwordPolicy.js';
import { requireRecentPassword } from '../auth/reauth.js';
import { requireUser } from '../auth/requireUser.js';
import { startFreshSession } from '../auth/sessionControl.js';
import { audit } from '../audit/audit.js';
import type { LeaderboardCache } from '../growth/leaderboard.js';
import { exportFileName, writeWaitlistCsv } from '../http/csv.js';
import { HttpError, parseBody } from '../http/errors.js';
import { leadColumns } from '../booth/leads/leadRows.js';
import type { EntryPage, Store } from '../store/types.js';
import { AUTH_TEXTS, NOT_FOUND_TEXTS } from '../../src/shared/serverTexts.js';
import { hasPeopleFilters, peopleListQuerySchema } from '../../src/shared/people.js';

export const ENTRY_NOT_FOUND = NOT_FOUND_TEXTS.entry;
export const WRONG_CURRENT_PASSWORD = AUTH_TEXTS.wrongCurrentPassword;

/** The admin calls of docs/product.md §7; every one needs a session (mounted at /api/admin). */
export function adminRouter(
  store: Store,
  session: RequestHandler,
  account: AdminAccount | undefined,
  /** The loop context's: a deleted entry leaves the public leaderboard at once (issue 38). */
  leaderboard: Pick<LeaderboardCache, 'forget'>,
): Router {
  const router = Router();
  const route = (path: string) => routeWithin(API_MOUNTS.admin, path);
  router.use(session, requireUser);

  router.get(route(apiPaths.adminWaitlist), async (req, res) => {
    // The admin app's filters (issue 28) are the people area's; search and status alone are not.
    const query = parseBody(peopleListQuerySchema, { ...req.query });
    const { attributions, ...page }: EntryPage = hasPeopleFilters(query)
      ? await store.people.listEntries(query)
      : await store.listEntries(query);
    const body: AdminListResponse = {
      ...page,
      entries: await withAttributions(store.growth, page.entries, attributions),
      offset: query.offset,
      limit: query.limit,
    };
    res.json(body);
  });

  // Personal data leaves the server: the password is asked again (issue 24).
  router.get(route(apiPaths.adminExport), requireRecentPassword(store), async (req, res) => {
    await audit(store, { action: 'export', req, detail: 'waitlist CSV' });
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(new Date())}"`,
    });
    try {
      await writeWaitlistCsv(store.exportEntries(), res, await leadColumns(store), (ids) =>
        store.growth.attributionsOf(ids),
      );
    } catch (error) {
      // The admin closed the download: nothing left to answer.
      if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      throw error;
    }
  });

  router.delete(route(apiPaths.adminEntry), async (req, res) => {
    const raw = String(req.params.id);
    const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(id) || !(await store.deleteEntry(id))) {
      throw new HttpError(404, ENTRY_NOT_FOUND);
    }
    leaderboard.forget();
    await audit(store, { action: 'entry-deleted', req, detail: `entry ${id}` });
    res.status(204).end();
  });

  router.get(route(apiPaths.adminStats), async (_req, res) => {
    const body: WaitlistStats = await store.stats();
    res.json(body);
  });

  router.post(route(apiPaths.changePassword), passwordChangeLimiter(store), async (req, res) => {
    const { currentPassword, newPassword } = parseBody(changePasswordSchema, req.body);
    const weakness = newPasswordProblem(newPassword);
    if (weakness) throw new HttpError(400, weakness, { newPassword: weakness });
    const username = req.session.username!;
    const user = await store.findUser(username);
    if (!user || !(await verifyPassword(currentPassword, user.passwordHash))) {
      throw new HttpError(400, WRONG_CURRENT_PASSWORD);
    }
    await store.setPasswordHash(username, await hashPassword(newPassword));
    await account?.onPasswordChanged(username);
    // Whoever else holds a session (a stolen cookie, a forgotten browser) is signed out, and
    // this browser gets a new session id.
    await startFreshSession(req, username);
    await store.endUserSessions(username, req.sessionID);
    await audit(store, { action: 'password-changed', req });
    res.status(204).end();
  });

  return router;
}
