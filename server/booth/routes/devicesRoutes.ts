import { Router, type Request, type RequestHandler } from 'express';
import {
  addBoothDeviceSchema,
  BOOTH_DEVICE_TEXTS,
  boothDevicePaths,
  eventInterestsSchema,
  leadListQuerySchema,
  type LeadPage,
  type PairingCodeAnswer,
} from '../../../src/shared/boothDevices.js';
import { API_MOUNTS, routeWithin } from '../../../src/shared/index.js';
import { audit } from '../../audit/audit.js';
import { requireRecentPassword } from '../../auth/reauth.js';
import { requireUser } from '../../auth/requireUser.js';
import { boothsOverview } from '../devices/deviceSummary.js';
import { leadRow } from '../leads/leadRows.js';
import {
  eventStaffSummaries,
  leadNames,
  staffCandidates,
  staffEvents,
} from '../staff/eventStaff.js';
import { newPairingCode, pairingQrCode, pairingUrl } from '../devices/pairing.js';
import { HttpError, parseBody } from '../../http/errors.js';
import type { StoredBoothDevice } from '../../store/booths/boothTypes.js';
import type { Store } from '../../store/types.js';

const route = (path: string) => routeWithin(API_MOUNTS.admin, path);

function deviceId(req: Request): number {
  const id = /^\d{1,9}$/.test(String(req.params.id)) ? Number(req.params.id) : NaN;
  if (!Number.isSafeInteger(id)) throw new HttpError(404, BOOTH_DEVICE_TEXTS.deviceNotFound);
  return id;
}

/**
 * The admin's Booths section (issue 27), mounted at /api/admin: events with their devices and
 * counts, a new device and its pairing code (lasting access once paired: the password is asked
 * again), revoking, the interests of an event, and the leads staff qualified.
 */
export function boothDevicesAdminRouter(
  store: Store,
  session: RequestHandler,
  publicUrl: string | null | undefined,
  now: () => Date = () => new Date(),
): Router {
  const router = Router();
  const guarded = [
    route(boothDevicePaths.overview),
    route(boothDevicePaths.devices),
    route(boothDevicePaths.eventInterests),
    route(boothDevicePaths.leads),
  ];
  router.use(guarded, session, requireUser, (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  const originOf = (req: Request) => publicUrl ?? `${req.protocol}://${req.get('host')}`;
  const codeAnswer = async (
    req: Request,
    device: StoredBoothDevice,
    code: string,
  ): Promise<PairingCodeAnswer> => {
    const url = pairingUrl(originOf(req), code);
    return {
      id: device.id,
      pairingCode: code,
      pairingUrl: url,
      qrCode: await pairingQrCode(url),
      expiresAt: device.pairingExpiresAt!,
    };
  };

  router.get(route(boothDevicePaths.overview), async (req, res) => {
    const [events, devices, keys, counts, users, staffCounts] = await Promise.all([
      store.booths.listEvents(),
      store.booths.listDevices(),
      store.listApiKeys(),
      store.booths.boothCounts(),
      store.listUsers(),
      store.booths.staffCounts(),
    ]);
    const overview = boothsOverview(events, devices, keys, counts, now(), (name) =>
      eventStaffSummaries(
        events.find((event) => event.name === name),
        users,
        staffCounts,
      ),
    );
    const mine = await staffEvents(store, req, events);
    res.json(
      mine
        ? { events: overview.events.filter((event) => mine.includes(event.name)), candidates: [] }
        : { ...overview, candidates: staffCandidates(users) },
    );
  });

  router.post(route(boothDevicePaths.devices), requireRecentPassword(store), async (req, res) => {
    const { name, event } = parseBody(addBoothDeviceSchema, req.body);
    const code = newPairingCode(now());
    const device = await store.booths.addDevice({
      name,
      event,
      pairingCodeHash: code.hash,
      pairingExpiresAt: code.expiresAt,
    });
    await audit(store, { action: 'booth-device-added', req, detail: `${name} (${event})` });
    res.status(201).json(await codeAnswer(req, device, code.code));
  });

  router.post(
    route(boothDevicePaths.pairingCode),
    requireRecentPassword(store),
    async (req, res) => {
      const id = deviceId(req);
      const code = newPairingCode(now());
      const device = await store.booths.renewPairingCode(id, code.hash, code.expiresAt);
      if (!device) {
        const exists = await store.booths.findDevice(id);
        if (!exists) throw new HttpError(404, BOOTH_DEVICE_TEXTS.deviceNotFound);
        throw new HttpError(409, BOOTH_DEVICE_TEXTS.alreadyPaired);
      }
      await audit(store, { action: 'booth-device-code', req, detail: device.name });
      res.set('Cache-Control', 'no-store').json(await codeAnswer(req, device, code.code));
    },
  );

  // Revoking stops the device at its next sync: its key, revoked in the same write, answers 401.
  router.post(route(boothDevicePaths.revoke), async (req, res) => {
    const device = await store.booths.revokeDevice(deviceId(req));
    if (!device) throw new HttpError(404, BOOTH_DEVICE_TEXTS.deviceNotFound);
    await audit(store, {
      action: 'booth-device-revoked',
      req,
      detail: `${device.name} (${device.event})`,
    });
    res.status(204).end();
  });

  router.put(route(boothDevicePaths.eventInterests), async (req, res) => {
    const { event, interests } = parseBody(eventInterestsSchema, req.body);
    await store.booths.setEventInterests(event, interests);
    await audit(store, {
      action: 'booth-event-changed',
      req,
      detail: `${event}: ${interests.join(', ') || 'no interests'}`,
    });
    res.status(204).end();
  });

  router.get(route(boothDevicePaths.leads), async (req, res) => {
    const query = parseBody(leadListQuerySchema, { ...req.query });
    const mine = await staffEvents(store, req, await store.booths.listEvents());
    const [page, names] = await Promise.all([
      store.booths.listLeads(query, mine),
      leadNames(store),
    ]);
    const body: LeadPage = {
      leads: page.leads.map(({ lead, entry }) => leadRow(lead, entry, names)),
      total: page.total,
    };
    res.json(body);
  });

  return router;
}
