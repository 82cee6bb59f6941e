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

/** The camera, for the badge scan (issue 27): this origin only, on the pages that scan. */
const WITH_CAMERA = PERMISSIONS_POLICY.replace('camera=()', 'camera=(self)');

/** Paths whose page scans badges on the web deployment: the tablet booth. */
const CAMERA_PATHS = /^\/booth\/?$/i;

/**
 * Every answer carries the policy. The camera is allowed only where a badge is scanned: /booth,
 * and every page of a booth server (the kiosk, whose waitlist form scans badges too).
 */
export function permissionsPolicyFor(boothServer: boolean): RequestHandler {
  return (req, res, next) => {
    const camera = boothServer || CAMERA_PATHS.test(req.path);
    res.set('Permissions-Policy', camera ? WITH_CAMERA : PERMISSIONS_POLICY);
    next();
  };
}
