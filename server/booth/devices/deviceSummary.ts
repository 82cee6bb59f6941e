import type {
  BoothCounts,
  BoothDeviceStatus,
  BoothDeviceSummary,
  BoothsOverview,
} from '../../../src/shared/boothDevices.js';
import type { EventStaffSummary } from '../../../src/shared/boothStaff.js';
import type {
  BoothCountRows,
  StoredBoothDevice,
  StoredBoothEvent,
} from '../../store/booths/boothTypes.js';
import type { StoredApiKey } from '../../store/sync/syncTypes.js';

const NO_COUNTS: BoothCounts = { signUps: 0, confirmed: 0, qualified: 0 };

/** A device is revoked once it or its key is; before pairing, its code is valid or expired. */
export function deviceStatus(
  device: StoredBoothDevice,
  key: StoredApiKey | undefined,
  now: Date,
): BoothDeviceStatus {
  if (device.revokedAt || key?.revokedAt) return 'revoked';
  if (device.pairedAt) return 'paired';
  const expires = device.pairingExpiresAt ? Date.parse(device.pairingExpiresAt) : 0;
  return expires > now.getTime() ? 'waiting' : 'expired';
}

/** The admin's Booths section: every event with its devices, each with the counts the store made. */
export function boothsOverview(
  events: readonly StoredBoothEvent[],
  devices: readonly StoredBoothDevice[],
  keys: readonly StoredApiKey[],
  counts: BoothCountRows,
  now: Date,
  staffOf: (event: string) => EventStaffSummary[],
): Omit<BoothsOverview, 'candidates'> {
  const keyById = new Map(keys.map((key) => [key.id, key]));
  const eventCounts = new Map(counts.byEvent.map(({ event, ...rest }) => [event, rest]));
  const deviceCounts = new Map(counts.byDevice.map(({ deviceId, ...rest }) => [deviceId, rest]));
  const names = new Set([...events.map((event) => event.name), ...eventCounts.keys()]);
  const interests = new Map(events.map((event) => [event.name, event.interests]));
  return {
    events: [...names]
      .filter((name) => name !== '')
      .sort((a, b) => a.localeCompare(b))
      .map((name) => ({
        name,
        interests: interests.get(name) ?? [],
        counts: eventCounts.get(name) ?? NO_COUNTS,
        staff: staffOf(name),
        devices: devices
          .filter((device) => device.event === name)
          .map((device): BoothDeviceSummary => {
            const key = device.apiKeyId === null ? undefined : keyById.get(device.apiKeyId);
            const status = deviceStatus(device, key, now);
            return {
              id: device.id,
              name: device.name,
              event: device.event,
              status,
              createdAt: device.createdAt,
              pairedAt: device.pairedAt,
              pairingExpiresAt: status === 'waiting' ? device.pairingExpiresAt : null,
              lastSeenAt: key?.lastUsedAt ?? null,
              counts: deviceCounts.get(device.id) ?? NO_COUNTS,
            };
          }),
      })),
  };
}
