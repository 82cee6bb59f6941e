import { Router, type Request, type RequestHandler } from 'express';
import {
  API_MOUNTS,
  apiPaths,
  BOOTH_TEXTS,
  boothPaths,
  OPERATOR_IDLE_MS,
  operatorPinSchema,
  routeWithin,
  type BoothInfo,
  type KioskVisitorLinks,
} from '../../../src/shared/index.js';
import { audit } from '../../audit/audit.js';
import { sessionClock } from '../../auth/session.js';
import type { OperatorPin } from '../kiosk/operatorPin.js';
import type { AtTheBooth } from '../kiosk/atTheBooth.js';
import { leadChangeDetail, qualifyLead, signUpId } from '../kiosk/staffLeads.js';
import { lastPush, staffStatus } from '../kiosk/staffStatus.js';
import type { BoothSyncer } from '../sync/boothSyncer.js';
import { HttpError, parseBody } from '../../http/errors.js';
import type { Store } from '../../store/types.js';

declare module 'express-session' {
  interface SessionData {
    /** Epoch milliseconds of the last operator call since the PIN was given on a booth. */
    operatorAt: number;
  }
}

const route = (path: string) => routeWithin(API_MOUNTS.api, path);

/**
 * Who did an operator's action, for the audit log: the admin signed in on this booth, else the
 * operator, known on a booth only by the PIN.
 */
const operatorActor = (req: Request) => req.session?.username ?? 'operator';

/**
 * Whether this browser has given the PIN: recently, or by signing in as the admin, which the gate
 * lets through only after the PIN (the sign-in starts a new session, without the PIN's mark).
 */
function operatorUnlocked(req: Request): boolean {
  if (req.session?.username) return true;
  const at = req.session?.operatorAt;
  return at !== undefined && sessionClock(req) - at < OPERATOR_IDLE_MS;
}

/** Every operator call after the PIN keeps the unlock alive; a lapsed one needs the PIN again. */
const requireOperator: RequestHandler = (req, res, next) => {
  res.set('Cache-Control', 'no-store');
  if (!operatorUnlocked(req)) return next(new HttpError(401, BOOTH_TEXTS.operatorNeeded));
  req.session.operatorAt = sessionClock(req);
  next();
};

/**
 * On a booth the PIN comes before anything an operator does (docs/product.md §20):
 * the admin's sign-in and every admin call need an unlocked operator session. Mounted before
 * the auth and admin routers, only when the server runs as a booth. It is mounted on the same
 * paths with Express's own matching (any case, a trailing slash), so every spelling that reaches
 * the sign-in or an admin route meets the gate first (issue 38, item 1).
 */
export function operatorGate(session: RequestHandler): Router {
  const gate: RequestHandler = (req, res, next) => {
    session(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (!operatorUnlocked(req)) return next(new HttpError(401, BOOTH_TEXTS.operatorNeeded));
      next();
    });
  };
  return Router().use([route(apiPaths.login), route(API_MOUNTS.admin)], gate);
}

function lockedError(lockedForMs: number): HttpError {
  return new HttpError(429, BOOTH_TEXTS.pinLocked(Math.ceil(lockedForMs / 1000)));
}

/** The booth's operator calls (issue 26): the PIN, the lock, the staff panel and exit's push. */
export function boothRouter(
  store: Store,
  session: RequestHandler,
  pin: OperatorPin,
  syncer: BoothSyncer | undefined,
  atBooth: AtTheBooth,
  exitPushMs?: number,
): Router {
  const router = Router();
  router.use(route(boothPaths.booth), session);

  router.get(route(boothPaths.booth), (req, res) => {
    res.set('Cache-Control', 'no-store');
    const body: BoothInfo = {
      booth: true,
      pinSet: pin.isSet,
      unlocked: operatorUnlocked(req),
      lockedForSeconds: Math.ceil(pin.lockedForMs / 1000),
      event: syncer?.event || null,
    };
    res.json(body);
  });

  // Issue 39, item 3: the visitor's own thank-you asks, without the PIN. The booth's server
  // answers this computer alone, and keeps links only for the last minutes' sign-ups.
  router.get(route(boothPaths.visitorLinks), (req, res) => {
    res.set('Cache-Control', 'no-store');
    const ticket = signUpId(req.params.ticket);
    const body: KioskVisitorLinks = syncer?.visitorLinks(ticket) ?? { links: null, pending: false };
    res.json(body);
  });

  router.post(route(boothPaths.pin), async (req, res) => {
    const { pin: chosen } = parseBody(operatorPinSchema, req.body);
    if (!(await pin.choose(chosen))) throw new HttpError(409, BOOTH_TEXTS.pinAlreadySet);
    req.session.operatorAt = sessionClock(req);
    await audit(store, { action: 'booth-pin-set', req, actor: operatorActor(req) });
    res.status(204).end();
  });

  router.post(route(boothPaths.unlock), async (req, res) => {
    const { pin: given } = parseBody(operatorPinSchema, req.body);
    if (!pin.isSet) throw new HttpError(409, BOOTH_TEXTS.pinNotSet);
    const check = await pin.check(given);
    if (!check.ok) {
      await audit(store, { action: 'booth-pin-failed', req });
      if (check.lockedForMs > 0) throw lockedError(check.lockedForMs);
      throw new HttpError(401, BOOTH_TEXTS.pinWrong, { pin: BOOTH_TEXTS.pinWrong });
    }
    req.session.operatorAt = sessionClock(req);
    await audit(store, { action: 'booth-unlocked', req, actor: operatorActor(req) });
    res.status(204).end();
  });

  // The idle reset and the panel's "Lock" end the operator's unlock and any admin session with it.
  router.post(route(boothPaths.lock), (req, res, next) => {
    if (!req.session) return void res.status(204).end();
    req.session.destroy((error: unknown) => (error ? next(error) : res.status(204).end()));
  });

  router.get(route(boothPaths.staff), requireOperator, async (_req, res) => {
    res.json(await staffStatus(store, syncer));
  });

  router.post(route(boothPaths.staffSync), requireOperator, async (req, res) => {
    syncer?.syncNow();
    await audit(store, { action: 'booth-sync-run', req, actor: operatorActor(req) });
    res.status(202).json(await staffStatus(store, syncer));
  });

  // Issue 27: staff qualify a sign-up; saved on the booth at once, the syncer takes it to the web.
  router.put(route(boothPaths.staffLead), requireOperator, async (req, res) => {
    const entryId = signUpId(req.params.id);
    const change = await qualifyLead(store, syncer, entryId, req.body, atBooth.person?.id ?? null);
    await audit(store, {
      action: 'booth-lead-changed',
      req,
      actor: operatorActor(req),
      detail: leadChangeDetail(entryId, change),
    });
    res.json(change.lead);
  });

  router.post(route(boothPaths.exitPush), requireOperator, async (req, res) => {
    const status = await lastPush(store, syncer, exitPushMs);
    await audit(store, {
      action: 'booth-exit',
      req,
      actor: operatorActor(req),
      detail: `${status.unsynced} not synced`,
    });
    res.json(status);
  });

  return router;
}
