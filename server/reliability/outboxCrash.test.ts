import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer, startChildServer, type ServerBuild } from '../testing/childServer.js';
import { startSmtpCatcher, tokenFrom, type SmtpCatcher } from '../testing/smtpCatcher.js';
import { request } from '../testing/testServer.js';

let build: ServerBuild;
let smtp: SmtpCatcher;
let dataDir: string;

beforeAll(async () => {
  [build, smtp, dataDir] = await Promise.all([
    buildServer(),
    startSmtpCatcher(),
    mkdtemp(join(tmpdir(), 'synapse-outbox-crash-')),
  ]);
}, 180_000);
afterAll(async () => {
  await smtp.close();
  await build.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

async function waitUntil(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('delivers after a SIGKILL that came between the enqueue and the SMTP server accepting', async () => {
  const env = { SMTP_URL: smtp.url };
  smtp.hold = true;
  const first = await startChildServer({ build, dataDir, env });
  const joined = await request(`${first.url}/api/waitlist/join`, {
    method: 'POST',
    body: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', hasConsented: true },
  });
  expect(joined.status).toBe(201);
  // The message is on its way: its data reached the SMTP server, which has not accepted it.
  await waitUntil(() => smtp.held === 1, 'the delivery in flight');
  await first.kill();
  expect(smtp.messages).toHaveLength(0);

  smtp.hold = false;
  const second = await startChildServer({ build, dataDir, env });
  try {
    const [mail] = await smtp.waitFor(1, 30_000);
    expect(mail!.subject).toBe('Confirm your place on the Synapse waitlist');
    expect(mail!.messageId).toMatch(/^<outbox-1@/);
    const confirmed = await request(`${second.url}/api/confirm/${tokenFrom(mail!, 'confirm')}`, {
      method: 'POST',
    });
    expect(confirmed.status).toBe(200);
  } finally {
    await second.stop();
  }
  expect(smtp.messages).toHaveLength(1);
});
