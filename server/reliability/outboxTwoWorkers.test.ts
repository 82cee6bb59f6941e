import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer, startChildServer, type ServerBuild } from '../testing/childServer.js';
import { startTestPostgres, type TestPostgres } from '../testing/postgres.js';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtpCatcher.js';
import { request } from '../testing/testServer.js';

/** Issue 13: two app processes on one PostgreSQL send every message of the outbox exactly once. */
let build: ServerBuild;
let smtp: SmtpCatcher;
let postgres: TestPostgres;
let dataDir: string;

beforeAll(async () => {
  [build, smtp, postgres, dataDir] = await Promise.all([
    buildServer(),
    startSmtpCatcher(),
    startTestPostgres(),
    mkdtemp(join(tmpdir(), 'synapse-outbox-two-')),
  ]);
}, 180_000);
afterAll(async () => {
  await smtp?.close();
  await postgres?.stop();
  await build?.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

it('sends each confirmation once when two processes claim from the same outbox', async () => {
  const env = { SMTP_URL: smtp.url, DATABASE_URL: await postgres.createDatabase() };
  const servers = await Promise.all(
    ['a', 'b'].map((name) => startChildServer({ build, dataDir: join(dataDir, name), env })),
  );
  try {
    const joins = 40;
    const answers = await Promise.all(
      Array.from({ length: joins }, (_, index) =>
        request(`${servers[index % 2]!.url}/api/waitlist/join`, {
          method: 'POST',
          body: {
            firstName: 'Ada',
            lastName: 'Lovelace',
            email: `person${index}@example.com`,
            hasConsented: true,
          },
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    await smtp.waitFor(joins, 60_000);
    // Both senders keep polling for a while: nothing may arrive twice.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const recipients = smtp.messages.map((mail) => mail.to && 'text' in mail.to && mail.to.text);
    expect(smtp.messages).toHaveLength(joins);
    expect(new Set(recipients).size).toBe(joins);
    expect(new Set(smtp.messages.map((mail) => mail.messageId)).size).toBe(joins);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
});
