import { createHash } from 'node:crypto';
import { Router, type Request, type RequestHandler } from 'express';
import {
  API_MOUNTS,
  apiPaths,
  routeWithin,
  TEAM_TEXTS,
  type OwnDevice,
} from '../../src/shared/index.js';
import { audit } from '../audit/audit.js';
import { deviceOf, type DeviceCookieOptions } from '../auth/deviceCookie.js';
import { requireUser } from '../auth/requireUser.js';
import { HttpError } from '../http/errors.js';
import type { Store } from '../store/types.js';

/** A device's public name: a hash, so that the list never hands out what its cookie carries. */
const publicId = (id: string) =>
  createHash('sha256').update(`device:${id}`).digest('hex').slice(0, 16);

/**
 * A person's own remembered browsers under Security (issue 40, item 3): listed with their name,
 * when they were remembered and last used, and each can be forgotten; a forgotten browser's
 * cookie no longer skips two-factor.
 */
export function ownDevicesRouter(
  store: Store,
  session: RequestHandler,
  deviceCookie: DeviceCookieOptions,
): Router {
  const router = Router();
  const route = (path: string) => routeWithin(API_MOUNTS.admin, path);
  router.use(route(apiPaths.adminOwnDevices), session, requireUser);

  /** The id of the device this browser's cookie names, when the cookie is still good. */
  async function currentDeviceId(req: Request): Promise<string | undefined> {
    const user = await store.findUser(req.session.username!);
    return user && deviceOf(req, user, deviceCookie)?.id;
  }

  router.get(route(apiPaths.adminOwnDevices), async (req, res) => {
    const current = await currentDeviceId(req);
    const devices = await store.devices.listUserDevices(req.session.username!);
    const body: OwnDevice[] = devices.map((device) => ({
      id: publicId(device.id),
      name: device.name,
      rememberedAt: device.rememberedAt,
      lastUsedAt: device.lastUsedAt,
      current: device.id === current,
    }));
    res.set('Cache-Control', 'no-store').json(body);
  });

  router.delete(route(apiPaths.adminOwnDevice), async (req, res) => {
    const username = req.session.username!;
    const devices = await store.devices.listUserDevices(username);
    const found = devices.find((device) => publicId(device.id) === String(req.params.id));
    if (!found || !(await store.devices.forgetDevice(username, found.id))) {
      throw new HttpError(404, TEAM_TEXTS.deviceNotFound);
    }
    await audit(store, { action: 'device-forgotten', req, detail: found.name });
    res.status(204).end();
  });

  return router;
}
