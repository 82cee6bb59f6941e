import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { boothDevicePaths, type DeviceConfig } from '../../../src/shared/boothDevices.js';
import { API_MOUNTS, routeWithin } from '../../../src/shared/index.js';
import { apiKeyOf, requireApiKey } from '../../apiKeys/requireApiKey.js';
import { parseBody } from '../../http/errors.js';
import type { Store } from '../../store/types.js';
import { deviceOfKey } from '../../routes/v1/deviceOfKey.js';
import { boothStaffOf } from '../staff/eventStaff.js';

export const boothQuerySchema = z.object({
  event: z
    .string()
    .trim()
    .max(200)
    .optional()
    .default('')
    .describe("The event whose interests to answer; a device's key always gets its own."),
});

/**
 * GET /api/v1/booth (issue 27): what a booth needs besides its key. A device's key answers the
 * device, its event and the interests the admin set for it; a booth's sync key (the kiosk) names
 * its event in the query.
 */
export function boothConfigRouter(store: Store, limiter: RequestHandler): Router {
  const router = Router();
  router.get(
    routeWithin(API_MOUNTS.v1, boothDevicePaths.v1Booth),
    requireApiKey(store, 'entries:write', 'entries:sync'),
    limiter,
    async (req, res) => {
      const query = parseBody(boothQuerySchema, { ...req.query });
      const device = await deviceOfKey(store, res);
      const event = device?.event ?? query.event;
      // PIN hashes go to booths only: a device's key, or a kiosk's sync key (issue 40, item 5).
      const mayGetStaff =
        event !== '' && (device !== undefined || apiKeyOf(res).scopes.includes('entries:sync'));
      const events = await store.booths.listEvents();
      const body: DeviceConfig = {
        device: device ? { id: device.id, name: device.name } : null,
        event,
        interests: events.find((stored) => stored.name === event)?.interests ?? [],
        staff: mayGetStaff ? await boothStaffOf(store, event) : [],
      };
      res.set('Cache-Control', 'no-store').json(body);
    },
  );
  return router;
}
