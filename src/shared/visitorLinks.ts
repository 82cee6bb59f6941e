import './zodConfig.js';
import { z } from 'zod';

/** A new booth sign-up's own links (issue 39, item 3): what the visitor takes away. */
export const visitorLinksSchema = z.object({
  statusUrl: z.string().describe("The visitor's status page (their ticket or place)."),
  referralUrl: z.string().describe("The visitor's referral link."),
  confirmByMail: z.boolean().describe('Double opt-in: a confirmation waits in their inbox.'),
});
export type VisitorLinks = z.output<typeof visitorLinksSchema>;
