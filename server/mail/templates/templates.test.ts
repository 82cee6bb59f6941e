import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '../../../src/shared/index.js';
import { TEMPLATES } from '../../loop/messages.js';
import { LinkTokens } from '../../loop/tokens.js';
import { composeEmail } from '../composeEmail.js';
import { loopSettings } from '../loopSettings.js';

const entry: WaitlistEntry = {
  id: 7,
  firstName: 'Ada <b>',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: '',
  hasConsented: true,
  position: 42,
  createdAt: '2026-11-23T10:00:00.000Z',
  source: 'form',
  status: 'invited',
  confirmedAt: '2026-11-23T10:05:00.000Z',
  invitedAt: '2026-11-23T11:00:00.000Z',
  activatedAt: null,
  referralCode: 'ABCDEFGH23',
  consentVersion: '2026-11-23',
  consentAt: '2026-11-23T10:00:00.000Z',
  unsubscribedAt: null,
  linkSentAt: null,
  referredBy: null,
  referralCount: 0,
  heldReason: null,
  referralFlag: null,
  networkHash: null,
};

const settings = loopSettings({ publicUrl: 'https://synapse.example' }, 3000);
const tokens = new LinkTokens('a session secret of some length');

async function render(template: (typeof TEMPLATES)[number]) {
  const message = {
    id: 12,
    kind: 'email' as const,
    entryId: entry.id,
    to: entry.email,
    payload: { template },
    status: 'pending' as const,
    attempts: 0,
    history: [],
    lastError: null,
    nextAttemptAt: null,
    createdAt: '2026-11-23T12:00:00.000Z',
    sentAt: null,
  };
  const email = composeEmail(message, entry, settings, tokens)!;
  // Built into real MIME by nodemailer and parsed back, as a mail client reads it.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const { message: raw } = (await transport.sendMail(email)) as unknown as { message: Buffer };
  return { email, parsed: await simpleParser(raw) };
}

describe.each(TEMPLATES)('the %s message', (template) => {
  it('has a text and an HTML part with the status and unsubscribe links, in tables without remote images', async () => {
    const { email, parsed } = await render(template);
    expect(parsed.messageId).toBe('<outbox-12@synapse.example>');
    expect(parsed.text).toContain('https://synapse.example/status/');
    expect(parsed.text).toContain('?unsubscribe=1');
    expect(parsed.html).toContain('<table role="presentation"');
    expect(parsed.html).not.toMatch(/<img|url\(|<link|<script/i);
    expect(parsed.html).toContain('Ada &lt;b&gt;');
    expect(parsed.html).not.toContain('Ada <b>');
    expect(email.headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/synapse\.example\/api\/status\/[^/]+\/unsubscribe>$/,
    );
    expect(email.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(parsed.text).toContain('Synapse');
  });

  it('renders the same links every time (a retry sends the same message)', async () => {
    expect((await render(template)).email.text).toBe((await render(template)).email.text);
  });
});

it('links a confirmation and an invite to their own pages, with tokens of their purpose', async () => {
  const confirm = (await render('confirmation')).parsed.text!;
  const token = /synapse\.example\/confirm\/(\S+)/.exec(confirm)![1]!;
  expect(tokens.verify(token, 'confirm', new Date('2026-11-24')).ok).toBe(true);
  expect(tokens.verify(token, 'confirm', new Date('2026-12-01')).ok).toBe(false);
  const invite = (await render('invite')).parsed.text!;
  const inviteToken = /synapse\.example\/invite\/(\S+)/.exec(invite)![1]!;
  const check = tokens.verify(inviteToken, 'invite', new Date('2026-11-24'));
  expect(check.ok && check.claims.stamp).toBe(Date.parse(entry.invitedAt!));
});
