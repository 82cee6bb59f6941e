import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server for tests (smtp-server) that keeps every message it accepts, parsed. */
export interface SmtpCatcher {
  url: string;
  port: number;
  messages: ParsedMail[];
  /** While set, every message is refused with this SMTP reply code (e.g. 451). */
  refuseWith: number | null;
  /** While true, a message's data is read but never answered (a delivery left in flight). */
  hold: boolean;
  /** Messages whose data arrived while `hold` was on. */
  held: number;
  /** Resolves once `count` messages arrived (or rejects after the timeout). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const catcher = {
    messages: [] as ParsedMail[],
    refuseWith: null as number | null,
    hold: false,
    held: 0,
  } as SmtpCatcher;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (catcher.hold) {
          catcher.held += 1;
          return;
        }
        if (catcher.refuseWith !== null) {
          const error = new Error('Try again later') as Error & { responseCode: number };
          error.responseCode = catcher.refuseWith;
          return callback(error);
        }
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            catcher.messages.push(parsed);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  catcher.port = port;
  catcher.url = `smtp://127.0.0.1:${port}`;
  catcher.waitFor = async (count, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    while (catcher.messages.length < count) {
      if (Date.now() > deadline) {
        throw new Error(`Expected ${count} messages, got ${catcher.messages.length}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return catcher.messages;
  };
  catcher.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return catcher;
}

/** Whether `address` is one of the message's To addresses (mailparser gives one object or a list). */
export function sentTo(mail: ParsedMail, address: string): boolean {
  return [mail.to].flat().some((to) => to?.text === address);
}

/** The links of a message's text part. */
export function linksOf(mail: ParsedMail): string[] {
  return [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
}

/** The token of the first link to `/<page>/<token>`. */
export function tokenFrom(mail: ParsedMail, page: 'confirm' | 'status' | 'invite'): string {
  const link = linksOf(mail).find((url) => new URL(url).pathname.startsWith(`/${page}/`));
  if (!link) throw new Error(`No /${page}/ link in: ${mail.text}`);
  return new URL(link).pathname.split('/')[2]!;
}
