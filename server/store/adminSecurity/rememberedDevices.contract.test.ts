import { describe, expect, it } from 'vitest';
import { bothStores, storeEachTest } from '../testing/bothStores.js';

/** Remembered browsers (issue 40, item 3), the same on lowdb and PostgreSQL. */
const now = () => new Date('2026-12-01T09:00:00.000Z');
const device = (id: string, username: string, at: string, name = 'Chrome on macOS') => ({
  id,
  username,
  name,
  rememberedAt: at,
  lastUsedAt: at,
});

describe.each(bothStores(now))('remembered browsers on $name', (kind) => {
  const store = storeEachTest(kind);

  it('keeps when each was remembered and last used, lists a person’s own, and forgets one', async () => {
    const devices = () => store().devices;
    await devices().keepDevice(device('d1', 'admin', '2026-11-01T10:00:00.000Z'));
    await devices().keepDevice(
      device('d2', 'admin', '2026-11-20T10:00:00.000Z', 'Firefox on Linux'),
    );
    await devices().keepDevice(device('d3', 'mia@example.com', '2026-11-21T10:00:00.000Z'));
    // Used again: the same record, its first day kept.
    await devices().keepDevice(device('d1', 'admin', '2026-11-30T08:00:00.000Z'));
    await store.restart();
    expect(await devices().listUserDevices('admin')).toEqual([
      {
        ...device('d1', 'admin', '2026-11-01T10:00:00.000Z'),
        lastUsedAt: '2026-11-30T08:00:00.000Z',
      },
      device('d2', 'admin', '2026-11-20T10:00:00.000Z', 'Firefox on Linux'),
    ]);
    expect(await devices().forgetDevice('admin', 'd3')).toBe(false);
    expect(await devices().forgetDevice('admin', 'd2')).toBe(true);
    await store.restart();
    expect(await devices().findDevice('d2')).toBeUndefined();
    expect((await devices().findDevice('d3'))?.username).toBe('mia@example.com');
  });

  it('forgets a removed person’s browsers with them', async () => {
    await store().createUser('admin', 'first');
    await store().createAccount({
      username: 'gone@example.com',
      email: 'gone@example.com',
      name: 'Gone',
      role: 'manager',
      passwordHash: 'hash',
    });
    await store().devices.keepDevice(device('g1', 'gone@example.com', '2026-11-01T10:00:00.000Z'));
    await store().devices.keepDevice(device('a1', 'admin', '2026-11-01T10:00:00.000Z'));
    expect(await store().removeUser('gone@example.com')).toBe('done');
    await store.restart();
    expect(await store().devices.listUserDevices('gone@example.com')).toEqual([]);
    expect(await store().devices.findDevice('a1')).toBeDefined();
  });
});
