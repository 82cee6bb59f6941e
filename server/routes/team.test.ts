import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminListResponse,
  AuditPage,
  CreatedApiKey,
  OwnSession,
  TeamListResponse,
} from '../../src/shared/index.js';
import { TEAM_TEXTS } from '../../src/shared/team.js';
import { signUp } from '../testing/fixtures.js';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtpCatcher.js';
import {
  callerWith,
  invitationToken,
  joinedMember,
  ownerCall,
  type Call,
} from '../testing/teamMembers.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/**
 * Issue 40, items 1 and 2: accounts with roles, invited by e-mail through the outbox and the
 * SMTP catcher, each call decided by the route-role table. Run on lowdb and PostgreSQL.
 */
const PASSWORD = 'correct horse battery';
let server: TestServer;
let smtp: SmtpCatcher;
let owner: Call;
let clock = Date.parse('2026-12-01T09:00:00Z');

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startTestServer({
    adminPassword: PASSWORD,
    now: () => clock,
    loop: { smtpUrl: smtp.url, retryBaseMs: 50 },
  });
  owner = await ownerCall(server, PASSWORD);
  await request(`${server.url}/api/waitlist/join`, { body: signUp('grace@example.com') });
});
afterAll(async () => {
  await server?.dispose();
  await smtp?.close();
});

describe('an invitation', () => {
  it('arrives by e-mail; its link signs the invitee in once, with their role', async () => {
    const manager = await joinedMember(server, smtp, owner, 'mia@example.com', 'manager');
    const me = await manager('/api/user');
    expect(me.body).toEqual({
      username: 'mia@example.com',
      email: 'mia@example.com',
      name: 'The manager',
      role: 'manager',
    });
    const token = await invitationToken(smtp, 'mia@example.com');
    const again = await request(`${server.url}/api/join/${token}`, {
      body: { name: 'Mallory', password: 'another long password' },
    });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ message: TEAM_TEXTS.invitationInvalid });
    // The audit row names the person who acted.
    const audit = (await owner('/api/admin/audit')).body as AuditPage;
    expect(audit.events[0]).toMatchObject({ action: 'team-joined', actor: 'mia@example.com' });
  });

  it("is in the audit log under the person's e-mail, which filters the log to them", async () => {
    const theirs = (await owner('/api/admin/audit?actor=Mia@example.com')).body as AuditPage;
    expect(theirs.total).toBe(1);
    expect(theirs.events.map((event) => [event.action, event.actor])).toEqual([
      ['team-joined', 'mia@example.com'],
    ]);
    const owners = (await owner('/api/admin/audit?actor=admin')).body as AuditPage;
    expect(owners.events.length).toBeGreaterThan(0);
    expect(owners.events.every((event) => event.actor === 'admin')).toBe(true);
  });

  it('is over after 72 hours, and can be resent or revoked', async () => {
    const invited = await owner('/api/admin/users', {
      body: { email: 'late@example.com', name: 'Late', role: 'staff' },
    });
    const { id } = invited.body as { id: number };
    const first = await invitationToken(smtp, 'late@example.com');
    clock += 73 * 60 * 60 * 1000;
    // The owner's session ended too (8 hours at most): they sign in again.
    owner = await ownerCall(server, PASSWORD);
    expect((await request(`${server.url}/api/join/${first}`)).status).toBe(404);
    expect(
      (await owner(`/api/admin/users/invitations/${id}/resend`, { method: 'POST' })).status,
    ).toBe(404);

    const second = await owner('/api/admin/users', {
      body: { email: 'late@example.com', name: 'Late', role: 'staff' },
    });
    const secondId = (second.body as { id: number }).id;
    expect(
      (await owner(`/api/admin/users/invitations/${secondId}/resend`, { method: 'POST' })).status,
    ).toBe(204);
    const list = (await owner('/api/admin/users')).body as TeamListResponse;
    expect(list.invitations.map((open) => open.email)).toEqual(['late@example.com']);
    expect(
      (await owner(`/api/admin/users/invitations/${secondId}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect(((await owner('/api/admin/users')).body as TeamListResponse).invitations).toEqual([]);
  });

  it('refuses a bad role or address with a clear message, and a member twice', async () => {
    const bad = await owner('/api/admin/users', { body: { email: 'x', name: 'X', role: 'boss' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { role: TEAM_TEXTS.role } });
    const twice = await owner('/api/admin/users', {
      body: { email: 'MIA@example.com', name: 'Mia', role: 'viewer' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ message: TEAM_TEXTS.alreadyMember });
  });
});

describe('roles', () => {
  it('shows a viewer Overview and People with every address masked, and no export', async () => {
    const viewer = await joinedMember(server, smtp, owner, 'vic@example.com', 'viewer');
    const list = await viewer('/api/admin/waitlist');
    expect(list.status).toBe(200);
    const emails = (list.body as AdminListResponse).entries.map((entry) => entry.email);
    expect(emails).toEqual(['g•••@example.com']);
    expect(list.text).not.toContain('grace@example.com');
    const exported = await viewer('/api/admin/waitlist/export');
    expect(exported.status).toBe(403);
    expect(exported.body).toEqual({ message: TEAM_TEXTS.refused('viewer') });
    expect((await viewer('/api/admin/users')).status).toBe(403);
    expect((await viewer('/api/admin/stats')).status).toBe(200);
  });

  it('lets staff read people and booths, not delete, export or manage', async () => {
    const staff = await joinedMember(server, smtp, owner, 'sam@example.com', 'staff');
    const list = await staff('/api/admin/waitlist');
    expect((list.body as AdminListResponse).entries[0]!.email).toBe('grace@example.com');
    expect((await staff('/api/admin/leads')).status).toBe(200);
    const refused = await staff('/api/admin/waitlist/1', { method: 'DELETE' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: TEAM_TEXTS.refused('staff') });
    expect((await staff('/api/admin/outbox')).status).toBe(403);
  });

  it('keeps the team, API keys and security settings to owners', async () => {
    const manager = await joinedMember(server, smtp, owner, 'max@example.com', 'manager');
    expect((await manager('/api/admin/outbox')).status).toBe(200);
    for (const path of ['/api/admin/users', '/api/admin/api-keys']) {
      expect((await manager(path)).status).toBe(403);
    }
    const settings = await manager('/api/admin/team-settings', {
      method: 'PUT',
      body: { requireTwoFactor: true },
    });
    expect(settings.status).toBe(403);
  });
});

describe('the last owner', () => {
  it('cannot be demoted or removed', async () => {
    const { members } = (await owner('/api/admin/users')).body as TeamListResponse;
    const first = members.find((member) => member.username === 'admin')!;
    expect(first.role).toBe('owner');
    const demoted = await owner(`/api/admin/users/${first.id}`, {
      method: 'PATCH',
      body: { role: 'manager' },
    });
    expect(demoted.status).toBe(409);
    expect(demoted.body).toEqual({ message: TEAM_TEXTS.lastOwner });
    const removed = await owner(`/api/admin/users/${first.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(409);
  });

  it('stays when two owners demote each other at the same moment', async () => {
    const otto = await joinedMember(server, smtp, owner, 'otto@example.com', 'owner');
    const { members } = (await owner('/api/admin/users')).body as TeamListResponse;
    const idOf = (username: string) => members.find((member) => member.username === username)!.id;
    const setRole = (caller: Call, username: string, role = 'manager') =>
      caller(`/api/admin/users/${idOf(username)}`, { method: 'PATCH', body: { role } });
    const answers = await Promise.all([setRole(owner, 'otto@example.com'), setRole(otto, 'admin')]);
    // The one refused: by the last-owner check (409), or as a manager already (403).
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.find((status) => status !== 200)).toBeOneOf([403, 409]);
    const adminDemoted = statuses[1] === 200;
    const after = (await (adminDemoted ? otto : owner)('/api/admin/users'))
      .body as TeamListResponse;
    expect(after.members.filter((member) => member.role === 'owner')).toHaveLength(1);
    // The team as it was for the tests after this one: admin an owner, otto gone.
    if (adminDemoted) expect((await setRole(otto, 'admin', 'owner')).status).toBe(200);
    const gone = await owner(`/api/admin/users/${idOf('otto@example.com')}`, { method: 'DELETE' });
    expect(gone.status).toBe(204);
  });
});

describe('removing a person', () => {
  it('ends their session at its next call and stops the API keys they made', async () => {
    const second = await joinedMember(server, smtp, owner, 'olga@example.com', 'owner');
    const made = await second('/api/admin/api-keys', {
      body: { name: 'CRM', scopes: ['entries:read'] },
    });
    expect(made.status).toBe(201);
    const { key } = made.body as CreatedApiKey;
    const readEntries = () =>
      request(`${server.url}/api/v1/entries`, { headers: { authorization: `Bearer ${key}` } });
    expect((await readEntries()).status).toBe(200);

    const { members } = (await owner('/api/admin/users')).body as TeamListResponse;
    const olga = members.find((member) => member.email === 'olga@example.com')!;
    expect((await owner(`/api/admin/users/${olga.id}`, { method: 'DELETE' })).status).toBe(204);

    expect((await second('/api/admin/stats')).status).toBe(401);
    expect((await readEntries()).status).toBe(401);
    const signIn = await request(`${server.url}/api/login`, {
      body: { username: 'olga@example.com', password: 'a long team password 1' },
    });
    expect(signIn.status).toBe(401);
  });

  it('changes a role at the next call', async () => {
    const person = await joinedMember(server, smtp, owner, 'rita@example.com', 'viewer');
    expect((await person('/api/admin/outbox')).status).toBe(403);
    const { members } = (await owner('/api/admin/users')).body as TeamListResponse;
    const rita = members.find((member) => member.email === 'rita@example.com')!;
    const changed = await owner(`/api/admin/users/${rita.id}`, {
      method: 'PATCH',
      body: { role: 'manager' },
    });
    expect(changed.body).toMatchObject({ role: 'manager' });
    expect((await person('/api/admin/outbox')).status).toBe(200);
  });
});

describe('own sessions under Security', () => {
  it("lists only the person's own sessions, and ends another one at once", async () => {
    const first = await joinedMember(server, smtp, owner, 'sara@example.com', 'staff');
    const login = await request(`${server.url}/api/login`, {
      body: { username: 'sara@example.com', password: 'a long team password 1' },
    });
    const second = callerWith(server, login.headers.getSetCookie()[0]!.split(';')[0]!);
    const listed = (await second('/api/admin/sessions')).body as OwnSession[];
    expect(listed).toHaveLength(2);
    expect(listed.filter((one) => one.current)).toHaveLength(1);
    const other = listed.find((one) => !one.current)!;
    const self = listed.find((one) => one.current)!;
    const refused = await second(`/api/admin/sessions/${self.id}`, { method: 'DELETE' });
    expect(refused.body).toEqual({ message: TEAM_TEXTS.currentSession });
    expect((await owner(`/api/admin/sessions/${other.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await second(`/api/admin/sessions/${other.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await first('/api/admin/stats')).status).toBe(401);
    expect((await second('/api/admin/stats')).status).toBe(200);
  });
});

describe('signing out everywhere', () => {
  it("ends a manager's own sessions and leaves the owners' API keys working", async () => {
    const made = await owner('/api/admin/api-keys', {
      body: { name: 'Kept', scopes: ['entries:read'] },
    });
    const { key } = made.body as CreatedApiKey;
    const manager = await joinedMember(server, smtp, owner, 'nina@example.com', 'manager');
    const out = await manager('/api/admin/sign-out-everywhere', { method: 'POST' });
    expect(out.body).toEqual({ sessionsEnded: 1, apiKeysRevoked: 0 });
    const read = await request(`${server.url}/api/v1/entries`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(read.status).toBe(200);
  });
});

describe('require two-factor for everyone', () => {
  it('sends a member without two-factor to set it up before anything else', async () => {
    const person = await joinedMember(server, smtp, owner, 'tom@example.com', 'manager');
    const withoutOwn = await owner('/api/admin/team-settings', {
      method: 'PUT',
      body: { requireTwoFactor: true },
    });
    expect(withoutOwn.status).toBe(409);
    expect(withoutOwn.body).toEqual({ message: TEAM_TEXTS.ownTwoFactorFirst });
    await server.store.setTwoFactor('admin', {
      secret: 'JBSWY3DPEHPK3PXP',
      enabledAt: clock,
      recoveryCodeHashes: [],
      lastStep: 0,
    });
    const on = await owner('/api/admin/team-settings', {
      method: 'PUT',
      body: { requireTwoFactor: true },
    });
    expect(on.status).toBe(200);
    const refused = await person('/api/admin/stats');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: TEAM_TEXTS.twoFactorRequired, twoFactorSetup: true });
    expect((await person('/api/admin/two-factor')).status).toBe(200);
    await owner('/api/admin/team-settings', { method: 'PUT', body: { requireTwoFactor: false } });
    expect((await person('/api/admin/stats')).status).toBe(200);
  });
});
