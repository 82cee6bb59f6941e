import { Router, type RequestHandler } from 'express';
import {
  createApiKeySchema,
  type ApiKeySummary,
  type CreatedApiKey,
} from '../../src/shared/index.js';
import { generateApiKey, toSummary } from '../apiKeys/apiKeys.js';
import { audit } from '../audit/audit.js';
import { requireRecentPassword } from '../auth/reauth.js';
import { requireUser } from '../auth/requireUser.js';
import { HttpError, parseBody } from '../http/errors.js';
import type { Store } from '../store/types.js';
import { NOT_FOUND_TEXTS } from '../../src/shared/serverTexts.js';

/**
 * The dashboard's API keys (mounted at /api/admin): created and shown once, listed, revoked; a new
 * key gives lasting access, so it needs the password given in the last 5 minutes (issue 24).
 */
export function apiKeysAdminRouter(store: Store, session: RequestHandler): Router {
  const router = Router();
  router.use('/api-keys', session, requireUser);

  router.get('/api-keys', async (_req, res) => {
    const keys: ApiKeySummary[] = (await store.listApiKeys()).map(toSummary);
    res.json({ keys });
  });

  router.post('/api-keys', requireRecentPassword(store), async (req, res) => {
    const { name, scopes } = parseBody(createApiKeySchema, req.body);
    const { key, prefix, keyHash } = generateApiKey();
    const createdBy = req.session.username!;
    const stored = await store.createApiKey({ name, scopes, prefix, keyHash, createdBy });
    const detail = `${name} (${prefix}..., ${scopes.join(', ')})`;
    await audit(store, { action: 'api-key-created', req, detail });
    const body: CreatedApiKey = { ...toSummary(stored), key };
    res.status(201).json(body);
  });

  router.delete('/api-keys/:id', async (req, res) => {
    const id = /^\d{1,9}$/.test(req.params.id) ? Number(req.params.id) : NaN;
    if (!Number.isSafeInteger(id) || !(await store.revokeApiKey(id))) {
      throw new HttpError(404, NOT_FOUND_TEXTS.apiKey);
    }
    const key = (await store.listApiKeys()).find((stored) => stored.id === id);
    const detail = key ? `${key.name} (${key.prefix}...)` : `key ${id}`;
    await audit(store, { action: 'api-key-revoked', req, detail });
    res.status(204).end();
  });

  return router;
}
