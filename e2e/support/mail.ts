import { expect } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { E2E_CHAIN_PORT, E2E_PORT } from './constants';
import { mailboxDir } from './mailbox.mjs';

/** The mailboxes of both servers: every spec's addresses are its own, whichever server it uses. */
const MAILBOXES = [mailboxDir(E2E_PORT), mailboxDir(E2E_CHAIN_PORT)];

/** Every message the test SMTP servers accepted so far, parsed. */
async function readMailbox(): Promise<ParsedMail[]> {
  const paths = MAILBOXES.filter((dir) => existsSync(dir)).flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => ({ name, path: join(dir, name) })),
  );
  paths.sort((a, b) => a.name.localeCompare(b.name));
  return Promise.all(paths.map(({ path }) => simpleParser(readFileSync(path))));
}

const recipients = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) =>
    to.value.map((address) => address.address?.toLowerCase()),
  );

/** Waits until a message to `address` whose text holds a link to `pathPrefix` arrives. */
export async function waitForMail(address: string, pathPrefix: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await readMailbox();
        found = mails.find(
          (mail) =>
            recipients(mail).includes(address.toLowerCase()) &&
            linkIn(mail, pathPrefix) !== undefined,
        );
        return found !== undefined;
      },
      { message: `a message to ${address} with a ${pathPrefix} link`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link in the plain-text part whose path starts with `pathPrefix`. */
export function linkIn(mail: ParsedMail, pathPrefix: string): string | undefined {
  const links = (mail.text ?? '').match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  return links.find((link) => new URL(link).pathname.startsWith(pathPrefix));
}

/** Every message to `address` so far. */
export async function mailsTo(address: string): Promise<ParsedMail[]> {
  return (await readMailbox()).filter((mail) => recipients(mail).includes(address.toLowerCase()));
}
