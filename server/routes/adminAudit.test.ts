import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditAction,
  AuditEvent,
  AuditPage,
  CreatedApiKey,
  CreatedWebhookEndpoint,
  OwnDevice,
  OwnSession,
  OutboxListResponse,
  TwoFactorSetup,
} from '../../src/shared/index.js';
import { hashPassword } from '../auth/password.js';
import { adminCookie } from '../testing/adminSession.js';
import { newEntry, signUp } from '../testing/fixtures.js';
import { routeTable } from '../testing/routeTable.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/**
 * Issue 24, item 2: every admin action that changes something reaches the audit log with who,
 * when, the client address and what. The routes come from the running app's own table, so a new
 * state-changing admin route without a case here fails the first test.
 */

const PASSWORD = 'correct horse battery';
let server: TestServer;
let clock = Date.parse('2026-12-01T09:00:00Z');

beforeAll(async () => {
  server = await startTestServer({
    adminPassword: PASSWORD,
    webhookAllowPrivate: true,
    now: () => clock,
  });
});
afterAll(async () => {
  await server.dispose();
});

type Call = (
  path: string,
  init?: { method?: string; body?: unknown },
) => ReturnType<typeof request>;

/** A fresh session for each case: some cases end theirs. */
async function signedIn(): Promise<Call> {
  const cookie = await adminCookie(server, PASSWORD);
  return (path, init = {}) => request(`${server.url}${path}`, { ...init, headers: { cookie } });
}

const join = (email: string, elapsedMs?: number) =>
  request(`${server.url}/api/waitlist/join`, {
    method: 'POST',
    body: signUp(email, elapsedMs === undefined ? {} : { elapsedMs }),
  });

async function entryId(email: string): Promise<number> {
  await join(email);
  return (await server.store.listEntries({ search: email, offset: 0, limit: 1 })).entries[0]!.id;
}

async function heldEntryId(email: string): Promise<number> {
  await join(email, 100);
  const entry = (await server.store.listEntries({ search: email, offset: 0, limit: 1 }))
    .entries[0]!;
  expect(entry.heldReason).toBe('too-fast');
  return entry.id;
}

async function apiKeyId(call: Call): Promise<number> {
  const created = await call('/api/admin/api-keys', {
    method: 'POST',
    body: { name: 'CRM import', scopes: ['entries:read'] },
  });
  return (created.body as CreatedApiKey).id;
}

async function webhookId(call: Call): Promise<number> {
  const created = await call('/api/admin/webhooks', {
    method: 'POST',
    body: { url: 'http://127.0.0.1:9/hooks', events: ['entry.created'] },
  });
  return (created.body as CreatedWebhookEndpoint).id;
}

async function enrol(call: Call): Promise<string> {
  const setup = await call('/api/admin/two-factor/setup', { method: 'POST' });
  const { secret } = setup.body as TwoFactorSetup;
  const code = await generate({ secret, epoch: Math.floor(clock / 1000) });
  expect(
    (await call('/api/admin/two-factor/enable', { method: 'POST', body: { code } })).status,
  ).toBe(200);
  clock += 30_000;
  return secret;
}

/** A reward that the entry of `email` earned (issue 29): [entry id, reward id]. */
async function earnedReward(email: string): Promise<[number, number]> {
  const referrer = await entryId(email);
  const reward = await server.store.rewards.createReward({
    referrals: 1,
    name: 'Mug',
    moveToFront: false,
  });
  const { referralCode } = (await server.store.findEntry(referrer))!;
  const { entry } = await server.store.join(
    newEntry(`friend-of-${email}`, { ref: referralCode, networkHash: `friend-of-${email}` }),
  );
  await server.store.updateEntries({ ids: [entry.id] }, (friend) => ({
    entry: { ...friend, status: 'confirmed', confirmedAt: new Date().toISOString() },
    messages: [],
  }));
  await server.store.rewards.earnMilestones(referrer, () => []);
  return [referrer, reward.id];
}

interface Case {
  action: AuditAction;
  detail: RegExp;
  /** Runs the action; answers its response. Leaves the admin with the password and no 2FA. */
  run(call: Call): Promise<{ status: number }>;
}

/** A member of the team made in the store, for the cases that change or remove one. */
async function memberId(email: string): Promise<number> {
  const made = await server.store.createAccount({
    username: email,
    email,
    name: 'Member',
    role: 'staff',
    passwordHash: await hashPassword('a long team password 1'),
  });
  return made!.id;
}

async function invitationId(call: Call, email: string): Promise<number> {
  const invited = await call('/api/admin/users', {
    body: { email, name: 'Guest', role: 'viewer' },
  });
  return (invited.body as { id: number }).id;
}

const CASES: Record<string, Case> = {
  'POST /api/admin/users': {
    action: 'team-invited',
    detail: /^ivy@example\.com as viewer$/,
    run: (call) =>
      call('/api/admin/users', { body: { email: 'ivy@example.com', name: 'Ivy', role: 'viewer' } }),
  },
  'POST /api/admin/users/invitations/:id/resend': {
    action: 'team-invitation-resent',
    detail: /^resend@example\.com$/,
    run: async (call) =>
      call(
        `/api/admin/users/invitations/${await invitationId(call, 'resend@example.com')}/resend`,
        {
          method: 'POST',
        },
      ),
  },
  'DELETE /api/admin/users/invitations/:id': {
    action: 'team-invitation-revoked',
    detail: /^revoke@example\.com$/,
    run: async (call) =>
      call(`/api/admin/users/invitations/${await invitationId(call, 'revoke@example.com')}`, {
        method: 'DELETE',
      }),
  },
  'PATCH /api/admin/users/:id': {
    action: 'team-role-changed',
    detail: /^promoted@example\.com: staff -> manager$/,
    run: async (call) =>
      call(`/api/admin/users/${await memberId('promoted@example.com')}`, {
        method: 'PATCH',
        body: { role: 'manager' },
      }),
  },
  'DELETE /api/admin/users/:id': {
    action: 'team-member-removed',
    detail: /^removed@example\.com \(0 API keys revoked\)$/,
    run: async (call) =>
      call(`/api/admin/users/${await memberId('removed@example.com')}`, { method: 'DELETE' }),
  },
  'DELETE /api/admin/sessions/:id': {
    action: 'session-ended',
    detail: /^session [0-9a-f]{16}$/,
    run: async (call) => {
      await adminCookie(server, PASSWORD);
      const listed = (await call('/api/admin/sessions')).body as OwnSession[];
      const other = listed.find((one) => !one.current)!;
      return call(`/api/admin/sessions/${other.id}`, { method: 'DELETE' });
    },
  },
  'DELETE /api/admin/devices/:id': {
    action: 'device-forgotten',
    detail: /^.+$/,
    run: async (call) => {
      await adminCookie(server, PASSWORD);
      const [remembered] = (await call('/api/admin/devices')).body as OwnDevice[];
      return call(`/api/admin/devices/${remembered!.id}`, { method: 'DELETE' });
    },
  },
  'PUT /api/admin/team-settings': {
    action: 'team-settings-changed',
    detail: /^two-factor optional$/,
    run: (call) =>
      call('/api/admin/team-settings', { method: 'PUT', body: { requireTwoFactor: false } }),
  },
  'POST /api/admin/invites': {
    action: 'invite',
    detail: /^1 invited \(1 chosen\)/,
    run: async (call) =>
      call('/api/admin/invites', { body: { ids: [await entryId('invite@example.com')] } }),
  },
  'POST /api/admin/waitlist/:id/resend-confirmation': {
    action: 'confirmation-resent',
    detail: /^entry \d+$/,
    run: async (call) =>
      call(`/api/admin/waitlist/${await entryId('resend@example.com')}/resend-confirmation`, {
        method: 'POST',
      }),
  },
  'POST /api/admin/outbox/:id/retry': {
    action: 'outbox-retried',
    detail: /^message \d+$/,
    run: async (call) => {
      await call(`/api/admin/webhooks/${await webhookId(call)}/test`, { method: 'POST' });
      const outbox = (await call('/api/admin/outbox')).body as OutboxListResponse;
      const message = outbox.messages.find((candidate) => candidate.kind === 'webhook')!;
      return call(`/api/admin/outbox/${message.id}/retry`, { method: 'POST' });
    },
  },
  'GET /api/admin/waitlist/export': {
    action: 'export',
    detail: /^waitlist CSV$/,
    run: (call) => call('/api/admin/waitlist/export'),
  },
  'DELETE /api/admin/waitlist/:id': {
    action: 'entry-deleted',
    detail: /^entry \d+$/,
    run: async (call) =>
      call(`/api/admin/waitlist/${await entryId('delete@example.com')}`, { method: 'DELETE' }),
  },
  'POST /api/admin/waitlist/delete': {
    action: 'entries-deleted',
    detail: /^2 of 2 deleted: entries \d+, \d+$/,
    run: async (call) =>
      call('/api/admin/waitlist/delete', {
        body: { ids: [await entryId('bulk1@example.com'), await entryId('bulk2@example.com')] },
      }),
  },
  // Issue 29, item 3: referral milestones.
  'POST /api/admin/rewards': {
    action: 'reward-created',
    detail: /^7 referrals: Hoodie \(moves to the front\)$/,
    run: (call) =>
      call('/api/admin/rewards', { body: { referrals: 7, name: 'Hoodie', moveToFront: true } }),
  },
  'PATCH /api/admin/rewards/:id': {
    action: 'reward-retired',
    detail: /^8 referrals: Cap -> 8 referrals: Cap \(retired\)$/,
    run: async (call) => {
      const reward = await server.store.rewards.createReward({
        referrals: 8,
        name: 'Cap',
        moveToFront: false,
      });
      return call(`/api/admin/rewards/${reward.id}`, { method: 'PATCH', body: { retired: true } });
    },
  },
  'PATCH /api/admin/people/:id/rewards/:rewardId': {
    action: 'reward-fulfilled',
    detail: /^fulfil1@example\.com: Mug$/,
    run: async (call) => {
      const [entry, reward] = await earnedReward('fulfil1@example.com');
      return call(`/api/admin/people/${entry}/rewards/${reward}`, {
        method: 'PATCH',
        body: { fulfilled: true },
      });
    },
  },
  'POST /api/admin/people/:id/rewards/:rewardId': {
    action: 'reward-fulfilled',
    detail: /^fulfil2@example\.com: Mug$/,
    run: async (call) => {
      const [entry, reward] = await earnedReward('fulfil2@example.com');
      return call(`/api/admin/people/${entry}/rewards/${reward}`, { body: { fulfilled: true } });
    },
  },
  'PUT /api/admin/growth-settings': {
    action: 'growth-settings-changed',
    detail: /^widget origins: https:\/\/partner\.example\.com; leaderboard on$/,
    run: (call) =>
      call('/api/admin/growth-settings', {
        method: 'PUT',
        body: { widgetOrigins: ['https://partner.example.com'], leaderboard: true },
      }),
  },
  'PUT /api/admin/templates/:name': {
    action: 'template-changed',
    detail: /^invite e-mail$/,
    run: (call) =>
      call('/api/admin/templates/invite', {
        method: 'PUT',
        body: { subject: 'In', body: '[Activate]({{inviteUrl}})' },
      }),
  },
  'DELETE /api/admin/templates/:name': {
    action: 'template-reset',
    detail: /^invite e-mail$/,
    run: (call) => call('/api/admin/templates/invite', { method: 'DELETE' }),
  },
  // Only where SMTP_URL is set (server/routes/templates.test.ts sends one).
  'POST /api/admin/templates/:name/test': {
    action: 'template-test-sent',
    detail: /^status e-mail to test@example\.com$/,
    run: (call) => call('/api/admin/templates/status/test', { body: { to: 'test@example.com' } }),
  },
  'POST /api/admin/change-password': {
    action: 'password-changed',
    detail: /^$/,
    run: async (call) => {
      const body = { currentPassword: PASSWORD, newPassword: 'a brand new passphrase 24' };
      const changed = await call('/api/admin/change-password', { body });
      await server.store.setPasswordHash('admin', await hashPassword(PASSWORD));
      return changed;
    },
  },
  'GET /api/admin/audit/export': {
    action: 'audit-export',
    detail: /^$/,
    run: (call) => call('/api/admin/audit/export'),
  },
  'POST /api/admin/two-factor/setup': {
    action: 'two-factor-setup',
    detail: /^$/,
    run: (call) => call('/api/admin/two-factor/setup', { method: 'POST' }),
  },
  'POST /api/admin/two-factor/enable': {
    action: 'two-factor-enabled',
    detail: /^$/,
    run: async (call) => {
      await enrol(call);
      await server.store.setTwoFactor('admin', null);
      return { status: 200 };
    },
  },
  'POST /api/admin/two-factor/disable': {
    action: 'two-factor-disabled',
    detail: /^$/,
    run: async (call) => {
      const secret = await enrol(call);
      const code = await generate({ secret, epoch: Math.floor(clock / 1000) });
      return call('/api/admin/two-factor/disable', { body: { password: PASSWORD, code } });
    },
  },
  'POST /api/admin/reauth': {
    action: 'reauth',
    detail: /^$/,
    run: (call) => call('/api/admin/reauth', { body: { password: PASSWORD } }),
  },
  'POST /api/admin/sign-out-everywhere': {
    action: 'sign-out-everywhere',
    detail: /^\d+ sessions? ended, \d+ API keys? revoked$/,
    run: (call) => call('/api/admin/sign-out-everywhere', { method: 'POST' }),
  },
  'POST /api/admin/review': {
    action: 'review-approved',
    detail: /^1 of 1 in review \(entries \d+\)$/,
    run: async (call) =>
      call('/api/admin/review', {
        body: { ids: [await heldEntryId('approve@example.com')], decision: 'approve' },
      }),
  },
  'POST /api/admin/api-keys': {
    action: 'api-key-created',
    detail: /^CRM import \(syn_[\w-]+\.\.\., entries:read\)$/,
    run: (call) =>
      call('/api/admin/api-keys', { body: { name: 'CRM import', scopes: ['entries:read'] } }),
  },
  'DELETE /api/admin/api-keys/:id': {
    action: 'api-key-revoked',
    detail: /^CRM import \(syn_[\w-]+\.\.\.\)$/,
    run: async (call) => call(`/api/admin/api-keys/${await apiKeyId(call)}`, { method: 'DELETE' }),
  },
  'POST /api/admin/webhooks': {
    action: 'webhook-created',
    detail: /^http:\/\/127\.0\.0\.1:9\/hooks \(entry\.created\)$/,
    run: (call) =>
      call('/api/admin/webhooks', {
        body: { url: 'http://127.0.0.1:9/hooks', events: ['entry.created'] },
      }),
  },
  'DELETE /api/admin/webhooks/:id': {
    action: 'webhook-deleted',
    detail: /^http:\/\/127\.0\.0\.1:9\/hooks$/,
    run: async (call) => call(`/api/admin/webhooks/${await webhookId(call)}`, { method: 'DELETE' }),
  },
  'POST /api/admin/webhooks/:id/enable': {
    action: 'webhook-changed',
    detail: /^http:\/\/127\.0\.0\.1:9\/hooks re-enabled$/,
    run: async (call) =>
      call(`/api/admin/webhooks/${await webhookId(call)}/enable`, { method: 'POST' }),
  },
  'POST /api/admin/webhooks/:id/test': {
    action: 'webhook-tested',
    detail: /^http:\/\/127\.0\.0\.1:9\/hooks$/,
    run: async (call) =>
      call(`/api/admin/webhooks/${await webhookId(call)}/test`, { method: 'POST' }),
  },
  'PUT /api/admin/sync': {
    action: 'booth-sync-changed',
    detail: /^sync off$/,
    run: (call) => call('/api/admin/sync', { method: 'PUT', body: { url: '' } }),
  },
  'POST /api/admin/sync/run': {
    action: 'booth-sync-run',
    detail: /^$/,
    run: (call) => call('/api/admin/sync/run', { method: 'POST' }),
  },
  // Issue 27: booth devices and the interests of an event.
  'POST /api/admin/booth-devices': {
    action: 'booth-device-added',
    detail: /^Tablet 1 \(CES 2027\)$/,
    run: (call) =>
      call('/api/admin/booth-devices', { body: { name: 'Tablet 1', event: 'CES 2027' } }),
  },
  'POST /api/admin/booth-devices/:id/pairing-code': {
    action: 'booth-device-code',
    detail: /^Tablet 2$/,
    run: async (call) => {
      const added = await call('/api/admin/booth-devices', {
        body: { name: 'Tablet 2', event: 'CES 2027' },
      });
      const { id } = added.body as { id: number };
      return call(`/api/admin/booth-devices/${id}/pairing-code`, { method: 'POST' });
    },
  },
  'POST /api/admin/booth-devices/:id/revoke': {
    action: 'booth-device-revoked',
    detail: /^Tablet 3 \(CES 2027\)$/,
    run: async (call) => {
      const added = await call('/api/admin/booth-devices', {
        body: { name: 'Tablet 3', event: 'CES 2027' },
      });
      const { id } = added.body as { id: number };
      return call(`/api/admin/booth-devices/${id}/revoke`, { method: 'POST' });
    },
  },
  'PUT /api/admin/booth-events': {
    action: 'booth-event-changed',
    detail: /^CES 2027: Pricing, Demo$/,
    run: (call) =>
      call('/api/admin/booth-events', {
        method: 'PUT',
        body: { event: 'CES 2027', interests: ['Pricing', 'Demo'] },
      }),
  },
  'PUT /api/admin/booth-events/staff': {
    action: 'booth-event-staff-changed',
    detail: /^CES 2027: admin$/,
    run: (call) =>
      call('/api/admin/booth-events/staff', {
        method: 'PUT',
        body: { event: 'CES 2027', staff: [1] },
      }),
  },
  'PUT /api/admin/booth-pin': {
    action: 'booth-pin-changed',
    detail: /^set$/,
    run: (call) => call('/api/admin/booth-pin', { method: 'PUT', body: { pin: '1234' } }),
  },
  'POST /api/logout': {
    action: 'sign-out',
    detail: /^$/,
    run: (call) => call('/api/logout', { method: 'POST' }),
  },
};

/** The routes the audit log must cover: every admin change, the exports, and signing out. */
function auditedRoutes(): string[] {
  return routeTable(server)
    .filter(
      ({ method, path }) =>
        (path.startsWith('/api/admin/') && (method !== 'GET' || path.endsWith('/export'))) ||
        path === '/api/logout',
    )
    .map(({ method, path }) => `${method} ${path}`);
}

async function newestEvent(): Promise<AuditEvent> {
  return (await server.store.listAudit({ offset: 0, limit: 1 })).events[0]!;
}

describe('the audit log', () => {
  it('has a case below for every state-changing admin route the app answers', () => {
    const routes = auditedRoutes();
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.filter((route) => !(route in CASES))).toEqual([]);
  });

  it.each(Object.keys(CASES))('records who, when, from where and what for %s', async (route) => {
    if (!auditedRoutes().includes(route)) return; // booth sync: lowdb deployments only
    const testCase = CASES[route]!;
    const call = await signedIn();
    const before = (await newestEvent()).id;
    const answer = await testCase.run(call);
    expect(answer.status).toBeLessThan(300);
    const event = await newestEvent();
    expect(event.id).toBeGreaterThan(before);
    expect(event).toMatchObject({ action: testCase.action, actor: 'admin' });
    expect(event.detail).toMatch(testCase.detail);
    expect(event.ip).toMatch(/127\.0\.0\.1$/);
    expect(Number.isNaN(Date.parse(event.at))).toBe(false);
  });

  it('records a rejected held sign-up as rejected', async () => {
    const call = await signedIn();
    const id = await heldEntryId('reject@example.com');
    await call('/api/admin/review', { body: { ids: [id], decision: 'reject' } });
    expect(await newestEvent()).toMatchObject({
      action: 'review-rejected',
      detail: `1 of 1 in review (entries ${id})`,
    });
  });

  it('shows the new events in its own list, newest first', async () => {
    const call = await signedIn();
    await call('/api/admin/api-keys', { body: { name: 'Listed', scopes: ['entries:read'] } });
    const page = (await call('/api/admin/audit')).body as AuditPage;
    expect(page.events[0]).toMatchObject({ action: 'api-key-created', actor: 'admin' });
  });
});
