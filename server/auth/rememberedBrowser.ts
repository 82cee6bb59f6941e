import type { Request, Response } from 'express';
import type { Store } from '../store/types.js';
import {
  deviceOf,
  rememberDevice,
  type Device,
  type DeviceCookieOptions,
  type DeviceUser,
} from './deviceCookie.js';

/**
 * A browser's name for the person's list (issue 40, item 3), read from its user agent: the
 * browser and the system, as people call them ("Firefox on Linux"). Edge and Opera say Chrome
 * too, so they are looked for first.
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function browserName(userAgent: string | undefined): string {
  const agent = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? 'A browser';
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  return system ? `${browser} on ${system}` : browser;
}

/**
 * This browser's remembered device for `user`: a cookie valid under their password AND a record
 * of theirs in the store, so that one forgotten from Security, or a removed person's, no longer
 * skips two-factor.
 */
export async function rememberedDeviceOf(
  store: Store,
  req: Request,
  user: DeviceUser,
  options: DeviceCookieOptions,
): Promise<Device | undefined> {
  const device = deviceOf(req, user, options);
  if (!device) return undefined;
  const record = await store.devices.findDevice(device.id);
  return record?.username === user.username ? device : undefined;
}

/** Remembers this browser: its cookie, and its record under the person's Security list. */
export async function rememberBrowser(
  store: Store,
  req: Request,
  res: Response,
  user: DeviceUser,
  options: DeviceCookieOptions,
  existing?: Device,
): Promise<void> {
  const device = rememberDevice(req, res, user, options, existing);
  const at = new Date(device.issuedAt).toISOString();
  await store.devices.keepDevice({
    id: device.id,
    username: user.username,
    name: browserName(req.get('user-agent')),
    rememberedAt: at,
    lastUsedAt: at,
  });
}
