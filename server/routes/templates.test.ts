import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../src/shared/index.js';
import { TEMPLATE_TEXTS, type TemplateView } from '../../src/shared/mailTemplates.js';
import { adminSession, type AdminRequest } from '../testing/adminSession.js';
import { signUp } from '../testing/fixtures.js';
import { sentTo, startSmtpCatcher, tokenFrom, type SmtpCatcher } from '../testing/smtpCatcher.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/**
 * Issue 28, item 4: the admin words the e-mails. A saved template changes the next message (on a
 * real SMTP server), keeps the text part, the footer's links and List-Unsubscribe; an unknown field
 * is refused with its name; reset goes back to the default; a test goes to one address.
 */

const PASSWORD = 'correct horse battery';
let smtp: SmtpCatcher;
let server: TestServer;
let admin: AdminRequest;

beforeEach(async () => {
  smtp = await startSmtpCatcher();
  server = await startTestServer({
    adminPassword: PASSWORD,
    loop: { smtpUrl: smtp.url, retryBaseMs: 50 },
  });
  admin = await adminSession(server, PASSWORD);
});
afterEach(async () => {
  await server.dispose();
  await smtp.close();
});

const join = (email: string, firstName = 'Ada') =>
  request(`${server.url}/api/waitlist/join`, {
    method: 'POST',
    body: signUp(email, { firstName }),
  });

const CONFIRMATION = {
  subject: 'Almost there, {{firstName}}',
  body: [
    '# One click left',
    'Hi {{firstName}}, you are **ticket #{{place}}**. Share *your* link: {{referralUrl}}',
    '[Yes, that is me]({{confirmUrl}})',
    '- it works once\n- for 7 days',
  ].join('\n\n'),
};

describe('the e-mail templates', () => {
  it('a saved template changes the next message, which keeps its text part, footer and List-Unsubscribe', async () => {
    const saved = await admin('/templates/confirmation', { method: 'PUT', body: CONFIRMATION });
    expect(saved.status).toBe(200);
    expect(saved.body as TemplateView).toMatchObject({ ...CONFIRMATION, isDefault: false });

    expect((await join('ada@example.com')).status).toBe(201);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('Almost there, Ada');
    expect(mail!.text).toContain('One click left');
    expect(mail!.text).toContain('Hi Ada, you are ticket #1.');
    expect(mail!.text).toMatch(/Share your link: http:\/\/localhost:\d+\/\?ref=[A-Z2-9]{10}/);
    expect(mail!.text).toMatch(/Yes, that is me: http:\/\/localhost:\d+\/confirm\//);
    expect(mail!.text).toContain('- it works once\n- for 7 days');
    expect(mail!.text).toMatch(/Unsubscribe: http:\/\/localhost:\d+\/status\/.+\?unsubscribe=1/);
    expect(mail!.html).toContain('<strong>ticket #1</strong>');
    expect(mail!.html).toContain('<em>your</em>');
    expect(mail!.html).toContain('>Unsubscribe</a>');
    const list = (mail!.headers.get('list') as { unsubscribe: { url: string } }).unsubscribe;
    expect(list.url).toMatch(/^http:\/\/localhost:\d+\/api\/status\//);
    // Its link still confirms.
    const confirmed = await request(`${server.url}/api/confirm/${tokenFrom(mail!, 'confirm')}`, {
      method: 'POST',
    });
    expect(confirmed.status).toBe(200);
  });

  it('never reads a value as Markdown or HTML', async () => {
    await admin('/templates/confirmation', { method: 'PUT', body: CONFIRMATION });
    await join('markup@example.com', 'Ann <b>');
    const [mail] = await smtp.waitFor(1);
    expect(mail!.html).not.toContain('<b>');
    expect(mail!.html).toContain('Ann &lt;b&gt;');
  });

  it('refuses an unknown field with its name, and a link the message cannot do without', async () => {
    const cases: [object, string][] = [
      [
        { ...CONFIRMATION, body: `${CONFIRMATION.body} {{nmae}}` },
        TEMPLATE_TEXTS.unknownField('nmae'),
      ],
      [
        { ...CONFIRMATION, subject: 'Hi {{ place_in_line }}' },
        TEMPLATE_TEXTS.unknownField('place_in_line'),
      ],
      [
        { ...CONFIRMATION, body: 'No link here.' },
        TEMPLATE_TEXTS.missingLink('confirmUrl', 'confirmation'),
      ],
      [
        { ...CONFIRMATION, body: `${CONFIRMATION.body} {{inviteUrl}}` },
        TEMPLATE_TEXTS.notInThis('inviteUrl', 'confirmation'),
      ],
      [{ subject: 'Two\nlines', body: CONFIRMATION.body }, TEMPLATE_TEXTS.subject],
    ];
    for (const [body, message] of cases) {
      const answer = await admin('/templates/confirmation', { method: 'PUT', body });
      expect(answer.status, message).toBe(400);
      expect((answer.body as { message: string }).message).toBe(message);
    }
    expect((await admin('/templates/welcome')).status).toBe(404);
    expect(((await admin('/templates/confirmation')).body as TemplateView).isDefault).toBe(true);
  });

  it('goes back to the default on reset, and sends a draft to one address as a test', async () => {
    await admin('/templates/confirmation', { method: 'PUT', body: CONFIRMATION });
    const reset = await admin('/templates/confirmation', { method: 'DELETE' });
    expect(reset.body as TemplateView).toMatchObject({
      isDefault: true,
      subject: 'Confirm your place on the Synapse waitlist',
    });
    await join('back@example.com');
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('Confirm your place on the Synapse waitlist');

    const test = await admin('/templates/confirmation/test', {
      method: 'POST',
      body: { to: 'me@example.com', ...CONFIRMATION },
    });
    expect(test.status).toBe(200);
    const sent = await smtp.waitFor(2);
    const draft = sent.find((message) => sentTo(message, 'me@example.com'))!;
    expect(draft.subject).toBe('[Test] Almost there, Ada');
    expect(draft.text).toContain('you are ticket #7.');
    const log = (await admin('/audit')).body as AuditPage;
    expect(log.events.slice(0, 3).map((event) => [event.action, event.detail])).toEqual([
      ['template-test-sent', 'confirmation e-mail to me@example.com'],
      ['template-reset', 'confirmation e-mail'],
      ['template-changed', 'confirmation e-mail'],
    ]);
  });
});
