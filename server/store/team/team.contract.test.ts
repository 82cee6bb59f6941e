import { describe, expect, it } from 'vitest';
import { bothStores, storeEachTest } from '../testing/bothStores.js';

/** The team's contract (issue 40), the same on lowdb and PostgreSQL: accounts and invitations. */
const now = () => new Date('2026-12-01T09:00:00.000Z');
const HOUR = 3_600_000;
const account = (email: string, role: 'manager' | 'viewer' = 'manager') => ({
  username: email,
  email,
  name: 'Mia',
  role,
  passwordHash: 'hash',
});

describe.each(bothStores(now))('the team area on $name', (kind) => {
  const store = storeEachTest(kind);

  it('creates an account once per name and e-mail, finds it by either, and keeps it', async () => {
    expect(await store().createUser('admin', 'first')).toBe(true);
    const made = await store().createAccount(account('mia@example.com'));
    expect(made).toMatchObject({ username: 'mia@example.com', role: 'manager', name: 'Mia' });
    expect(await store().createAccount(account('mia@example.com'))).toBeUndefined();
    expect((await store().findUser('MIA@example.com'))?.id).toBe(made!.id);
    await store().setUserRole('mia@example.com', 'viewer');
    await store.restart();
    expect((await store().listUsers()).map((user) => [user.username, user.role])).toEqual([
      ['admin', 'owner'],
      ['mia@example.com', 'viewer'],
    ]);
  });

  it('removes an account with its sessions and two-factor', async () => {
    await store().createAccount(account('gone@example.com'));
    await store().setSession('sid-1', {
      data: { username: 'gone@example.com' },
      expiresAt: now().getTime() + HOUR,
    });
    await store().setTwoFactor('gone@example.com', {
      secret: 'S',
      enabledAt: 0,
      recoveryCodeHashes: [],
      lastStep: 0,
    });
    expect(await store().removeUser('gone@example.com')).toBe('done');
    expect(await store().removeUser('gone@example.com')).toBe('missing');
    expect(await store().findUser('gone@example.com')).toBeUndefined();
    expect(await store().getSession('sid-1')).toBeUndefined();
    expect(await store().getTwoFactor('gone@example.com')).toBeUndefined();
  });

  it('keeps an owner when two owners demote, or remove, each other at once', async () => {
    await store().createUser('admin', 'first');
    await store().createAccount({ ...account('olga@example.com'), role: 'owner' });
    const owners = async () =>
      (await store().listUsers()).filter((user) => user.role === 'owner').length;
    const demoted = await Promise.all([
      store().setUserRole('admin', 'manager'),
      store().setUserRole('olga@example.com', 'viewer'),
    ]);
    expect([...demoted].sort()).toEqual(['done', 'lastOwner']);
    expect(await owners()).toBe(1);

    const [survivor] = (await store().listUsers()).filter((user) => user.role === 'owner');
    const other = survivor!.username === 'admin' ? 'olga@example.com' : 'admin';
    expect(await store().setUserRole(other, 'owner')).toBe('done');
    const removed = await Promise.all([
      store().removeUser('admin'),
      store().removeUser('olga@example.com'),
    ]);
    expect([...removed].sort()).toEqual(['done', 'lastOwner']);
    expect(await owners()).toBe(1);
    expect(await store().setUserRole('nobody@example.com', 'viewer')).toBe('missing');
  });

  it('keeps invitations open until used, revoked or over, and the settings', async () => {
    const team = () => store().team;
    const invitation = await team().createInvitation({
      email: 'ivy@example.com',
      name: 'Ivy',
      role: 'staff',
      tokenHash: 'hash-1',
      invitedBy: 'admin',
      expiresAt: new Date(now().getTime() + 72 * HOUR).toISOString(),
    });
    expect((await team().openInvitations(now())).map((open) => open.id)).toEqual([invitation.id]);
    expect(await team().openInvitations(new Date(now().getTime() + 73 * HOUR))).toEqual([]);
    const later = new Date(now().getTime() + 80 * HOUR).toISOString();
    expect(await team().renewInvitation(invitation.id, 'hash-2', later, now())).toBe(true);
    expect(await team().invitationByTokenHash('hash-1')).toBeUndefined();
    expect(await team().closeInvitation(invitation.id, now())).toBe(true);
    expect(await team().closeInvitation(invitation.id, now())).toBe(false);
    expect(await team().openInvitations(now())).toEqual([]);
    expect(await team().getSettings()).toEqual({ requireTwoFactor: false });
    await team().setSettings({ requireTwoFactor: true });
    await store.restart();
    expect(await store().team.getSettings()).toEqual({ requireTwoFactor: true });
    expect((await store().team.invitationByTokenHash('hash-2'))?.closedAt).not.toBeNull();
  });
});
