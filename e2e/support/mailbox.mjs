// A real SMTP server for the browser tests (smtp-server, from the Nodemailer project): every
// message it accepts is written as one .eml file into the mailbox folder the tests read.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** The mailbox folder of one e2e run, known to the server and the tests through the port. */
export function mailboxDir(port) {
  return join(tmpdir(), `synapse-e2e-mail-${port}`);
}

/** Starts the SMTP server on 127.0.0.1:port, plain text (no STARTTLS), any sender, no login. */
export async function startMailbox(port, dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        const name = `${Date.now()}-${String(received).padStart(5, '0')}.eml`;
        writeFileSync(join(dir, name), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return server;
}
