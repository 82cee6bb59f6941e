import { Validator } from '@seriousme/openapi-schema-validator';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  AdminListResponse,
  ApiEntryPage,
  CreatedApiKey,
  EntryAttribution,
} from '../../src/shared/index.js';
import { adminSession, type AdminRequest } from '../testing/adminSession.js';
import { signUp } from '../testing/fixtures.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/** Issue 29, item 5: a sign-up's UTM fields and referring site, wherever its entry is shown. */
const PASSWORD = 'correct horse battery';
const FROM_NEWSLETTER: EntryAttribution = {
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: 'launch',
  referrerHost: 'news.example.com',
  embedOrigin: null,
};
let server: TestServer;
let admin: AdminRequest;

beforeEach(async () => {
  server = await startTestServer({ adminPassword: PASSWORD });
  admin = await adminSession(server, PASSWORD);
  await request(`${server.url}/api/waitlist/join`, {
    method: 'POST',
    // What the page sends: the same fields, and no embedding origin at all.
    body: signUp('ada@example.com', {
      attribution: {
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'launch',
        referrerHost: 'news.example.com',
      },
    }),
  });
  await request(`${server.url}/api/waitlist/join`, {
    method: 'POST',
    body: signUp('alan@example.com'),
  });
});
afterEach(async () => {
  await server.dispose();
});

async function apiKey(): Promise<string> {
  const created = await admin('/api-keys', {
    method: 'POST',
    body: { name: 'CRM', scopes: ['entries:read'] },
  });
  return (created.body as CreatedApiKey).key;
}

describe('where a sign-up came from', () => {
  it("is in the admin's list, and null for an entry that came from nowhere known", async () => {
    const { entries } = (await admin('/waitlist')).body as AdminListResponse;
    const byEmail = new Map(entries.map((entry) => [entry.email, entry.attribution]));
    expect(byEmail.get('ada@example.com')).toEqual(FROM_NEWSLETTER);
    expect(byEmail.get('alan@example.com')).toBeNull();
  });

  // PostgreSQL reads an address search's attributions with its page (issue 30, item 3).
  it("is in the admin's search for an address, whole or its start, in any order", async () => {
    await request(`${server.url}/api/waitlist/join`, {
      method: 'POST',
      body: signUp('linda@example.com'),
    });
    const attributions = async (query: string) => {
      const { entries } = (await admin(`/waitlist?${query}`)).body as AdminListResponse;
      return entries.map((entry) => [entry.email, entry.attribution]);
    };
    expect(await attributions('search=ada%40example.com')).toEqual([
      ['ada@example.com', FROM_NEWSLETTER],
    ]);
    expect(await attributions('search=alan%40exa')).toEqual([['alan@example.com', null]]);
    const matches = [
      ['ada@example.com', FROM_NEWSLETTER],
      ['linda@example.com', null],
    ];
    expect(await attributions('search=a%40example.com')).toEqual([...matches].reverse());
    // Another order: the page is read apart from the first page that counts the matches.
    expect(await attributions('search=a%40example.com&sort=email&dir=asc')).toEqual(matches);
  });

  it('is in the CSV export, one column per field', async () => {
    const csv = await admin('/waitlist/export');
    const [header, ada, alan] = csv.text.replace(/^\ufeff/, '').split('\r\n');
    expect(header).toMatch(/,UTM source,UTM medium,UTM campaign,Referring site,Embedded on$/);
    expect(ada).toMatch(/,newsletter,email,launch,news\.example\.com,$/);
    expect(alan).toMatch(/,,,,,$/);
  });

  it('is in /api/v1, as its OpenAPI document describes it', async () => {
    const key = await apiKey();
    const page = await request(`${server.url}/api/v1/entries`, {
      headers: { authorization: `Bearer ${key}` },
    });
    const { entries } = page.body as ApiEntryPage;
    const ada = entries.find((entry) => entry.email === 'ada@example.com')!;
    expect(ada.attribution).toEqual(FROM_NEWSLETTER);
    const one = await request(`${server.url}/api/v1/entries/${ada.id}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect((one.body as typeof ada).attribution).toEqual(FROM_NEWSLETTER);

    const document = (await request(`${server.url}/api/v1/openapi.json`)).body as {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    expect(Object.keys(document.components.schemas.Entry!.properties)).toContain('attribution');
    const validator = new Validator();
    expect((await validator.validate(document)).valid).toBe(true);
  });
});
