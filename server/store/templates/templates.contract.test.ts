import { beforeEach, describe, expect, it } from 'vitest';
import { bothStores, storeEachTest } from '../testing/bothStores.js';

/** The templates area's contract (issue 28), the same on lowdb and PostgreSQL. */
let clock = new Date('2026-03-10T12:00:00.000Z');
const now = () => new Date(clock);

describe.each(bothStores(now))('the templates area on $name', (kind) => {
  const store = storeEachTest(kind);
  beforeEach(() => {
    clock = new Date('2026-03-10T12:00:00.000Z');
  });

  it("keeps the admin's wording across a restart, replaces it, and forgets it on reset", async () => {
    expect(await store().templates.getTemplate('invite')).toBeUndefined();
    const saved = await store().templates.setTemplate('invite', {
      subject: 'Welcome in, {{firstName}}',
      body: 'Here: [Activate]({{inviteUrl}})',
    });
    expect(saved).toEqual({
      name: 'invite',
      subject: 'Welcome in, {{firstName}}',
      body: 'Here: [Activate]({{inviteUrl}})',
      updatedAt: '2026-03-10T12:00:00.000Z',
    });
    clock = new Date('2026-03-11T08:00:00.000Z');
    await store().templates.setTemplate('invite', { subject: 'Second', body: '{{inviteUrl}}' });
    const restarted = await store.restart();
    expect(await restarted.templates.getTemplate('invite')).toMatchObject({
      subject: 'Second',
      updatedAt: '2026-03-11T08:00:00.000Z',
    });
    expect(await restarted.templates.getTemplate('status')).toBeUndefined();
    expect(await restarted.templates.resetTemplate('invite')).toBe(true);
    expect(await restarted.templates.resetTemplate('invite')).toBe(false);
    expect(await restarted.templates.getTemplate('invite')).toBeUndefined();
  });
});
