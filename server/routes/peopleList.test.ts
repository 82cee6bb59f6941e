import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminListResponse, AuditPage } from '../../src/shared/index.js';
import { BULK_DELETE_MAX, type BulkDeleteResponse } from '../../src/shared/people.js';
import { adminSession, type AdminRequest } from '../testing/adminSession.js';
import { newEntry, signUp } from '../testing/fixtures.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/**
 * Issue 28, item 5: the list's filters (source, booth event, held, lead rating) beside search,
 * status and order, and deleting several entries at once, on both stores.
 */

const PASSWORD = 'correct horse battery';
const TAG = 'filtered';
let server: TestServer;
let admin: AdminRequest;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer({ adminPassword: PASSWORD });
  admin = await adminSession(server, PASSWORD);
  const store = server.store;
  const stored = async (name: string, extra: Parameters<typeof newEntry>[1] = {}) => {
    ids[name] = (await store.join(newEntry(`${name}.${TAG}@example.com`, extra))).entry.id;
  };
  await stored('ada');
  await stored('bob', { source: 'terminal' });
  await stored('cy', { source: 'kiosk' });
  await stored('dee', { source: 'kiosk' });
  await stored('eve', { source: 'kiosk' });
  // Sent faster than a person types: held for review.
  const held = await request(`${server.url}/api/waitlist/join`, {
    method: 'POST',
    body: signUp(`fay.${TAG}@example.com`, { elapsedMs: 100 }),
  });
  expect(held.status).toBe(201);
  ids.fay = (await store.listEntries({ search: `fay.${TAG}`, offset: 0, limit: 1 })).entries[0]!.id;
  await store.booths.recordLeads([
    { entryId: ids.cy!, deviceId: null, event: 'Expo Berlin', lead: { rating: 'hot' } },
    { entryId: ids.dee!, deviceId: null, event: 'Expo Berlin' },
    { entryId: ids.eve!, deviceId: null, event: 'Fair Lyon', lead: { rating: 'hot' } },
  ]);
});
afterAll(() => server.dispose());

async function list(query: Record<string, string>) {
  const answer = await admin(`/waitlist?${new URLSearchParams({ search: TAG, ...query })}`);
  expect(answer.status).toBe(200);
  const page = answer.body as AdminListResponse;
  return { names: page.entries.map((entry) => entry.email.split('.')[0]), matching: page.matching };
}

describe('the list', () => {
  it('narrows by source, held, booth event and lead rating, newest first', async () => {
    expect(await list({ source: 'kiosk' })).toEqual({ names: ['eve', 'dee', 'cy'], matching: 3 });
    expect(await list({ source: 'terminal' })).toEqual({ names: ['bob'], matching: 1 });
    expect(await list({ held: 'yes' })).toEqual({ names: ['fay'], matching: 1 });
    expect((await list({ held: 'no' })).names).toEqual(['eve', 'dee', 'cy', 'bob', 'ada']);
    expect(await list({ event: 'Expo Berlin' })).toEqual({ names: ['dee', 'cy'], matching: 2 });
    expect(await list({ rating: 'hot' })).toEqual({ names: ['eve', 'cy'], matching: 2 });
    expect(await list({ rating: 'unrated' })).toEqual({ names: ['dee'], matching: 1 });
    expect(await list({ event: 'Expo Berlin', rating: 'hot' })).toEqual({
      names: ['cy'],
      matching: 1,
    });
  });

  it('combines the filters with search, status, paging and a column order', async () => {
    expect(await list({ source: 'kiosk', sort: 'email', dir: 'asc' })).toEqual({
      names: ['cy', 'dee', 'eve'],
      matching: 3,
    });
    expect(await list({ source: 'kiosk', offset: '1', limit: '1' })).toEqual({
      names: ['dee'],
      matching: 3,
    });
    expect(await list({ source: 'kiosk', search: `eve.${TAG}` })).toEqual({
      names: ['eve'],
      matching: 1,
    });
    expect(await list({ source: 'kiosk', status: 'confirmed' })).toEqual({
      names: [],
      matching: 0,
    });
    // A value no filter knows is left out, as a hand-edited address would have it.
    expect((await list({ source: 'fax', rating: 'lukewarm' })).matching).toBe(6);
  });
});

describe('deleting several entries', () => {
  it('erases them all, counts only those that were there, and says so in the audit log', async () => {
    const answer = await admin('/waitlist/delete', {
      method: 'POST',
      body: { ids: [ids.ada, ids.bob, ids.bob, 999_999] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body as BulkDeleteResponse).toEqual({ deleted: 2 });
    expect((await list({ source: 'terminal' })).matching).toBe(0);
    expect((await list({ held: 'no' })).names).toEqual(['eve', 'dee', 'cy']);
    const log = (await admin('/audit')).body as AuditPage;
    expect(log.events[0]).toMatchObject({
      action: 'entries-deleted',
      actor: 'admin',
      detail: `2 of 3 deleted: entries ${ids.ada}, ${ids.bob}`,
    });
  });

  it('refuses an empty or too long selection in words, and answers 401 without a session', async () => {
    const empty = await admin('/waitlist/delete', { method: 'POST', body: { ids: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: 'Select the entries to delete.' });
    const many = Array.from({ length: BULK_DELETE_MAX + 1 }, (_, index) => index + 1);
    const tooMany = await admin('/waitlist/delete', { method: 'POST', body: { ids: many } });
    expect(tooMany.body).toMatchObject({
      message: `Delete at most ${BULK_DELETE_MAX} entries at once.`,
    });
    const anonymous = await request(`${server.url}/api/admin/waitlist/delete`, {
      method: 'POST',
      body: { ids: [ids.cy] },
    });
    expect(anonymous.status).toBe(401);
    expect((await list({ source: 'kiosk' })).matching).toBe(3);
  });
});
