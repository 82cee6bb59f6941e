import { afterEach, describe, expect, it } from 'vitest';
import type { AuditPage, GrowthSettingsView } from '../../src/shared/index.js';
import { adminSession, type AdminRequest } from '../testing/adminSession.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';
import type { ServerConfig } from '../config.js';

/**
 * Issue 29, items 1 and 4: the allowed widget origins and the public leaderboard are set in the
 * admin (stored, audited) unless WIDGET_ORIGINS or LEADERBOARD is set on the server, which wins.
 */

const PASSWORD = 'correct horse battery staple';
const PARTNER = 'https://partner.example.com';
let server: TestServer;
let admin: AdminRequest;

async function start(overrides: Partial<ServerConfig> = {}) {
  server = await startTestServer({ adminPassword: PASSWORD, ...overrides });
  admin = await adminSession(server, PASSWORD);
}
afterEach(async () => {
  await server.dispose();
});

const settings = async () => (await admin('/growth-settings')).body as GrowthSettingsView;
const leaderboardStatus = async () => (await request(`${server.url}/api/leaderboard`)).status;
const preflight = (origin: string) =>
  fetch(`${server.url}/api/challenge`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'GET' },
  });

describe('the growth settings in the admin', () => {
  it('lets the admin allow widget origins and turn the leaderboard on, in force at once and audited', async () => {
    await start({ widgetOrigins: undefined, leaderboard: undefined });
    expect(await settings()).toEqual({
      saved: { widgetOrigins: [], leaderboard: false },
      inForce: { widgetOrigins: [], leaderboard: false },
      fromEnvironment: { widgetOrigins: false, leaderboard: false },
    });
    expect(await leaderboardStatus()).toBe(404);
    expect((await preflight(PARTNER)).status).toBe(403);

    const saved = await admin('/growth-settings', {
      method: 'PUT',
      body: { widgetOrigins: ['https://Partner.example.com/', PARTNER], leaderboard: true },
    });
    expect(saved.status).toBe(200);
    expect((saved.body as GrowthSettingsView).inForce).toEqual({
      widgetOrigins: [PARTNER],
      leaderboard: true,
    });
    expect(await leaderboardStatus()).toBe(200);
    const allowed = await preflight(PARTNER);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PARTNER);
    const embed = await fetch(`${server.url}/embed`);
    expect(embed.headers.get('content-security-policy')).toContain(`frame-ancestors ${PARTNER}`);

    const audit = (await admin('/audit?offset=0&limit=20')).body as AuditPage;
    expect(audit.events.map((event) => [event.action, event.detail])).toContainEqual([
      'growth-settings-changed',
      `widget origins: ${PARTNER}; leaderboard on`,
    ]);
  });

  it('refuses an origin with a path or another scheme, saying which', async () => {
    await start({ widgetOrigins: undefined, leaderboard: undefined });
    const refused = await admin('/growth-settings', {
      method: 'PUT',
      body: { widgetOrigins: ['https://partner.example.com/signup'], leaderboard: false },
    });
    expect(refused.status).toBe(400);
    expect((refused.body as { message: string }).message).toBe(
      'https://partner.example.com/signup is not an origin: write the scheme and host only, like https://www.example.com',
    );
    const ftp = await admin('/growth-settings', {
      method: 'PUT',
      body: { widgetOrigins: ['ftp://files.example.com'], leaderboard: false },
    });
    expect(ftp.status).toBe(400);
    expect((await settings()).saved.widgetOrigins).toEqual([]);
  });

  it('keeps WIDGET_ORIGINS and LEADERBOARD in force when the server sets them, and says so', async () => {
    await start({ widgetOrigins: ['https://env.example.com'], leaderboard: false });
    const view = (
      await admin('/growth-settings', {
        method: 'PUT',
        body: { widgetOrigins: [PARTNER], leaderboard: true },
      })
    ).body as GrowthSettingsView;
    expect(view).toEqual({
      saved: { widgetOrigins: [PARTNER], leaderboard: true },
      inForce: { widgetOrigins: ['https://env.example.com'], leaderboard: false },
      fromEnvironment: { widgetOrigins: true, leaderboard: true },
    });
    expect(await leaderboardStatus()).toBe(404);
    expect((await preflight(PARTNER)).status).toBe(403);
    expect((await request(`${server.url}/api/admin/growth-settings`)).status).toBe(401);
  });
});
