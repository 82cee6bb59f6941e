import { describe, expect, it } from 'vitest';
import type { WaitlistEntry, WebhookEvent } from '../../../src/shared/index.js';
import { newEntry, testApiKey } from '../../testing/fixtures.js';
import { deletedEventDrafts, eventDrafts } from '../../webhooks/events.js';
import type { NewEntry } from '../entries/entryTypes.js';
import type { OutboxDraft } from '../loop/loopTypes.js';
import { ruleDatabase } from '../testing/ruleDatabase.js';
import type { StoredWebhookEndpoint } from './syncTypes.js';

/**
 * One rule, two forms: which endpoints get an event and the JSON it carries, in TypeScript
 * (server/webhooks/events.ts, lowdb) and in SQL (postgresWebhookWrites.ts, PostgreSQL's join
 * batch and delete), fed the same entries and endpoints.
 */
const ENDPOINTS: { events: WebhookEvent[]; enabled: boolean }[] = [
  { events: ['entry.created', 'entry.deleted'], enabled: true },
  { events: ['entry.deleted'], enabled: true },
  { events: ['entry.created', 'entry.deleted'], enabled: false },
  { events: ['entry.created', 'entry.confirmed'], enabled: true },
];

const joins: { name: string; at: string; join: Partial<NewEntry> }[] = [
  { name: 'a form sign-up', at: '2026-03-10T12:00:00.000Z', join: {} },
  {
    name: 'quotes, a backslash and accents in the names, no company, from the kiosk',
    at: '2026-03-10T12:00:00.123Z',
    join: { firstName: 'Zoë "Z"', lastName: "O'Brien \\ Ñ", company: '', source: 'kiosk' },
  },
  {
    name: 'a sign-up stored confirmed (DOUBLE_OPT_IN off)',
    at: '2026-12-31T23:59:59.999Z',
    join: { doubleOptIn: false, source: 'terminal' },
  },
];

/** A draft as both forms store it; the body's JSON compared parsed (key order is not the rule). */
function comparable(draft: OutboxDraft) {
  const { body, ...payload } = draft.payload as { body: string };
  return { ...draft, payload: { ...payload, body: JSON.parse(body) as unknown } };
}

const byEndpoint = (a: OutboxDraft, b: OutboxDraft) =>
  (a.payload.endpointId as number) - (b.payload.endpointId as number);

describe('the webhook events rule (TypeScript for lowdb, SQL for PostgreSQL)', () => {
  const db = ruleDatabase();

  async function endpoints(): Promise<StoredWebhookEndpoint[]> {
    for (const [index, { events, enabled }] of ENDPOINTS.entries()) {
      const created = await db.store().createWebhookEndpoint({
        url: `https://hooks.example.com/${index}`,
        description: '',
        events,
        secret: 'whsec_c2VjcmV0',
      });
      if (!enabled) await db.store().updateWebhookEndpoint(created.id, { enabled: false });
    }
    return db.store().listWebhookEndpoints();
  }

  async function webhookRows(): Promise<OutboxDraft[]> {
    const rows = await db.sql<{ entry_id: number | null; recipient: string; payload: object }>(
      "SELECT entry_id, recipient, payload FROM outbox WHERE kind = 'webhook' ORDER BY id",
    );
    return rows.map((row) => ({
      kind: 'webhook',
      entryId: row.entry_id,
      to: row.recipient,
      payload: row.payload as Record<string, unknown>,
    }));
  }

  it.each(joins)('sends entry.created for $name the same in both forms', async ({ at, join }) => {
    const hooks = await endpoints();
    db.setClock(new Date(at));
    const { entry } = await db.store().join(newEntry('ada@example.com', join));
    const sql = (await webhookRows()).sort(byEndpoint).map(comparable);
    const ts = eventDrafts(hooks, 'entry.created', entry, new Date(at)).map(comparable);
    expect(sql).toEqual(ts);
    // The enabled endpoints that chose entry.created, with the entry as events show it.
    expect(ts.map((draft) => draft.to)).toEqual([
      'https://hooks.example.com/0',
      'https://hooks.example.com/3',
    ]);
    expect(ts[0]!.payload.body).toEqual({
      type: 'entry.created',
      timestamp: at,
      data: {
        id: entry.id,
        email: 'ada@example.com',
        firstName: join.firstName ?? 'Ada',
        lastName: join.lastName ?? 'Lovelace',
        company: join.company ?? 'Analytical Engines',
        position: 1,
        createdAt: at,
        source: join.source ?? 'form',
        status: join.doubleOptIn === false ? 'confirmed' : 'waiting',
      },
    });
  });

  it.each([
    { name: 'an entry a booth synced (its externalId)', externalId: 'booth-7' },
    { name: 'an entry joined on the web (no externalId)', externalId: null },
  ])('sends entry.deleted for $name the same in both forms', async ({ externalId }) => {
    const hooks = await endpoints();
    let entry: WaitlistEntry;
    if (externalId) {
      const [outcome] = await db.store().importEntries(
        [
          {
            ...newEntry('ada@example.com', { source: 'kiosk' }),
            externalId,
            createdAt: '2026-03-09T10:00:00.000Z',
            event: 'expo',
            consentVersion: 'API key "Booth"',
          },
        ],
        await testApiKey(db.store()),
      );
      entry = (await db.store().findEntry(outcome!.id))!;
    } else {
      entry = (await db.store().join(newEntry('ada@example.com'))).entry;
    }
    await db.sql('DELETE FROM outbox');
    const at = new Date('2026-03-10T12:34:56.789Z');
    db.setClock(at);
    expect(await db.store().deleteEntry(entry.id)).toBe(true);
    const sql = (await webhookRows()).sort(byEndpoint).map(comparable);
    const ts = deletedEventDrafts(hooks, entry, externalId, at).map(comparable);
    expect(sql).toEqual(ts);
    expect(ts.map((draft) => [draft.to, draft.entryId])).toEqual([
      ['https://hooks.example.com/0', null],
      ['https://hooks.example.com/1', null],
    ]);
    expect(ts[0]!.payload.body).toEqual({
      type: 'entry.deleted',
      timestamp: at.toISOString(),
      data: {
        id: entry.id,
        externalId,
        position: 1,
        source: entry.source,
        deletedAt: at.toISOString(),
      },
    });
  });
});
