import { expect } from 'vitest';
import type { VisitorLinks } from '../../src/shared/index.js';
import { request } from './testServer.js';

/**
 * A booth visitor's links as the thank-you shows them (issue 39, item 3): a status link that
 * opens their status on the web (at ticket `position`), a referral link, and double opt-in's word.
 */
export async function expectVisitorLinks(links: VisitorLinks, webUrl: string, position: number) {
  expect(new URL(links.statusUrl).pathname).toMatch(/^\/status\/[^/]+$/);
  expect(new URL(links.referralUrl).searchParams.get('ref')).toMatch(/^\w+$/);
  expect(links.confirmByMail).toBe(true);
  const token = links.statusUrl.split('/status/')[1]!;
  const status = await request(`${webUrl}/api/status/${token}`);
  expect(status.status).toBe(200);
  expect(status.body).toMatchObject({ position });
}
