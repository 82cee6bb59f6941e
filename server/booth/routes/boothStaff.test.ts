import { pbkdf2Sync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOTH_PIN_ITERATIONS,
  BOOTH_STAFF_TEXTS,
  BOOTH_TEXTS,
  TEAM_TEXTS,
  type ApiEntryPage,
  type BoothsOverview,
  type CreatedApiKey,
  type DeviceConfig,
  type LeadPage,
  type PairedDevice,
  type PairingCodeAnswer,
  type TeamListResponse,
} from '../../../src/shared/index.js';
import type { PersonResponse } from '../../../src/shared/people.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../testing/smtpCatcher.js';
import { joinedMember, ownerCall, type Call } from '../../testing/teamMembers.js';
import { request, startTestServer, type TestServer } from '../../testing/testServer.js';

/**
 * Issue 40, item 5, on lowdb and PostgreSQL: an event's staff list, each person's own booth PIN
 * (only its hash reaches the booths), and leads naming who captured and who qualified them in
 * every place a lead shows: /api/v1, the leads list, the person's page, the CSV, entry.qualified,
 * and the Booths section's counts per event and person.
 */
const PASSWORD = 'correct horse battery';
const EVENT = 'CES 2027';
let server: TestServer;
let smtp: SmtpCatcher;
let owner: Call;
let staff: Call;
let viewer: Call;
let ids: Record<'owner' | 'staff' | 'viewer', number>;
let receiver: Server;
const received: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startTestServer({
    adminPassword: PASSWORD,
    webhookAllowPrivate: true,
    loop: { smtpUrl: smtp.url, retryBaseMs: 50 },
  });
  owner = await ownerCall(server, PASSWORD);
  staff = await joinedMember(server, smtp, owner, 'sam@example.com', 'staff');
  viewer = await joinedMember(server, smtp, owner, 'vic@example.com', 'viewer');
  const team = (await owner('/api/admin/users')).body as TeamListResponse;
  const idOf = (role: string) => team.members.find((member) => member.role === role)!.id;
  ids = { owner: idOf('owner'), staff: idOf('staff'), viewer: idOf('viewer') };
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push(body);
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await server?.dispose();
  await smtp?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const setStaff = (call: Call, staffIds: number[]) =>
  call('/api/admin/booth-events/staff', { method: 'PUT', body: { event: EVENT, staff: staffIds } });

async function pairedDevice(): Promise<PairedDevice> {
  const added = await owner('/api/admin/booth-devices', {
    body: { name: 'Tablet 1', event: EVENT },
  });
  const { pairingCode } = added.body as PairingCodeAnswer;
  const paired = await request(`${server.url}/api/booth/pair`, { body: { code: pairingCode } });
  expect(paired.status).toBe(201);
  return paired.body as PairedDevice;
}

const v1 = (key: string, path: string, body?: unknown) =>
  request(`${server.url}/api/v1${path}`, { body, headers: { authorization: `Bearer ${key}` } });

describe("an event's booth staff", () => {
  it('is chosen by a manager among staff and above; a viewer, an unknown id and a staff caller are refused with a message', async () => {
    const viewerRefused = await setStaff(owner, [ids.staff, ids.viewer]);
    expect(viewerRefused.status).toBe(400);
    expect(viewerRefused.body).toMatchObject({ message: BOOTH_STAFF_TEXTS.notStaff('The viewer') });
    const unknown = await setStaff(owner, [9999]);
    expect(unknown.body).toMatchObject({ message: BOOTH_STAFF_TEXTS.unknownMember(9999) });
    const byStaff = await setStaff(staff, [ids.staff]);
    expect(byStaff.status).toBe(403);
    expect(byStaff.body).toMatchObject({ message: TEAM_TEXTS.refused('staff') });

    expect((await setStaff(owner, [ids.staff, ids.owner])).status).toBe(204);
    const overview = (await owner('/api/admin/booths')).body as BoothsOverview;
    const event = overview.events.find((candidate) => candidate.name === EVENT)!;
    expect(event.staff.map((person) => [person.name, person.hasPin])).toEqual([
      ['The staff', false],
      ['admin', false],
    ]);
    expect(overview.candidates.map((person) => person.role).sort()).toEqual(['owner', 'staff']);
  });

  it('sets a booth PIN of 4 to 8 digits in their own account; a booth gets only its hash, which checks the PIN', async () => {
    const wrong = await staff('/api/admin/booth-pin', { method: 'PUT', body: { pin: '12a4' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: BOOTH_TEXTS.pinFormat });
    const refused = await viewer('/api/admin/booth-pin', { method: 'PUT', body: { pin: '1234' } });
    expect(refused.status).toBe(403);
    const set = await staff('/api/admin/booth-pin', { method: 'PUT', body: { pin: '2468' } });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ message: BOOTH_STAFF_TEXTS.pinSaved });

    const device = await pairedDevice();
    expect(device.staff).toEqual([
      {
        id: ids.staff,
        name: 'The staff',
        pinHash: expect.any(String),
        pinSalt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(device)).not.toContain('2468');
    const [member] = device.staff;
    const hash = pbkdf2Sync(
      '2468',
      Buffer.from(member!.pinSalt, 'base64'),
      BOOTH_PIN_ITERATIONS,
      32,
      'sha256',
    );
    expect(hash.toString('base64')).toBe(member!.pinHash);

    const config = (await v1(device.deviceKey, '/booth')).body as DeviceConfig;
    expect(config.staff.map((person) => person.name)).toEqual(['The staff']);
    const integration = await owner('/api/admin/api-keys', {
      body: { name: 'CRM', scopes: ['entries:write'] },
    });
    const crmKey = (integration.body as CreatedApiKey).key;
    const crm = await request(`${server.url}/api/v1/booth?event=${encodeURIComponent(EVENT)}`, {
      headers: { authorization: `Bearer ${crmKey}` },
    });
    expect((crm.body as DeviceConfig).staff).toEqual([]);
  });
});

describe('a lead from a booth', () => {
  it('names who captured and who qualified it in /api/v1, the leads list, the person, the CSV and entry.qualified; the Booths section counts them', async () => {
    const hook = await owner('/api/admin/webhooks', {
      body: {
        url: `http://127.0.0.1:${(receiver.address() as { port: number }).port}/h`,
        events: ['entry.qualified'],
      },
    });
    expect(hook.status).toBe(201);
    const device = await pairedDevice();
    const signUp = (externalId: string, email: string, extra: object) => ({
      externalId,
      email,
      firstName: 'Grace',
      lastName: 'Hopper',
      hasConsented: true,
      ...extra,
    });
    const sent = await v1(device.deviceKey, '/entries', {
      entries: [
        signUp('t-1', 'ada@example.com', { capturedBy: ids.staff }),
        signUp('t-2', 'bob@example.com', {
          capturedBy: ids.staff,
          qualifiedBy: ids.owner,
          leadRating: 'hot',
        }),
      ],
    });
    expect(sent.status).toBe(201);
    // Qualified later, offline, by the staff member: the booth sends the lead again.
    await v1(device.deviceKey, '/entries', {
      entries: [
        signUp('t-1', 'ada@example.com', {
          capturedBy: ids.owner,
          qualifiedBy: ids.staff,
          leadRating: 'warm',
        }),
      ],
    });

    const readKeyAnswer = await owner('/api/admin/api-keys', {
      body: { name: 'read', scopes: ['entries:read'] },
    });
    const readKey = (readKeyAnswer.body as CreatedApiKey).key;
    const page = (
      await request(`${server.url}/api/v1/entries`, {
        headers: { authorization: `Bearer ${readKey}` },
      })
    ).body as ApiEntryPage;
    const ada = page.entries.find((entry) => entry.email === 'ada@example.com')!;
    expect(ada.capturedBy).toEqual({ id: ids.staff, name: 'The staff' });
    expect(ada.qualifiedBy).toEqual({ id: ids.staff, name: 'The staff' });
    const bob = page.entries.find((entry) => entry.email === 'bob@example.com')!;
    expect(bob.qualifiedBy).toEqual({ id: ids.owner, name: 'admin' });

    const leads = (await staff('/api/admin/leads')).body as LeadPage;
    expect(leads.leads.find((lead) => lead.entryId === ada.id)).toMatchObject({
      capturedBy: { name: 'The staff' },
      qualifiedBy: { name: 'The staff' },
    });
    const person = (await owner(`/api/admin/people/${ada.id}`)).body as PersonResponse;
    expect(person.lead).toMatchObject({
      capturedBy: { name: 'The staff' },
      qualifiedBy: { name: 'The staff' },
    });
    const csv = (await owner('/api/admin/waitlist/export')).text;
    expect(csv.split('\r\n').find((line) => line.includes('ada@example.com'))).toContain(
      ',warm,,,The staff,The staff,',
    );

    for (let tries = 0; received.length < 2 && tries < 200; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const qualified = received.map(
      (body) =>
        JSON.parse(body) as { data: { email: string; qualifiedBy: unknown; leadRating: string } },
    );
    expect(
      qualified.find(
        (event) => event.data.email === 'ada@example.com' && event.data.leadRating === 'warm',
      )?.data.qualifiedBy,
    ).toEqual({
      id: ids.staff,
      name: 'The staff',
    });

    const overview = (await owner('/api/admin/booths')).body as BoothsOverview;
    const event = overview.events.find((candidate) => candidate.name === EVENT)!;
    expect(
      event.staff.map(({ name, captured, qualified: q, hot }) => ({ name, captured, q, hot })),
    ).toEqual([
      { name: 'The staff', captured: 2, q: 1, hot: 0 },
      { name: 'admin', captured: 0, q: 1, hot: 1 },
    ]);
  });
});

describe("a staff member's Booths section", () => {
  it('shows only the events they are on, with their leads, and no one to choose', async () => {
    const other = await owner('/api/admin/booth-devices', {
      body: { name: 'Tablet 9', event: 'Other Expo' },
    });
    const { pairingCode } = other.body as PairingCodeAnswer;
    const paired = (await request(`${server.url}/api/booth/pair`, { body: { code: pairingCode } }))
      .body as PairedDevice;
    await v1(paired.deviceKey, '/entries', {
      externalId: 'o-1',
      email: 'olga@example.com',
      hasConsented: true,
      leadRating: 'hot',
    });

    const mine = (await staff('/api/admin/booths')).body as BoothsOverview;
    expect(mine.events.map((event) => event.name)).toEqual([EVENT]);
    expect(mine.candidates).toEqual([]);
    const leads = (await staff('/api/admin/leads')).body as LeadPage;
    expect(leads.leads.map((lead) => lead.email)).not.toContain('olga@example.com');
    expect(leads.total).toBe(leads.leads.length);
    const theirs = (await staff('/api/admin/leads?event=Other%20Expo')).body as LeadPage;
    expect(theirs.total).toBe(0);
    const all = (await owner('/api/admin/leads')).body as LeadPage;
    expect(all.leads.map((lead) => lead.email)).toContain('olga@example.com');
  });
});
