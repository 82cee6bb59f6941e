// Starts the production server for the browser tests: the built site and server (dist/, or
// E2E_BUILD_DIR with web/ and node/ inside), a real lowdb store in a fresh temp folder, and a
// real SMTP server (see mailbox.mjs) that every message goes to.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mailboxDir, startMailbox } from './mailbox.mjs';

const buildDir = resolve(process.env.E2E_BUILD_DIR ?? 'dist');
const dataDir = mkdtempSync(join(tmpdir(), 'synapse-e2e-'));
process.env.NODE_ENV = 'production';
// A line per request would flood the test run's output: warnings and errors only.
process.env.LOG_LEVEL ??= 'warn';
process.env.PORT = process.env.E2E_PORT ?? '3100';
process.env.HOST = '127.0.0.1';
process.env.DATA_DIR = dataDir;
process.env.WEB_ROOT = join(buildDir, 'web');
process.env.ADMIN_PASSWORD = 'e2e-admin-password';
// Known to the tests, so they can sign an expired link (e2e/support/linkTokens.ts).
process.env.SESSION_SECRET = 'e2e-session-secret-not-for-production';
process.env.JOIN_RATE_LIMIT = '0';
// Playwright fills a form in a fraction of a second: the browser tests are not bots. The timing
// check is tested over HTTP (server/routes/abuse.test.ts); the honeypot is tested here too.
// e2e/formTiming.spec.ts starts a server of its own with the check on (issue 44).
process.env.FORM_MIN_MS ??= '0';
// The embeddable widget (issue 29): e2e/widget.spec.ts serves a partner's page on PORT + 60, which
// may embed the sign-up, and a stranger's on PORT + 61, which may not.
process.env.WIDGET_ORIGINS = `http://127.0.0.1:${Number(process.env.PORT) + 60}`;
// The public leaderboard (issue 29) is off by default; the browser tests look at it on.
process.env.LEADERBOARD = 'on';
// Each browser context may name its own network (X-Forwarded-For), as visitors behind a proxy do.
process.env.TRUST_PROXY = 'loopback';
// The waitlist loop (issue 13): mail goes to a local SMTP server, links point at this server.
// E2E_UNCONFIGURED=1 (e2e/admin-problems.spec.ts): a first start as an operator might leave it,
// without SMTP_URL and PUBLIC_URL, for the admin's banners.
const unconfigured = process.env.E2E_UNCONFIGURED === '1';
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.PORT) + 10_000);
if (unconfigured) {
  delete process.env.SMTP_URL;
  delete process.env.PUBLIC_URL;
} else {
  await startMailbox(smtpPort, mailboxDir(process.env.PORT));
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
  process.env.PUBLIC_URL = `http://127.0.0.1:${process.env.PORT}`;
}
process.env.MAIL_FROM = 'Synapse <waitlist@synapse.test>';
delete process.env.INVITE_REDIRECT_URL;
delete process.env.DATABASE_URL;
process.on('exit', () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailboxDir(process.env.PORT), { recursive: true, force: true });
});
await import(pathToFileURL(join(buildDir, 'node', 'server', 'main.js')).href);
