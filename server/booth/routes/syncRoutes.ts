import { Router, type RequestHandler } from 'express';
import {
  BOOTH_SYNC_MESSAGES,
  boothSyncSettingsSchema,
  type BoothSyncStatus,
} from '../../../src/shared/index.js';
import { audit } from '../../audit/audit.js';
import { requireRecentPassword } from '../../auth/reauth.js';
import { requireUser } from '../../auth/requireUser.js';
import type { BoothSyncer } from '../sync/boothSyncer.js';
import { HttpError, parseBody } from '../../http/errors.js';
import type { Store } from '../../store/types.js';
import { WebhookTargetError } from '../../webhooks/targetCheck.js';

/**
 * The "Sync to web" panel's calls (mounted at /api/admin on lowdb deployments). A change decides
 * where the sign-ups go, so it needs the password given in the last 5 minutes, and is audited
 * like a sync started by hand (issue 24).
 */
export function boothSyncAdminRouter(
  syncer: BoothSyncer,
  session: RequestHandler,
  store: Store,
): Router {
  const router = Router();
  router.use('/sync', session, requireUser);

  router.get('/sync', async (_req, res) => {
    const body: BoothSyncStatus = await syncer.status();
    res.json(body);
  });

  router.put('/sync', requireRecentPassword(store), async (req, res) => {
    const settings = parseBody(boothSyncSettingsSchema, req.body);
    if (settings.url) {
      if (!settings.apiKey) refuseWithoutKey(syncer, settings.url);
      await checkTarget(syncer, settings.url);
    }
    await syncer.configure(settings);
    const saved = await syncer.status();
    await audit(store, {
      action: 'booth-sync-changed',
      req,
      detail: syncChangeDetail(saved, !!settings.apiKey),
    });
    res.json(saved);
  });

  router.post('/sync/run', async (req, res) => {
    syncer.syncNow();
    await audit(store, { action: 'booth-sync-run', req });
    res.status(202).json(await syncer.status());
  });

  return router;
}

/** What the audit log keeps of a change: where sign-ups now go, never the key itself. */
function syncChangeDetail(status: BoothSyncStatus, newKey: boolean): string {
  if (!status.url) return 'sync off';
  const event = status.event ? `, event ${status.event}` : '';
  return `to ${status.url}${event}${newKey ? ', new key' : ''}`;
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
