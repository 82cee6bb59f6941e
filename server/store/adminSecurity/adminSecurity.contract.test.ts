import { beforeEach, describe, expect, it } from 'vitest';
import { bothStores, storeEachTest } from '../testing/bothStores.js';
import type { TwoFactorSettings } from './adminSecurityStore.js';

/** The admin security area's contract (issue 20), the same on lowdb and PostgreSQL. */
let clock = new Date('2026-03-10T12:00:00.000Z');
const now = () => new Date(clock);
const MINUTE = 60_000;

const enrolled: TwoFactorSettings = {
  secret: 'JBSWY3DPEHPK3PXP',
  enabledAt: Date.parse('2026-03-01T00:00:00.000Z'),
  recoveryCodeHashes: ['hash-a', 'hash-b'],
  lastStep: 100,
};

describe.each(bothStores(now))('the admin security area on $name', (kind) => {
  const store = storeEachTest(kind);
  beforeEach(() => {
    clock = new Date('2026-03-10T12:00:00.000Z');
  });

  it('counts sign-in failures per key, starts a stale counter again at 1 and clears them', async () => {
    const start = clock.getTime();
    await store().recordLoginFailure(['user:ada', 'ip:1.2.3.4'], start, start - 15 * MINUTE);
    await store().recordLoginFailure(['user:ada'], start + MINUTE, start - 15 * MINUTE);
    expect(await store().loginFailures(['user:ada', 'ip:1.2.3.4', 'user:bob'], start)).toEqual(
      new Map([
        ['user:ada', { failures: 2, lastFailureAt: start + MINUTE }],
        ['ip:1.2.3.4', { failures: 1, lastFailureAt: start }],
      ]),
    );
    // A failure long after the last one counts from 1: the old ones are outside the window.
    const later = start + 60 * MINUTE;
    await store().recordLoginFailure(['user:ada'], later, later - 15 * MINUTE);
    expect(
      (await store().loginFailures(['user:ada'], later - 15 * MINUTE)).get('user:ada'),
    ).toEqual({ failures: 1, lastFailureAt: later });
    // Counters whose last failure is before `since` are not answered.
    expect((await store().loginFailures(['ip:1.2.3.4'], start + 1)).size).toBe(0);
    await store().clearLoginFailures(['user:ada', 'ip:1.2.3.4']);
    expect((await store().loginFailures(['user:ada', 'ip:1.2.3.4'], 0)).size).toBe(0);
  });

  it('accepts each TOTP step and recovery code once, and keeps that across a restart', async () => {
    await store().createUser('ada', 'scrypt-hash');
    expect(await store().useSecondFactor('ada', { step: 101 })).toBe(false); // not enrolled
    await store().setTwoFactor('ada', enrolled);
    expect(await store().useSecondFactor('ada', { step: 100 })).toBe(false);
    expect(await store().useSecondFactor('ada', { step: 101 })).toBe(true);
    expect(await store().useSecondFactor('ada', { step: 101 })).toBe(false);
    expect(await store().useSecondFactor('ada', { recoveryCodeHash: 'hash-a' })).toBe(true);
    expect(await store().useSecondFactor('ada', { recoveryCodeHash: 'hash-a' })).toBe(false);
    expect(await store().useSecondFactor('ada', { recoveryCodeHash: 'unknown' })).toBe(false);

    const restarted = await store.restart();
    expect(await restarted.getTwoFactor('ada')).toEqual({
      ...enrolled,
      lastStep: 101,
      recoveryCodeHashes: ['hash-b'],
    });
    await restarted.setTwoFactor('ada', null);
    expect(await restarted.getTwoFactor('ada')).toBeUndefined();
  });

  it('keeps the audit log: numbered and timed by the store, newest first in pages, oldest first in export', async () => {
    const first = await store().appendAudit({
      action: 'sign-in',
      actor: 'ada',
      ip: '1.2.3.4',
      detail: '',
    });
    clock = new Date(clock.getTime() + MINUTE);
    const second = await store().appendAudit({
      action: 'export',
      actor: 'ada',
      ip: '1.2.3.4',
      detail: '3 rows',
    });
    clock = new Date(clock.getTime() + MINUTE);
    const third = await store().appendAudit({
      action: 'sign-out',
      actor: 'ada',
      ip: '',
      detail: '',
    });
    expect(first).toEqual({
      id: expect.any(Number),
      at: '2026-03-10T12:00:00.000Z',
      action: 'sign-in',
      actor: 'ada',
      ip: '1.2.3.4',
      detail: '',
    });
    expect(second.id).toBeGreaterThan(first.id);
    expect(third.id).toBeGreaterThan(second.id);

    const restarted = await store.restart();
    expect(await restarted.listAudit({ offset: 0, limit: 2 })).toEqual({
      events: [third, second],
      total: 3,
    });
    expect(await restarted.listAudit({ offset: 2, limit: 2 })).toEqual({
      events: [first],
      total: 3,
    });
    const exported = [];
    for await (const event of restarted.exportAudit()) exported.push(event);
    expect(exported).toEqual([first, second, third]);
  });

  it('ends no sessions of a user who has none', async () => {
    expect(await store().endUserSessions('nobody')).toBe(0);
  });

  it('keeps users: created once, found by name, password changed', async () => {
    expect(await store().findUser('admin')).toBeUndefined();
    expect(await store().createUser('admin', 'hash-1')).toBe(true);
    expect(await store().createUser('admin', 'hash-2')).toBe(false);
    expect(await store().findUser('admin')).toMatchObject({
      username: 'admin',
      passwordHash: 'hash-1',
      createdAt: '2026-03-10T12:00:00.000Z',
    });
    await store().setPasswordHash('admin', 'hash-3');
    expect((await store().findUser('admin'))?.passwordHash).toBe('hash-3');
    await store().setPasswordHash('nobody', 'hash-4');
    expect(await store().findUser('nobody')).toBeUndefined();
  });

  it('keeps sessions until they expire or are destroyed', async () => {
    const expiresAt = clock.getTime() + 60_000;
    await store().setSession('sid-1', {
      data: { username: 'admin', cookie: { path: '/' } },
      expiresAt,
    });
    expect(await store().getSession('sid-1')).toEqual({
      data: { username: 'admin', cookie: { path: '/' } },
      expiresAt,
    });
    await store().setSession('sid-1', { data: { username: 'root' }, expiresAt });
    expect((await store().getSession('sid-1'))?.data).toEqual({ username: 'root' });
    clock = new Date(expiresAt + 1);
    expect(await store().getSession('sid-1')).toBeUndefined();
    await store().setSession('sid-2', { data: {}, expiresAt: clock.getTime() + 1000 });
    await store().destroySession('sid-2');
    expect(await store().getSession('sid-2')).toBeUndefined();
    expect(await store().getSession('never')).toBeUndefined();
  });
});
