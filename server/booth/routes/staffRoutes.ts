import { Router, type RequestHandler } from 'express';
import { apiPaths, API_MOUNTS, routeWithin } from '../../../src/shared/index.js';
import {
  BOOTH_STAFF_TEXTS,
  boothPinSchema,
  eventStaffSchema,
} from '../../../src/shared/boothStaff.js';
import { audit } from '../../audit/audit.js';
import { requireUser } from '../../auth/requireUser.js';
import { HttpError, parseBody } from '../../http/errors.js';
import type { Store } from '../../store/types.js';
import { hashBoothPin } from '../staff/boothPin.js';
import { displayName, mayStaffBooths } from '../staff/eventStaff.js';

const route = (path: string) => routeWithin(API_MOUNTS.admin, path);

/**
 * Booth staff (issue 40, item 5), mounted at /api/admin: managers choose an event's staff among
 * the people with the staff role or above; each person sets their own booth PIN, kept hashed.
 */
export function boothStaffAdminRouter(store: Store, session: RequestHandler): Router {
  const router = Router();
  const paths = [route(apiPaths.adminBoothEventStaff), route(apiPaths.adminBoothPin)];
  router.use(paths, session, requireUser);

  router.put(route(apiPaths.adminBoothEventStaff), async (req, res) => {
    const { event, staff } = parseBody(eventStaffSchema, req.body);
    const users = new Map((await store.listUsers()).map((user) => [user.id, user]));
    for (const id of staff) {
      const user = users.get(id);
      if (!user)
        throw new HttpError(400, BOOTH_STAFF_TEXTS.unknownMember(id), {
          staff: BOOTH_STAFF_TEXTS.unknownMember(id),
        });
      if (!mayStaffBooths(user)) {
        const message = BOOTH_STAFF_TEXTS.notStaff(displayName(user));
        throw new HttpError(400, message, { staff: message });
      }
    }
    await store.booths.setEventStaff(event, staff);
    const names = staff.map((id) => displayName(users.get(id)!));
    await audit(store, {
      action: 'booth-event-staff-changed',
      req,
      detail: `${event}: ${names.join(', ') || 'no staff'}`,
    });
    res.status(204).end();
  });

  router.put(route(apiPaths.adminBoothPin), async (req, res) => {
    const { pin } = parseBody(boothPinSchema, req.body);
    await store.setBoothPin(req.session.username!, pin === null ? null : await hashBoothPin(pin));
    await audit(store, {
      action: 'booth-pin-changed',
      req,
      detail: pin === null ? 'removed' : 'set',
    });
    res.json({ message: pin === null ? BOOTH_STAFF_TEXTS.pinCleared : BOOTH_STAFF_TEXTS.pinSaved });
  });

  return router;
}
