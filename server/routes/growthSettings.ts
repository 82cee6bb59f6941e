import { Router, type RequestHandler } from 'express';
import { API_MOUNTS, apiPaths, growthSettingsSchema, routeWithin } from '../../src/shared/index.js';
import { audit } from '../audit/audit.js';
import { requireUser } from '../auth/requireUser.js';
import type { LiveGrowthSettings } from '../growth/growthSettings.js';
import { parseBody } from '../http/errors.js';
import type { Store } from '../store/types.js';

/**
 * The admin's growth settings (issue 29, items 1 and 4), mounted at /api/admin: the origins whose
 * pages may embed the sign-up and the public leaderboard. The answer says what is in force and
 * which environment variable wins over the saved value. Every change is audited.
 */
export function growthSettingsAdminRouter(
  growth: LiveGrowthSettings,
  store: Store,
  session: RequestHandler,
): Router {
  const router = Router();
  const path = routeWithin(API_MOUNTS.admin, apiPaths.adminGrowthSettings);
  router.use(path, session, requireUser);

  router.get(path, async (_req, res) => {
    await growth.fresh();
    res.json(growth.view());
  });

  router.put(path, async (req, res) => {
    const settings = parseBody(growthSettingsSchema, req.body);
    const view = await growth.save(settings);
    const origins = settings.widgetOrigins.length ? settings.widgetOrigins.join(', ') : 'none';
    await audit(store, {
      action: 'growth-settings-changed',
      req,
      detail: `widget origins: ${origins}; leaderboard ${settings.leaderboard ? 'on' : 'off'}`,
    });
    res.json(view);
  });

  return router;
}
