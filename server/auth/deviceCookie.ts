import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';

/**
 * A browser that has signed in before carries a device cookie: the username, a random id and the
 * time it was issued, signed with the session secret. It lets the browser skip the username
 * throttle (finding 1) and, when issued after two-factor was switched on, the second step.
 * The signature also covers the user's password hash, so a password change forgets every
 * remembered browser at once (issue 24, item 2); the store's record of each (issue 40, item 3:
 * rememberedBrowser.ts) lets a person forget one, and removing them forgets theirs.
 */
export const DEVICE_COOKIE = 'synapse.device';
export const DEVICE_MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;
const ID_BYTES = 16;

export interface Device {
  username: string;
  id: string;
  /** Epoch milliseconds. */
  issuedAt: number;
}

/** The user a device cookie is for: its name and the password hash it was issued under. */
export interface DeviceUser {
  username: string;
  passwordHash: string;
}

function sign(payload: string, secret: string, passwordHash: string): string {
  return createHmac('sha256', `device-cookie:${secret}`)
    .update(`${payload}\n${passwordHash}`)
    .digest('base64url');
}

function encode(device: Device, secret: string, passwordHash: string): string {
  const payload = [
    Buffer.from(device.username).toString('base64url'),
    device.id,
    String(device.issuedAt),
  ].join('.');
  return `${payload}.${sign(payload, secret, passwordHash)}`;
}

export function decodeDevice(
  value: string,
  secret: string,
  passwordHash: string,
): Device | undefined {
  const parts = value.split('.');
  if (parts.length !== 4) return undefined;
  const [user, id, issuedAt, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(`${user}.${id}.${issuedAt}`, secret, passwordHash));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const issued = Number(issuedAt);
  if (!Number.isSafeInteger(issued) || issued + DEVICE_MAX_AGE_MS < Date.now()) return undefined;
  return { username: Buffer.from(user, 'base64url').toString(), id, issuedAt: issued };
}

export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export interface DeviceCookieOptions {
  name: string;
  secret: string;
  /** true: always Secure (HTTPS deployments); 'auto': Secure when the request came over HTTPS. */
  secure: boolean | 'auto';
}

/** This browser's device for `user`, when its cookie is valid under the current password. */
export function deviceOf(
  req: Request,
  user: DeviceUser,
  options: DeviceCookieOptions,
): Device | undefined {
  const value = readCookie(req, options.name);
  const device =
    value === undefined ? undefined : decodeDevice(value, options.secret, user.passwordHash);
  return device?.username === user.username ? device : undefined;
}

/** Remembers this browser for `user` (its cookie); keeps the id of a device it already had. */
export function rememberDevice(
  req: Request,
  res: Response,
  user: DeviceUser,
  options: DeviceCookieOptions,
  existing?: Device,
): Device {
  const device: Device = {
    username: user.username,
    id: existing?.id ?? randomBytes(ID_BYTES).toString('base64url'),
    issuedAt: Date.now(),
  };
  (res.locals as DeviceLocals).setDeviceCookie = () =>
    res.cookie(options.name, encode(device, options.secret, user.passwordHash), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure === 'auto' ? req.secure : options.secure,
      maxAge: DEVICE_MAX_AGE_MS,
      encode: (value) => value,
    });
  return device;
}

interface DeviceLocals {
  setDeviceCookie?: () => void;
}

/**
 * Mounted before the session middleware: sets the device cookie as the headers go out, after
 * express-session has set its own, so the session cookie stays the first Set-Cookie line.
 */
export const deviceCookieAfterSession: RequestHandler = (_req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
    const setDeviceCookie = (res.locals as DeviceLocals).setDeviceCookie;
    if (setDeviceCookie && !res.headersSent) setDeviceCookie();
    return writeHead.apply(this, args);
  } as Response['writeHead'];
  next();
};
