import express, { Router, type Express } from 'express';
import { API_MOUNTS, routeWithin } from '../src/shared/index.js';
import type { AdminAccount } from './auth/initialAdmin.js';
import {
  forgedLinkLimiter,
  wrongApiKeyLimiter,
  wrongPairingCodeLimiter,
} from './abuse/guessLimits.js';
import { deviceCookieOptions, sessionMiddleware } from './auth/session.js';
import type { AppConfig } from './config.js';
import { apiNotFound, errorHandler, notFound } from './http/errors.js';
import { sameOriginOnly } from './http/origin.js';
import { apiHeaders, documentHeaders } from './http/securityHeaders.js';
import { inSequence, onPaths, underPath } from './http/inSequence.js';
import { jsonBody } from './http/jsonBody.js';
import { joinRateLimiter } from './http/rateLimits.js';
import { siteRouter } from './http/site.js';
import { embedRouter } from './http/embed.js';
import { WIDGET_PATHS, widgetAccess } from './http/widgetAccess.js';
import { logRequests } from './logging/requestLog.js';
import { healthProbes } from './operations/health.js';
import { metrics } from './operations/metrics.js';
import { METRICS_PATH, metricsRoute } from './operations/metricsRoute.js';
import { Readiness } from './operations/readiness.js';
import type { Scrape } from './operations/scrape.js';
import { loopContext } from './loop/loopContext.js';
import { adminRouter } from './routes/admin.js';
import { outboxAdminRouter } from './routes/outboxAdmin.js';
import { adminProblemsRouter } from './routes/adminProblems.js';
import { peopleAdminRouter } from './routes/people.js';
import { templatesAdminRouter } from './routes/templates.js';
import { rewardsAdminRouter } from './routes/rewards.js';
import { growthSettingsAdminRouter } from './routes/growthSettings.js';
import { LiveGrowthSettings } from './growth/growthSettings.js';
import { resendConfirmationRouter } from './routes/resendConfirmation.js';
import { statusRouter } from './routes/status.js';
import { leaderboardRouter } from './routes/leaderboard.js';
import { referralsAdminRouter } from './routes/referralsAdmin.js';
import { apiKeysAdminRouter } from './routes/apiKeys.js';
import { boothSyncAdminRouter } from './booth/routes/syncRoutes.js';
import { webhooksAdminRouter } from './routes/webhooks.js';
import type { BoothSyncer } from './booth/sync/boothSyncer.js';
import { auditRouter } from './routes/audit.js';
import { authRouter } from './routes/auth.js';
import { teamAdminRouter } from './routes/team.js';
import { ownSessionsRouter } from './routes/ownSessions.js';
import { ownDevicesRouter } from './routes/ownDevices.js';
import { teamJoinRouter } from './routes/teamJoin.js';
import { boothRouter, operatorGate } from './booth/routes/operatorRoutes.js';
import { boothPairRouter } from './booth/routes/pairingRoutes.js';
import { boothDevicesAdminRouter } from './booth/routes/devicesRoutes.js';
import { boothStaffAdminRouter } from './booth/routes/staffRoutes.js';
import { kioskStaffRouter } from './booth/routes/kioskStaffRoutes.js';
import { AtTheBooth, recordCapture } from './booth/kiosk/atTheBooth.js';
import type { OperatorPin } from './booth/kiosk/operatorPin.js';
import { reauthRouter } from './routes/reauth.js';
import { twoFactorRouter } from './routes/twoFactor.js';
import { v1Router } from './routes/v1/v1Router.js';
import { erasureKey } from './loop/erasureTombstones.js';
import { visitorLinksOf } from './booth/devices/visitorLinks.js';
import { addWaitlistRoutes } from './routes/waitlist.js';
import { rateLimitStoreOf } from './store/capabilities.js';
import type { Store } from './store/types.js';

/** The largest JSON body the API reads (16 KB; the v1 API's batches have their own). */
export const BODY_LIMIT_BYTES = 16 * 1024;

/** Builds the whole app from a config and a store, without listening: tests and the kiosk call it. */
export function createApp(
  config: AppConfig,
  store: Store,
  adminAccount?: AdminAccount,
  boothSync?: BoothSyncer,
  /** The booth's operator PIN: set only when the server runs as a booth (issue 26). */
  operatorPin?: OperatorPin,
  /** /readyz and /metrics (issue 41): the server drains the one and scrapes the other. */
  operations: { readiness?: Readiness; scrape?: Scrape } = {},
): Express {
  const app = express();
  const readiness = operations.readiness ?? new Readiness(store);
  // The probes first: no request line, session or limit for a load balancer's every few seconds.
  // Then, so that every other answer (a refusal by any middleware too) has its line and request id.
  app.use(
    inSequence([
      readiness.closeConnectionsWhenDraining,
      healthProbes(readiness),
      logRequests(app, metrics.request),
    ]),
  );
  app.disable('x-powered-by');
  // Express hashes every answer it sends into an ETag, a join's too (issue 30, item 1: a few
  // per cent of its CPU). The API's answers are never revalidated, and the site's pages and
  // files set their own (server/http/site.ts, express.static).
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  if (config.now) app.set('sessionClock', config.now);

  // The API, with the API's headers (server/http/securityHeaders.ts); the pages' come after it.
  // Its steps for every call, v1 and the waitlist's calls are the app's own layers, each on the
  // API's paths: a router mounted at /api would cost every count and join a pass through one more
  // Express router (issue 42, item 1). The API's other routes are in `api`, mounted at /api.
  const apiAnswers = apiHeaders(config.production);
  app.use(underPath(API_MOUNTS.api, apiAnswers));
  const loop = loopContext(config, store);
  app.use(
    API_MOUNTS.v1,
    wrongApiKeyLimiter(store, config.sessionSecret),
    v1Router(
      store,
      config.apiRateLimit,
      config.loop?.doubleOptIn ?? true,
      erasureKey(config.sessionSecret),
      visitorLinksOf(loop),
    ),
  );
  // WIDGET_ORIGINS and LEADERBOARD, or the admin's growth settings (issue 29, item 4).
  const growth = new LiveGrowthSettings(config, store.rewards);
  const widgetOrigins = () => growth.widgetOrigins();
  // What every call of the site's API goes through, each step skipping itself where it does not
  // apply: the body (when there is one), the growth settings (when stale), the embeddable
  // widget's calls from WIDGET_ORIGINS' pages and no other site's (issue 29), and the origin of
  // a state-changing call.
  app.use(
    underPath(
      API_MOUNTS.api,
      inSequence([
        jsonBody(BODY_LIMIT_BYTES),
        growth.refresh,
        onPaths(
          WIDGET_PATHS,
          widgetAccess(widgetOrigins, [
            ...config.extraOrigins,
            ...(config.publicUrl ? [config.publicUrl] : []),
          ]),
        ),
        sameOriginOnly(config.extraOrigins, config.publicUrl, {
          origins: widgetOrigins,
          paths: WIDGET_PATHS,
        }),
      ]),
    ),
  );
  // Issue 40, item 5: a kiosk's sign-ups name who was at the booth.
  const atBooth = config.booth ? new AtTheBooth() : undefined;
  addWaitlistRoutes(
    app,
    store,
    config,
    joinRateLimiter(config.joinRateLimit, rateLimitStoreOf(store, 'join')),
    atBooth && ((entryId, badgeId) => recordCapture(store, boothSync, atBooth, entryId, badgeId)),
  );
  const api = Router();
  const session = sessionMiddleware(config, store);
  // Pairing a tablet (issue 27) is answered by every server, before a booth's operator routes.
  const clock = () => new Date(config.now?.() ?? Date.now());
  api.use(boothPairRouter(store, wrongPairingCodeLimiter(store, config.sessionSecret), clock));
  if (config.booth && operatorPin && atBooth) {
    api.use(operatorGate(session));
    api.use(boothRouter(store, session, operatorPin, boothSync, atBooth, config.booth.exitPushMs));
    api.use(kioskStaffRouter(store, session, boothSync, atBooth));
  }
  api.use(authRouter(store, session, config));
  api.use(teamJoinRouter(store, session, clock));
  const admin = routeWithin(API_MOUNTS.api, API_MOUNTS.admin);
  // Forged link tokens are guesses: counted per client network (issue 24, item 10).
  api.use(forgedLinkLimiter(store, config.sessionSecret, loop.tokens));
  api.use(statusRouter(loop));
  api.use(resendConfirmationRouter(loop));
  api.use(leaderboardRouter(loop, { enabled: () => growth.leaderboard() }));
  api.use(admin, adminProblemsRouter({ store, config, boothSync, now: clock }, session));
  api.use(admin, outboxAdminRouter(loop, session));
  api.use(admin, peopleAdminRouter(loop, session));
  api.use(admin, templatesAdminRouter(loop, session, config.loop?.smtpUrl));
  api.use(admin, rewardsAdminRouter(loop, session));
  api.use(admin, growthSettingsAdminRouter(growth, store, session));
  api.use(admin, adminRouter(store, session, adminAccount, loop.leaderboard));
  api.use(admin, auditRouter(store, session));
  api.use(admin, twoFactorRouter(store, session, config));
  api.use(admin, reauthRouter(store, session, config));
  api.use(
    admin,
    referralsAdminRouter(store, session, {
      doubleOptIn: config.loop?.doubleOptIn ?? true,
    }),
  );
  api.use(admin, apiKeysAdminRouter(store, session));
  api.use(admin, teamAdminRouter(store, session, clock));
  api.use(admin, ownSessionsRouter(store, session));
  api.use(admin, ownDevicesRouter(store, session, deviceCookieOptions(config)));
  api.use(admin, boothDevicesAdminRouter(store, session, config.publicUrl, clock));
  api.use(admin, boothStaffAdminRouter(store, session));
  api.use(admin, webhooksAdminRouter(store, session, config.webhookAllowPrivate ?? false));
  if (boothSync) api.use(admin, boothSyncAdminRouter(boothSync, session, store));
  api.use(apiNotFound);
  app.use(API_MOUNTS.api, api);
  app.get(METRICS_PATH, apiAnswers, metricsRoute(config.metricsToken, operations.scrape));
  app.use(documentHeaders(config.production, Boolean(config.booth)));

  app.use(/^\/embed\/?$/i, growth.refresh);
  app.use(embedRouter(widgetOrigins));
  if (config.webRoot) {
    const site = { publicUrl: config.publicUrl, prerendered: !config.booth };
    app.use(siteRouter(config.webRoot, site));
  }
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
