import { createServer, type IncomingMessage, type Server } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  CreatedWebhookEndpoint,
  PostEntriesResponse,
  WebhookDeliveriesResponse,
  WebhookEndpointSummary,
} from '../../src/shared/index.js';
import { signUp } from '../testing/fixtures.js';
import { LinkTokens } from '../loop/tokens.js';
import { loadSessionSecret } from '../secrets.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';
import { deliverWebhookMessage, DISABLE_AFTER_MS, webhookDeliverer } from '../webhooks/deliver.js';
import { isPublicAddress } from '../webhooks/targetCheck.js';
import { confirmEntry } from '../loop/lifecycle.js';

const PASSWORD = 'correct horse battery';
let server: TestServer | undefined;
let cookie: string;
let receiver: Server | undefined;

afterEach(async () => {
  await server?.dispose();
  server = undefined;
  if (receiver) await new Promise((resolve) => receiver!.close(resolve));
  receiver = undefined;
});

/**
 * A server to test webhooks on. `byHand`: the test delivers the outbox's messages itself, so the
 * server's own sender is stopped first (else the two race for each message).
 */
async function start(webhookAllowPrivate: boolean, { byHand = false } = {}) {
  server = await startTestServer({ adminPassword: PASSWORD, webhookAllowPrivate });
  if (byHand) await server.outbox.stop();
  const response = await request(`${server!.url}/api/login`, {
    body: { username: 'admin', password: PASSWORD },
  });
  cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
}

const admin = (path: string, init: { method?: string; body?: unknown } = {}) =>
  request(`${server!.url}/api/admin${path}`, { ...init, headers: { cookie } });

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** What the receiver got, each delivery verified with the endpoint's secret by standardwebhooks. */
function verifiedEvents(received: Received[], secret: string) {
  const verifier = new Webhook(secret);
  return received.map(
    ({ body, headers }) =>
      verifier.verify(body, headers as Record<string, string>) as {
        type: string;
        data: Record<string, unknown>;
      },
  );
}

/** A receiver on 127.0.0.1 answering the given statuses in turn (then 200). */
async function startReceiver(statuses: number[]): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = statuses.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/hooks`, received };
}

async function addEndpoint(url: string) {
  const response = await admin('/webhooks', {
    method: 'POST',
    body: { url, events: ['entry.created', 'entry.deleted'], description: 'CRM' },
  });
  return response;
}

describe('webhook targets (SSRF)', () => {
  it('takes only public unicast addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.9',
      '172.16.4.4',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses a loopback endpoint in words unless WEBHOOK_ALLOW_PRIVATE is set', async () => {
    await start(false);
    for (const url of ['http://127.0.0.1:9/hooks', 'http://localhost:9/hooks', 'http://[::1]/x']) {
      const refused = await addEndpoint(url);
      expect(refused.status, url).toBe(400);
      expect((refused.body as { message: string }).message).toMatch(
        /webhooks go only to public addresses/,
      );
    }
    expect(((await admin('/webhooks')).body as { endpoints: unknown[] }).endpoints).toEqual([]);
  });

  it('refuses loopback and private addresses written in an IPv6 form that carries IPv4', async () => {
    await start(false);
    for (const host of [
      '[::7f00:1]',
      '[::ffff:7f00:1]',
      '[::ffff:0:a00:1]',
      '[64:ff9b::a9fe:a9fe]',
      '[2002:c0a8:1::1]',
      '[2001:0:7f00:1::1]',
    ]) {
      const refused = await addEndpoint(`http://${host}:9/hooks`);
      expect(refused.status, host).toBe(400);
      expect((refused.body as { message: string }).message).toMatch(
        /webhooks go only to public addresses/,
      );
    }
    expect(((await admin('/webhooks')).body as { endpoints: unknown[] }).endpoints).toEqual([]);
  });
});

describe('webhook endpoints and deliveries', () => {
  it('shows the whsec_ secret once, signs deliveries the receiver verifies, and retries after a 500', async () => {
    await start(true, { byHand: true });
    const { url, received } = await startReceiver([500]);
    const created = await addEndpoint(url);
    expect(created.status).toBe(201);
    const endpoint = created.body as CreatedWebhookEndpoint;
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const list = await admin('/webhooks');
    expect(list.text).not.toContain(endpoint.secret);
    expect((list.body as { endpoints: WebhookEndpointSummary[] }).endpoints).toEqual([
      expect.objectContaining({
        id: endpoint.id,
        url,
        enabled: true,
        events: ['entry.created', 'entry.deleted'],
      }),
    ]);

    expect((await admin(`/webhooks/${endpoint.id}/test`, { method: 'POST' })).status).toBe(202);
    const { messages } = await server!.store.listOutbox({ offset: 0, limit: 50 });
    const message = messages.find((found) => found.kind === 'webhook')!;
    expect(message).toMatchObject({ to: url, status: 'pending' });

    const first = await deliverWebhookMessage(server!.store, message, { allowPrivate: true });
    expect(first).toMatchObject({ delivered: false, status: 500, retry: true });
    const second = await deliverWebhookMessage(server!.store, message, { allowPrivate: true });
    expect(second).toMatchObject({ delivered: true, status: 200 });

    expect(received).toHaveLength(2);
    const verifier = new Webhook(endpoint.secret);
    for (const { headers, body } of received) {
      const verified = verifier.verify(body, headers as Record<string, string>) as { type: string };
      expect(verified.type).toBe('webhook.test');
    }
    // One message, one id: the receiver can tell a retry from a new event.
    expect(received[0]!.headers['webhook-id']).toBe(`msg_${message.id}`);
    expect(received[1]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
    expect(() =>
      new Webhook(`whsec_${Buffer.from('another secret!!').toString('base64')}`).verify(
        received[0]!.body,
        received[0]!.headers as Record<string, string>,
      ),
    ).toThrow();
  });

  it('enqueues entry.created with a new sign-up, signed for the endpoints that chose it', async () => {
    await start(true, { byHand: true });
    const { url, received } = await startReceiver([]);
    const endpoint = (await addEndpoint(url)).body as CreatedWebhookEndpoint;
    const other = await admin('/webhooks', {
      method: 'POST',
      body: { url: `${url}/other`, events: ['entry.deleted'] },
    });
    expect(other.status).toBe(201);
    const joined = await request(`${server!.url}/api/waitlist/join`, {
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        hasConsented: true,
      },
    });
    expect(joined.status).toBe(201);
    const { messages } = await server!.store.listOutbox({ offset: 0, limit: 50 });
    const webhooks = messages.filter((message) => message.kind === 'webhook');
    expect(webhooks).toHaveLength(1);
    expect(webhooks[0]).toMatchObject({ to: url, status: 'pending' });
    expect(
      (await deliverWebhookMessage(server!.store, webhooks[0]!, { allowPrivate: true })).delivered,
    ).toBe(true);
    const event = new Webhook(endpoint.secret).verify(
      received[0]!.body,
      received[0]!.headers as Record<string, string>,
    ) as { type: string; data: { email: string; position: number; source: string } };
    expect(event.type).toBe('entry.created');
    expect(event.data).toMatchObject({ email: 'ada@example.com', position: 1, source: 'form' });
  });

  it('enqueues entry.confirmed and entry.invited in the same write as the lifecycle change', async () => {
    await start(true, { byHand: true });
    const { url, received } = await startReceiver([]);
    const created = await admin('/webhooks', {
      method: 'POST',
      body: { url, events: ['entry.confirmed', 'entry.invited'] },
    });
    const endpoint = created.body as CreatedWebhookEndpoint;
    const joined = await request(`${server!.url}/api/waitlist/join`, {
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        hasConsented: true,
      },
    });
    expect(joined.status).toBe(201);
    const [entry] = (await server!.store.listEntries({ search: '', offset: 0, limit: 1 })).entries;
    // What following the confirmation link does (server/routes/status.ts).
    await server!.store.updateEntries(
      { ids: [entry!.id] },
      confirmEntry(new Date(), await server!.store.listWebhookEndpoints()),
    );
    const invited = await admin('/invites', { method: 'POST', body: { ids: [entry!.id] } });
    expect(invited.body).toEqual({ queued: 2 }); // the invite e-mail and entry.invited
    const { messages } = await server!.store.listOutbox({ offset: 0, limit: 50 });
    const webhooks = messages.filter((message) => message.kind === 'webhook').reverse();
    expect(webhooks).toHaveLength(2);
    for (const message of webhooks) {
      expect(
        (await deliverWebhookMessage(server!.store, message, { allowPrivate: true })).delivered,
      ).toBe(true);
    }
    const verifier = new Webhook(endpoint.secret);
    const events = received.map(
      ({ body, headers }) =>
        verifier.verify(body, headers as Record<string, string>) as {
          type: string;
          data: { email: string; status: string };
        },
    );
    expect(events.map((event) => [event.type, event.data.status])).toEqual([
      ['entry.confirmed', 'confirmed'],
      ['entry.invited', 'invited'],
    ]);
  });

  it('disables an endpoint that failed for 3 days in a row and says why', async () => {
    await start(true, { byHand: true });
    const { url } = await startReceiver([500, 500, 500]);
    const endpoint = (await addEndpoint(url)).body as CreatedWebhookEndpoint;
    await admin(`/webhooks/${endpoint.id}/test`, { method: 'POST' });
    const { messages } = await server!.store.listOutbox({ offset: 0, limit: 50 });
    const message = messages.find((found) => found.kind === 'webhook')!;
    const start0 = new Date('2026-03-01T10:00:00Z');
    const options = (at: Date) => ({ allowPrivate: true, now: at });
    expect(await deliverWebhookMessage(server!.store, message, options(start0))).toMatchObject({
      retry: true,
    });
    const almost = new Date(start0.getTime() + DISABLE_AFTER_MS - 60_000);
    expect(await deliverWebhookMessage(server!.store, message, options(almost))).toMatchObject({
      retry: true,
    });
    const after = new Date(start0.getTime() + DISABLE_AFTER_MS);
    expect(await deliverWebhookMessage(server!.store, message, options(after))).toMatchObject({
      retry: false,
    });

    const [listed] = ((await admin('/webhooks')).body as { endpoints: WebhookEndpointSummary[] })
      .endpoints;
    expect(listed).toMatchObject({
      enabled: false,
      disabledReason: expect.stringMatching(/failed for 3 days/),
    });
    expect(await deliverWebhookMessage(server!.store, message, options(after))).toMatchObject({
      delivered: false,
      retry: false,
      error: 'The endpoint is disabled.',
    });
    expect((await admin(`/webhooks/${endpoint.id}/enable`, { method: 'POST' })).status).toBe(204);
    expect((await deliverWebhookMessage(server!.store, message, options(after))).delivered).toBe(
      true,
    );
  });
});

describe('the outbox deliverer for webhooks', () => {
  it('resolves on a 2xx and throws a retryable failure on a 500', async () => {
    await start(true, { byHand: true });
    const { url } = await startReceiver([500]);
    await addEndpoint(url);
    const [endpoint] = await server!.store.listWebhookEndpoints();
    await admin(`/webhooks/${endpoint!.id}/test`, { method: 'POST' });
    const { messages } = await server!.store.listOutbox({ offset: 0, limit: 50 });
    const message = messages.find((found) => found.kind === 'webhook')!;
    const deliver = webhookDeliverer(server!.store, true, (text, permanent) =>
      Object.assign(new Error(text), { permanent }),
    );
    await expect(deliver(message)).rejects.toMatchObject({
      message: 'The endpoint answered 500.',
      permanent: false,
    });
    await expect(deliver(message)).resolves.toBeUndefined();
  });
});

describe('entry.deleted', () => {
  it('reaches the receiver signed, without personal data, from the admin and the visitor deleting', async () => {
    await start(true);
    const { url, received } = await startReceiver([]);
    const endpoint = (await addEndpoint(url)).body as CreatedWebhookEndpoint;
    const join = (email: string) =>
      request(`${server!.url}/api/waitlist/join`, { body: signUp(email) });
    expect((await join('ada@example.com')).status).toBe(201);
    expect((await join('grace@example.com')).status).toBe(201);
    const { entries } = await server!.store.listEntries({ search: '', offset: 0, limit: 10 });
    const ada = entries.find((entry) => entry.email === 'ada@example.com')!;
    const grace = entries.find((entry) => entry.email === 'grace@example.com')!;

    expect((await admin(`/waitlist/${ada.id}`, { method: 'DELETE' })).status).toBe(204);
    // The visitor's own "delete my data" from the status page.
    const tokens = new LinkTokens(await loadSessionSecret(server!.dataDir));
    const token = tokens.sign('status', grace.id, new Date());
    const deleted = await request(`${server!.url}/api/status/${token}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    // Deleting again finds nothing and sends nothing more.
    expect((await admin(`/waitlist/${ada.id}`, { method: 'DELETE' })).status).toBe(404);

    // The server's own outbox sender delivers them.
    const events = () =>
      verifiedEvents(received, endpoint.secret).filter((event) => event.type === 'entry.deleted');
    await expect.poll(() => events().length, { timeout: 20_000 }).toBe(2);
    expect(events().map((event) => event.data)).toEqual(
      [ada, grace].map((entry) => ({
        id: entry.id,
        externalId: null,
        position: entry.position,
        source: 'form',
        deletedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      })),
    );
    const deletedBodies = received.filter((item) => item.body.includes('entry.deleted'));
    expect(deletedBodies).toHaveLength(2);
    expect(deletedBodies.map((item) => item.body).join('\n')).not.toMatch(/ada@|grace@|Ada/);
    // The delete kept its deliveries: they stay in the outbox, sent.
    const { messages } = await server!.store.listOutbox({ offset: 0, limit: 50 });
    const kept = messages.filter(
      (message) => message.kind === 'webhook' && message.payload.type === 'entry.deleted',
    );
    expect(kept).toHaveLength(2);
    expect(kept.every((message) => message.entryId === null)).toBe(true);
  });

  it('carries the externalId of an entry that came through the API', async () => {
    await start(true);
    const { url, received } = await startReceiver([]);
    const endpoint = (await addEndpoint(url)).body as CreatedWebhookEndpoint;
    const key = await admin('/api-keys', {
      method: 'POST',
      body: { name: 'Booth', scopes: ['entries:sync'] },
    });
    const posted = await request(`${server!.url}/api/v1/entries`, {
      body: { externalId: 'booth-7:1', email: 'booth@example.com' },
      headers: { authorization: `Bearer ${(key.body as { key: string }).key}` },
    });
    const [result] = (posted.body as PostEntriesResponse).results;
    expect(await server!.store.deleteEntry(result!.id!)).toBe(true);
    const deletedEvent = () =>
      verifiedEvents(received, endpoint.secret).find((event) => event.type === 'entry.deleted');
    await expect.poll(deletedEvent, { timeout: 20_000 }).toMatchObject({
      data: { id: result!.id, externalId: 'booth-7:1', source: 'kiosk' },
    });
  });
});

describe('the delivery log', () => {
  it("lists an endpoint's deliveries with event, status, attempts, response code and last error", async () => {
    server = await startTestServer({
      adminPassword: PASSWORD,
      webhookAllowPrivate: true,
      loop: { retryBaseMs: 50 },
    });
    const login = await request(`${server.url}/api/login`, {
      body: { username: 'admin', password: PASSWORD },
    });
    cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const { url, received } = await startReceiver([500]);
    const endpoint = (await addEndpoint(url)).body as CreatedWebhookEndpoint;
    const other = (await addEndpoint(`${url}/other`)).body as CreatedWebhookEndpoint;
    expect((await admin(`/webhooks/${endpoint.id}/deliveries`)).body).toEqual({ deliveries: [] });

    expect((await admin(`/webhooks/${endpoint.id}/test`, { method: 'POST' })).status).toBe(202);
    // The server's own sender: answered 500, retried after the back-off, then 200.
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
    const log = async () =>
      ((await admin(`/webhooks/${endpoint.id}/deliveries`)).body as WebhookDeliveriesResponse)
        .deliveries;
    await expect.poll(async () => (await log())[0]?.status, { timeout: 20_000 }).toBe('sent');
    expect(await log()).toEqual([
      {
        id: expect.any(Number),
        event: 'webhook.test',
        status: 'sent',
        attempts: 2,
        responseCode: 200,
        lastError: null,
        createdAt: expect.any(String),
        lastAttemptAt: expect.any(String),
        nextAttemptAt: null,
      },
    ]);
    const { messages } = await server.store.listOutbox({ offset: 0, limit: 10 });
    const history = messages.find((message) => message.kind === 'webhook')!.history;
    expect(history.map((attempt) => attempt.code)).toEqual([500, 200]);
    expect(history[0]!.error).toBe('The endpoint answered 500.');

    // A join's entry.created goes to both endpoints; each log shows only its own.
    await request(`${server.url}/api/waitlist/join`, { body: signUp('ada@example.com') });
    await expect.poll(async () => (await log()).length, { timeout: 20_000 }).toBe(2);
    expect((await log())[0]).toMatchObject({ event: 'entry.created' });
    const others = (await admin(`/webhooks/${other.id}/deliveries`)).body;
    expect(others).toMatchObject({ deliveries: [{ event: 'entry.created' }] });
    expect((await admin('/webhooks/999/deliveries')).status).toBe(404);
  });
});
