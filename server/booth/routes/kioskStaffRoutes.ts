import { Router, type RequestHandler } from 'express';
import { API_MOUNTS, BOOTH_TEXTS, boothPaths, routeWithin } from '../../../src/shared/index.js';
import { staffSignInSchema, type KioskStaffPeople } from '../../../src/shared/boothStaff.js';
import { audit } from '../../audit/audit.js';
import { sessionClock } from '../../auth/session.js';
import { HttpError, parseBody } from '../../http/errors.js';
import type { Store } from '../../store/types.js';
import type { AtTheBooth } from '../kiosk/atTheBooth.js';
import type { BoothSyncer } from '../sync/boothSyncer.js';

const route = (path: string) => routeWithin(API_MOUNTS.api, path);

/**
 * Who is at a kiosk (issue 40, item 5): the event's staff by name (the web's list, kept by the
 * syncer), and a person's sign-in with their own booth PIN, which opens the staff panel as the
 * operator PIN does. Mounted after the booth's router, which gives /api/booth its session.
 */
export function kioskStaffRouter(
  store: Store,
  session: RequestHandler,
  syncer: BoothSyncer | undefined,
  atBooth: AtTheBooth,
): Router {
  const router = Router();
  const staffOf = () => syncer?.boothStaff() ?? Promise.resolve([]);
  router.use([route(boothPaths.staffPeople), route(boothPaths.staffSignIn)], session);

  router.get(route(boothPaths.staffPeople), async (_req, res) => {
    const staff = (await staffOf()).map(({ id, name }) => ({ id, name }));
    const body: KioskStaffPeople = { staff, atBooth: atBooth.person };
    res.set('Cache-Control', 'no-store').json(body);
  });

  router.post(route(boothPaths.staffSignIn), async (req, res) => {
    const { staffId, pin } = parseBody(staffSignInSchema, req.body);
    const check = await atBooth.signIn(await staffOf(), staffId, pin);
    if (!check.ok) {
      await audit(store, { action: 'booth-pin-failed', req });
      if (check.lockedForMs > 0) {
        throw new HttpError(429, BOOTH_TEXTS.pinLocked(Math.ceil(check.lockedForMs / 1000)));
      }
      throw new HttpError(401, BOOTH_TEXTS.pinWrong, { pin: BOOTH_TEXTS.pinWrong });
    }
    req.session.operatorAt = sessionClock(req);
    await audit(store, { action: 'booth-unlocked', req, actor: atBooth.person!.name });
    res.status(204).end();
  });
  return router;
}
