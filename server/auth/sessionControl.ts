import type { Request } from 'express';
import { notePasswordGiven } from './reauth.js';
import { sessionClock } from './session.js';

/** express-session's callbacks as promises. */
export function regenerateSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.regenerate((error: unknown) => (error ? reject(error) : resolve())),
  );
}

export function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.save((error: unknown) => (error ? reject(error) : resolve())),
  );
}

export function destroySession(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.destroy((error: unknown) => (error ? reject(error) : resolve())),
  );
}

/**
 * Gives the signed-in user a new session id (login, password change): a session id planted or
 * stolen before is worthless. A store that refuses the new session sends no cookie naming it.
 * Both callers have just checked the password, so the actions that ask for it again do not.
 */
export async function startFreshSession(req: Request, username: string): Promise<void> {
  await regenerateSession(req);
  req.session.username = username;
  req.session.signedInAt = sessionClock(req);
  req.session.lastSeenAt = req.session.signedInAt;
  notePasswordGiven(req);
  await saveSession(req).catch((error: unknown) => {
    Reflect.deleteProperty(req, 'session');
    throw error;
  });
}
