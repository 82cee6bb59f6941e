import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import {
  API_MOUNTS,
  AUDIT_PAGE_SIZE,
  auditPaths,
  routeWithin,
  type AuditPage,
} from '../../src/shared/index.js';
import { audit } from '../audit/audit.js';
import { requireRecentPassword } from '../auth/reauth.js';
import { requireUser } from '../auth/requireUser.js';
import { writeAuditCsv } from '../http/auditCsv.js';
import { parseBody } from '../http/errors.js';
import type { Store } from '../store/types.js';

const auditQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(10_000_000).optional().default(0),
  limit: z.coerce.number().int().min(1).max(500).optional().default(AUDIT_PAGE_SIZE),
  /** One person's events (issue 40, item 3): their sign-in name. */
  actor: z.string().trim().min(1).max(254).toLowerCase().optional(),
});

/** The audit log (issue 20, finding 6): a page newest first, and the whole log as CSV. */
export function auditRouter(store: Store, session: RequestHandler): Router {
  const router = Router();
  const route = (path: string) => routeWithin(API_MOUNTS.admin, path);
  router.use(route(auditPaths.list), session, requireUser);

  router.get(route(auditPaths.list), async (req, res) => {
    const query = parseBody(auditQuerySchema, { ...req.query });
    const body: AuditPage = await store.listAudit(query);
    res.json(body);
  });

  // Addresses and names leave the server: the password is asked again (issue 24).
  router.get(route(auditPaths.export), requireRecentPassword(store), async (req, res) => {
    await audit(store, { action: 'audit-export', req });
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="synapse-audit-${new Date().toISOString().slice(0, 10)}.csv"`,
    });
    try {
      await writeAuditCsv(store.exportAudit(), res);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      throw error;
    }
  });
  return router;
}
