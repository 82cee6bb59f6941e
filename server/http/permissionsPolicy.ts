import type { RequestHandler } from 'express';

/**
 * Browser features the site never uses, turned off for it and anything it embeds (issue 20,
 * finding 4). The consoles speak with speech synthesis, which needs no permission.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

export const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.set('Permissions-Policy', PERMISSIONS_POLICY);
  next();
};
