import './zodConfig.js';
import { z } from 'zod';

/**
 * What keeps the product from working as it should (issue 44, item 3): GET
 * apiPaths.adminProblems answers a list, and every admin section shows each one in a banner
 * until it is fixed. A new check is one more id and one more text here, and one more check in
 * server/routes/adminProblems.ts.
 */
export const ADMIN_PROBLEM_IDS = ['mail-off', 'mail-failing', 'public-url', 'booth-sync'] as const;

export const adminProblemSchema = z.object({
  id: z.enum(ADMIN_PROBLEM_IDS),
  /** What is wrong and what to do, in one or two sentences; never an address. */
  message: z.string(),
  /** The admin section where it is looked into, with the link's words. */
  section: z.object({ path: z.string(), label: z.string() }).optional(),
});
export type AdminProblem = z.infer<typeof adminProblemSchema>;

export const adminProblemsResponseSchema = z.object({ problems: z.array(adminProblemSchema) });
export type AdminProblemsResponse = z.infer<typeof adminProblemsResponseSchema>;

/** Booth sync failing this long is a problem; a shorter outage is the panel's business. */
export const BOOTH_SYNC_PROBLEM_AFTER_MS = 60 * 60_000;
/** E-mail is failing when this many of the latest attempts (or every one, if fewer) failed. */
export const MAIL_FAILING_ATTEMPTS = 3;

export const ADMIN_PROBLEM_TEXTS = {
  mailOff: (waiting: number) =>
    `E-mail is off: SMTP_URL is not set, so no confirmation, invite or reward goes out` +
    (waiting > 0 ? ` (${waiting.toLocaleString('en')} waiting in the outbox)` : '') +
    '. Set SMTP_URL and restart the server.',
  mailFailing: (error: string) =>
    `E-mail is not going out: the last attempts failed. The mail server said: "${error}"`,
  publicUrl:
    'PUBLIC_URL is not set: links in e-mails, referral links and share buttons point at ' +
    'localhost. Set PUBLIC_URL to the address visitors use and restart the server.',
  boothSync: (error: string) =>
    `Booth sync has been failing for over an hour: sign-ups wait on this booth. ${error}`,
} as const;

/** An address in a mail server's answer ("550 <ada@example.com>: no such user") is not shown. */
export function withoutAddresses(text: string): string {
  return text.replace(/<?[^\s<>"'(),;:]+@[^\s<>"'(),;:]+>?/g, '[address]');
}
