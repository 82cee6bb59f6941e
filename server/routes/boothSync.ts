import { Router, type RequestHandler } from 'express';
import {
  BOOTH_SYNC_MESSAGES,
  boothSyncSettingsSchema,
  type BoothSyncStatus,
} from '../../src/shared/index.js';
import { requireUser } from '../auth/requireUser.js';
import type { BoothSyncer } from '../boothSync/boothSyncer.js';
import { HttpError, parseBody } from '../http/errors.js';

/** The "Sync to web" panel's calls (mounted at /api/admin on lowdb deployments). */
export function boothSyncAdminRouter(syncer: BoothSyncer, session: RequestHandler): Router {
  const router = Router();
  router.use('/sync', session, requireUser);

  router.get('/sync', async (_req, res) => {
    const body: BoothSyncStatus = await syncer.status();
    res.json(body);
  });

  router.put('/sync', async (req, res) => {
    const settings = parseBody(boothSyncSettingsSchema, req.body);
    const status = await syncer.status();
    if (settings.url && !settings.apiKey && !status.keySet) {
      throw new HttpError(400, BOOTH_SYNC_MESSAGES.keyNeeded, {
        apiKey: BOOTH_SYNC_MESSAGES.keyNeeded,
      });
    }
    await syncer.configure(settings);
    res.json(await syncer.status());
  });

  router.post('/sync/run', async (_req, res) => {
    syncer.syncNow();
    res.status(202).json(await syncer.status());
  });

  return router;
}
