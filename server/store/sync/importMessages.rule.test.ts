import { describe, expect, it } from 'vitest';
import type { WebhookEvent } from '../../../src/shared/index.js';
import { importedLoopFields, importMessages } from './importMessages.js';
import { newEntry, testApiKey } from '../../testing/fixtures.js';
import type { OutboxDraft } from '../loop/loopTypes.js';
import { ruleDatabase } from '../testing/ruleDatabase.js';
import type { ImportedEntry, StoredWebhookEndpoint } from './syncTypes.js';

/**
 * One rule, two forms: what a synced entry starts as and what it sends, in TypeScript
 * (importMessages.ts, lowdb) and in SQL (postgresImportMessages.ts, run by
 * PostgreSQL's import in its transaction), fed the same batches and endpoints.
 */
const RECEIVED = new Date('2026-03-10T12:00:00.000Z');

/** Two enabled endpoints: one chose entry.created, one only entry.deleted. */
const HOOK_EVENTS: WebhookEvent[][] = [['entry.created'], ['entry.deleted']];

const item = (email: string, fields: Partial<ImportedEntry> = {}): ImportedEntry => ({
  ...newEntry(email, { source: 'kiosk' }),
  externalId: `booth-${email}`,
  createdAt: '2026-03-09T10:00:00.000Z',
  event: 'expo',
  consentVersion: 'API key "Booth"',
  ...fields,
});

const cases: { name: string; item: ImportedEntry; sends: string[] }[] = [
  {
    name: 'a booth sign-up under DOUBLE_OPT_IN',
    item: item('ada@example.com'),
    sends: ['email confirmation', 'webhook 0'],
  },
  {
    name: 'a sign-up whose key says double opt-in',
    item: item('ada@example.com', { doubleOptIn: true, company: '' }),
    sends: ['email confirmation', 'webhook 0'],
  },
  {
    name: 'a sign-up stored confirmed (DOUBLE_OPT_IN off)',
    item: item('ada@example.com', { doubleOptIn: false }),
    sends: ['webhook 0'],
  },
  {
    name: 'a sign-up without consent, with quotes in the name',
    item: item('ada@example.com', { hasConsented: false, firstName: 'Zoë "Z"' }),
    sends: ['email confirmation', 'webhook 0'],
  },
];

/** A message as both forms store it; a webhook body's JSON compared parsed. */
function comparable(draft: OutboxDraft) {
  const { body, ...payload } = draft.payload as { body?: string };
  return {
    ...draft,
    payload: body === undefined ? payload : { ...payload, body: JSON.parse(body) as unknown },
  };
}

/** "email <template>" or "webhook <endpoint index>", for the table's expectation. */
const what = (draft: OutboxDraft, firstEndpoint: number) =>
  draft.kind === 'email'
    ? `email ${draft.payload.template as string}`
    : `webhook ${(draft.payload.endpointId as number) - firstEndpoint}`;

describe('the import messages rule (TypeScript for lowdb, SQL for PostgreSQL)', () => {
  const db = ruleDatabase();

  it.each(cases)('starts and announces $name the same in both forms', async (row) => {
    const hooks: StoredWebhookEndpoint[] = [];
    for (const [index, events] of HOOK_EVENTS.entries()) {
      hooks.push(
        await db.store().createWebhookEndpoint({
          url: `https://hooks.example.com/${index}`,
          description: '',
          events,
          secret: 'whsec_c2VjcmV0',
        }),
      );
    }
    const off = await db.store().createWebhookEndpoint({
      url: 'https://hooks.example.com/off',
      description: '',
      events: ['entry.created'],
      secret: 'whsec_c2VjcmV0',
    });
    await db.store().updateWebhookEndpoint(off.id, { enabled: false });
    const endpoints = await db.store().listWebhookEndpoints();
    // An inbox already on the list is merged: it sends nothing and keeps its entry.
    const existing = await db.entry('grace@example.com');
    const [outcome, merged] = await db
      .store()
      .importEntries([row.item, item('GRACE+booth@example.com')], await testApiKey(db.store()));
    expect(merged).toMatchObject({ id: existing.id, created: false });
    const entry = (await db.store().findEntry(outcome!.id))!;

    // The entry's loop fields: decided once, in TypeScript, and stored as they are.
    expect(entry).toMatchObject(importedLoopFields(row.item, RECEIVED.toISOString()));
    const rows = await db.sql<{
      kind: 'email' | 'webhook';
      entry_id: number;
      recipient: string;
      payload: Record<string, unknown>;
    }>('SELECT kind, entry_id, recipient, payload FROM outbox ORDER BY id');
    const sql = rows.map((stored) =>
      comparable({
        kind: stored.kind,
        entryId: stored.entry_id,
        to: stored.recipient,
        payload: stored.payload,
      }),
    );
    const ts = importMessages(entry, endpoints, RECEIVED).map(comparable);
    expect(sql).toEqual(ts);
    expect(ts.map((draft) => what(draft, hooks[0]!.id))).toEqual(row.sends);
  });
});
