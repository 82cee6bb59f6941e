import { Router, type RequestHandler } from 'express';
import {
  BOOTH_DEVICE_TEXTS,
  boothDevicePaths,
  pairSchema,
  type PairedDevice,
} from '../../../src/shared/boothDevices.js';
import { API_MOUNTS, routeWithin } from '../../../src/shared/index.js';
import { generateApiKey } from '../../apiKeys/apiKeys.js';
import { audit } from '../../audit/audit.js';
import { hashPairingCode } from '../devices/pairing.js';
import { boothStaffOf } from '../staff/eventStaff.js';
import { HttpError, parseBody } from '../../http/errors.js';
import type { Store } from '../../store/types.js';

const REFUSALS = {
  unknown: BOOTH_DEVICE_TEXTS.codeUnknown,
  used: BOOTH_DEVICE_TEXTS.codeUsed,
  expired: BOOTH_DEVICE_TEXTS.codeExpired,
} as const;

/**
 * POST /api/booth/pair (issue 27), on every server: a tablet trades its pairing code for its device
 * key, an API key with entries:write for the device's event, answered this once. A used, expired
 * or unknown code answers 400 and says which, and counts as a guess (`guessLimit`: past the limit
 * it answers 429). The code is looked at before the limit (issue 38, item 10): a valid one pairs
 * whatever its network sent before, so a guesser on the booth's Wi-Fi cannot hold pairing up.
 */
export function boothPairRouter(
  store: Store,
  guessLimit: RequestHandler,
  now: () => Date = () => new Date(),
): Router {
  const router = Router();
  router.post(routeWithin(API_MOUNTS.api, boothDevicePaths.pair), async (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    const { code } = parseBody(pairSchema, req.body);
    const { key, prefix, keyHash } = generateApiKey();
    // The code is taken and the key attached in one write (issue 38, item 6).
    const outcome = await store.booths.pairDevice(hashPairingCode(code), now(), (device) => ({
      name: `Booth device: ${device.name} (${device.event})`,
      prefix,
      keyHash,
      scopes: ['entries:write'],
    }));
    if ('refused' in outcome) {
      const message = REFUSALS[outcome.refused];
      const refusal = new HttpError(400, message, { code: message });
      return guessLimit(req, res, (tooMany?: unknown) => next(tooMany ?? refusal));
    }
    const { device } = outcome;
    const events = await store.booths.listEvents();
    await audit(store, {
      action: 'booth-device-paired',
      req,
      actor: 'system',
      detail: `${device.name} (${device.event})`,
    });
    const body: PairedDevice = {
      deviceKey: key,
      device: { id: device.id, name: device.name, event: device.event },
      interests: events.find((event) => event.name === device.event)?.interests ?? [],
      staff: await boothStaffOf(store, device.event),
    };
    res.status(201).json(body);
  });
  return router;
}
