import { Router, type RequestHandler } from 'express';
import {
  createApiKeySchema,
  type ApiKeySummary,
  type CreatedApiKey,
} from '../../src/shared/index.js';
import { generateApiKey, toSummary } from '../apiKeys/apiKeys.js';
import { requireUser } from '../auth/requireUser.js';
import { HttpError, parseBody } from '../http/errors.js';
import type { Store } from '../store/types.js';
import { NOT_FOUND_TEXTS } from '../../src/shared/serverTexts.js';

/** The dashboard's API keys (mounted at /api/admin): created and shown once, listed, revoked. */
export function apiKeysAdminRouter(store: Store, session: RequestHandler): Router {
  const router = Router();
  router.use('/api-keys', session, requireUser);

  router.get('/api-keys', async (_req, res) => {
    const keys: ApiKeySummary[] = (await store.listApiKeys()).map(toSummary);
    res.json({ keys });
  });

  router.post('/api-keys', async (req, res) => {
    const { name, scopes } = parseBody(createApiKeySchema, req.body);
    const { key, prefix, keyHash } = generateApiKey();
    const stored = await store.createApiKey({ name, scopes, prefix, keyHash });
    const body: CreatedApiKey = { ...toSummary(stored), key };
    res.status(201).json(body);
  });

  router.delete('/api-keys/:id', async (req, res) => {
    const id = /^\d{1,9}$/.test(req.params.id) ? Number(req.params.id) : NaN;
    if (!Number.isSafeInteger(id) || !(await store.revokeApiKey(id))) {
      throw new HttpError(404, NOT_FOUND_TEXTS.apiKey);
    }
    res.status(204).end();
  });

  return router;
}
