import { Router, type RequestHandler } from 'express';
import {
  BOOTH_SYNC_MESSAGES,
  boothSyncSettingsSchema,
  type BoothSyncStatus,
} from '../../src/shared/index.js';
import { requireUser } from '../auth/requireUser.js';
import type { BoothSyncer } from '../boothSync/boothSyncer.js';
import { HttpError, parseBody } from '../http/errors.js';
import { WebhookTargetError } from '../webhooks/targetCheck.js';

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
    if (settings.url) {
      if (!settings.apiKey) refuseWithoutKey(syncer, settings.url);
      await checkTarget(syncer, settings.url);
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

/** A saved key goes only to the address it was entered with (issue 24 item 5). */
function refuseWithoutKey(syncer: BoothSyncer, url: string): void {
  if (syncer.keepsKeyFor(url)) return;
  const message = syncer.keySet ? BOOTH_SYNC_MESSAGES.keyForNewUrl : BOOTH_SYNC_MESSAGES.keyNeeded;
  throw new HttpError(400, message, { apiKey: message });
}

/** The webhook address guard, in the panel's address field. */
async function checkTarget(syncer: BoothSyncer, url: string): Promise<void> {
  try {
    await syncer.checkTarget(url);
  } catch (error) {
    if (!(error instanceof WebhookTargetError)) throw error;
    throw new HttpError(400, error.message, { url: error.message });
  }
}
