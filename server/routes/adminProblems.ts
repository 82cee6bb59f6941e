import { Router, type RequestHandler } from 'express';
import {
  ADMIN_PROBLEM_TEXTS,
  apiPaths,
  API_MOUNTS,
  BOOTH_SYNC_PROBLEM_AFTER_MS,
  MAIL_FAILING_ATTEMPTS,
  routeWithin,
  withoutAddresses,
  type AdminProblem,
  type AdminProblemsResponse,
} from '../../src/shared/index.js';
import { requireUser } from '../auth/requireUser.js';
import type { BoothSyncer } from '../booth/sync/boothSyncer.js';
import type { AppConfig } from '../config.js';
import { publicUrlMissing } from '../mail/loopSettings.js';
import type { Store } from '../store/types.js';

/** How many of the newest e-mails are read for their latest attempts. */
const MAIL_CHECKED = 50;

const MESSAGES = { path: '/admin/messages', label: 'Open the outbox' };
const BOOTHS = { path: '/admin/booths', label: 'Open booth sync' };

interface ProblemSources {
  store: Store;
  config: AppConfig;
  boothSync: BoothSyncer | undefined;
  now: () => Date;
}

/** No SMTP_URL: the outbox only fills. With it, the latest attempts all failing. */
async function mailProblem({ store, config }: ProblemSources): Promise<AdminProblem | null> {
  if (!config.loop?.smtpUrl) {
    const waiting = await store.listOutbox({
      kind: 'email',
      status: 'pending',
      offset: 0,
      limit: 1,
    });
    return {
      id: 'mail-off',
      message: ADMIN_PROBLEM_TEXTS.mailOff(waiting.total),
      section: MESSAGES,
    };
  }
  const { messages } = await store.listOutbox({ kind: 'email', offset: 0, limit: MAIL_CHECKED });
  const latest = messages
    .flatMap((message) => message.history)
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, MAIL_FAILING_ATTEMPTS);
  if (latest.length === 0 || latest.some((attempt) => attempt.error === null)) return null;
  return {
    id: 'mail-failing',
    message: ADMIN_PROBLEM_TEXTS.mailFailing(withoutAddresses(latest[0]!.error!)),
    section: MESSAGES,
  };
}

function publicUrlProblem({ config }: ProblemSources): AdminProblem | null {
  return publicUrlMissing(config)
    ? { id: 'public-url', message: ADMIN_PROBLEM_TEXTS.publicUrl }
    : null;
}

/** A booth whose sync is set up and has not gone through for an hour. */
async function boothSyncProblem({ boothSync, now }: ProblemSources): Promise<AdminProblem | null> {
  if (!boothSync?.configured) return null;
  const { failingSince, lastError } = await boothSync.status();
  if (!failingSince || now().getTime() - Date.parse(failingSince) < BOOTH_SYNC_PROBLEM_AFTER_MS) {
    return null;
  }
  return {
    id: 'booth-sync',
    message: ADMIN_PROBLEM_TEXTS.boothSync(lastError ?? ''),
    section: BOOTHS,
  };
}

const CHECKS = [mailProblem, publicUrlProblem, boothSyncProblem];

/** GET /api/admin/problems: every check, in the order the banners show them. */
export function adminProblemsRouter(sources: ProblemSources, session: RequestHandler): Router {
  const router = Router();
  const path = routeWithin(API_MOUNTS.admin, apiPaths.adminProblems);
  router.get(path, session, requireUser, async (_req, res) => {
    const found = await Promise.all(CHECKS.map((check) => check(sources)));
    const body: AdminProblemsResponse = {
      problems: found.filter((problem): problem is AdminProblem => problem !== null),
    };
    res.set('Cache-Control', 'no-store').json(body);
  });
  return router;
}
