import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, type CreatedApiKey } from '../../src/shared/index.js';
import { adminCookie } from '../testing/adminSession.js';
import { signUp } from '../testing/fixtures.js';
import { sentTo, startSmtpCatcher, type SmtpCatcher } from '../testing/smtpCatcher.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/**
 * Issue 24, item 8: names go into e-mails sent from the site's domain. A line break or control
 * character is refused where a name comes in; a name that looks like a link is never greeted.
 */

const PASSWORD = 'correct horse battery';
let server: TestServer;
let smtp: SmtpCatcher | undefined;

afterEach(async () => {
  await server.dispose();
  await smtp?.close();
  smtp = undefined;
});

const join = (body: object) => request(`${server.url}/api/waitlist/join`, { body });

const HEADER_INJECTION = 'Ada\nBcc: evil@attacker.test,';

describe('a name with a line break or a control character', () => {
  it('is refused by the sign-up form with a message naming the field, and nothing is stored', async () => {
    server = await startTestServer({ adminPassword: PASSWORD });
    const cases: [field: string, value: string, message: string][] = [
      ['firstName', HEADER_INJECTION, MESSAGES.firstNameChars],
      ['lastName', 'Love\r\nlace', MESSAGES.lastNameChars],
      ['lastName', 'Love\u2028lace', MESSAGES.lastNameChars],
      ['firstName', 'A\u202Eda', MESSAGES.firstNameChars],
      ['company', 'Engines\tLtd', MESSAGES.companyChars],
      ['company', 'Engines\u0085Ltd', MESSAGES.companyChars],
    ];
    for (const [field, value, message] of cases) {
      const refused = await join(signUp('ada@example.com', { [field]: value }));
      expect(refused.status, JSON.stringify(value)).toBe(400);
      expect(refused.body).toEqual({ message, errors: { [field]: message } });
    }
    expect(await server.store.count()).toBe(0);
  });

  it('is refused by the v1 API with the same message', async () => {
    server = await startTestServer({ adminPassword: PASSWORD });
    const cookie = await adminCookie(server, PASSWORD);
    const created = await request(`${server.url}/api/admin/api-keys`, {
      body: { name: 'Booth', scopes: ['entries:write'] },
      headers: { cookie },
    });
    expect(created.status).toBe(201);
    const { key } = created.body as CreatedApiKey;
    const refused = await request(`${server.url}/api/v1/entries`, {
      body: { externalId: 'b-1', email: 'ada@example.com', firstName: HEADER_INJECTION },
      headers: { authorization: `Bearer ${key}` },
    });
    expect(refused.status).toBe(400);
    expect((refused.body as { message: string }).message).toBe(MESSAGES.firstNameChars);
    expect(await server.store.count()).toBe(0);
  });
});

describe('a first name that looks like a link or an address', () => {
  it('is left out of the greeting of the mail the join sends', async () => {
    smtp = await startSmtpCatcher();
    server = await startTestServer({
      adminPassword: PASSWORD,
      loop: { smtpUrl: smtp.url, retryBaseMs: 50 },
    });
    expect((await join(signUp('link@example.com', { firstName: 'www.evil.test' }))).status).toBe(
      201,
    );
    expect((await join(signUp('mail@example.com', { firstName: 'x@evil.test' }))).status).toBe(201);
    expect((await join(signUp('ada@example.com', { firstName: 'Ada' }))).status).toBe(201);
    const mails = await smtp.waitFor(3);
    const to = (address: string) => mails.find((mail) => sentTo(mail, address))!;

    for (const address of ['link@example.com', 'mail@example.com']) {
      const mail = to(address);
      expect(mail.text).toMatch(/^Hi,$/m);
      expect(mail.text).not.toContain('evil.test');
      expect(mail.html).not.toContain('evil.test');
    }
    expect(to('ada@example.com').text).toMatch(/^Hi Ada,$/m);
  });
});
