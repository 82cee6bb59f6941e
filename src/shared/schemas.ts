import './zodConfig.js';
import { z } from 'zod';
import { entryStatusSchema } from './loop.js';
import { attributionSchema } from './growthSchemas.js';
import { badgeIdSchema } from './badge.js';
import {
  emailSchema,
  firstNameSchema,
  isPlainText,
  LIMITS,
  MESSAGES,
  nameSchema,
} from './fieldSchemas.js';

export * from './fieldSchemas.js';

/** The ?ref= code a visit arrived with (issue 14); one that matches no entry is ignored. */
export const referralCodeSchema = z.string().trim().max(32);
const referralFields = { ref: referralCodeSchema.optional() };

/**
 * What tells people from scripts (issues 14 and 29): the form's hidden honeypot field, the time
 * from the page's first interaction to submit (issue 44; used when BOT_CHECK is off), and the solved proof-of-work
 * challenge (base64 of {challenge, solution}). A sign-up that fails one is stored but held.
 */
const botSignalFields = {
  website: z.string().max(500).optional(),
  elapsedMs: z.number().int().min(0).max(1e10).optional(),
  proof: z.string().max(4_000).optional(),
};
/** Where the visit came from (issue 29): kept with a new entry; malformed values are dropped. */
const attributionFields = { attribution: attributionSchema.optional().catch(undefined) };

/** A sign-up agrees to CONSENT_TEXT (consent.ts): nothing is stored without it. */
const consentField = z.literal(true, { error: MESSAGES.consent });

/** The sign-up form's payload (docs/product.md §3). Unknown fields are dropped. */
export const joinSchema = z.object({
  firstName: firstNameSchema,
  lastName: nameSchema(MESSAGES.lastName, MESSAGES.lastNameTooLong, MESSAGES.lastNameChars),
  email: emailSchema,
  company: z
    .string({ error: MESSAGES.company })
    .trim()
    .max(LIMITS.companyMax, { error: MESSAGES.company })
    .refine(isPlainText, { error: MESSAGES.companyChars })
    .optional()
    .default(''),
  hasConsented: consentField,
  // Issue 42, item 6: a booth's sign-up from a badge whose code held only its id. Kept only by a
  // booth's server (with the lead); the web's own form never sends one.
  badgeId: badgeIdSchema.optional(),
  ...referralFields,
  ...botSignalFields,
  ...attributionFields,
});
export type JoinInput = z.input<typeof joinSchema>;
export type JoinPayload = z.output<typeof joinSchema>;

/**
 * The consoles' sign-up (POST /api/josh2/join and POST /api/waitlist): the address, the first
 * name and the form's consent, which the console asks for before it sends (docs/product.md
 * §29; issue 44). A console asks for one line at a time: no time check, the proof counts.
 */
export const consoleJoinSchema = z.object({
  email: emailSchema,
  firstName: firstNameSchema,
  hasConsented: consentField,
  ...referralFields,
  proof: botSignalFields.proof,
  ...attributionFields,
});
export type ConsoleJoinInput = z.input<typeof consoleJoinSchema>;

export const loginSchema = z.object({
  username: z
    .string({ error: MESSAGES.loginRequired })
    .trim()
    .min(1, { error: MESSAGES.loginRequired })
    .max(100, { error: MESSAGES.loginRequired })
    .transform((value) => value.toLowerCase()),
  password: z
    .string({ error: MESSAGES.loginRequired })
    .min(1, { error: MESSAGES.loginRequired })
    .max(LIMITS.passwordMax, { error: MESSAGES.loginRequired }),
});

/** A new admin password's own rules (the server adds a deny-list of common passwords). */
export const newPasswordSchema = z
  .string({ error: MESSAGES.passwordFields })
  .min(1, { error: MESSAGES.passwordFields })
  .min(LIMITS.passwordMin, { error: MESSAGES.passwordLength })
  .max(LIMITS.passwordMax, { error: MESSAGES.passwordTooLong })
  .refine((value) => value.trim() !== '', { error: MESSAGES.passwordBlank });

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: MESSAGES.passwordFields })
      .min(1, { error: MESSAGES.passwordFields })
      .max(LIMITS.passwordMax, { error: MESSAGES.passwordFields }),
    newPassword: newPasswordSchema,
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    error: MESSAGES.passwordSame,
    path: ['newPassword'],
  });
export type ChangePasswordPayload = z.output<typeof changePasswordSchema>;

/** The admin list's sortable columns (issue 20, finding 7); each has its index in both stores. */
export const LIST_SORTS = ['joined', 'email', 'name', 'status'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** Admin list query: search and paging happen on the server (docs/product.md §12 "Admin"). */
export const listQuerySchema = z.object({
  search: z.string().trim().max(200).optional().default(''),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional().default(0),
  limit: z.coerce.number().int().min(1).max(500).optional().default(50),
  /** Only entries in this lifecycle status (issue 13). */
  status: entryStatusSchema.optional(),
  /** The column the list is ordered by and which way (issue 20): newest first unless asked. */
  sort: z.enum(LIST_SORTS).optional().default('joined'),
  dir: z.enum(['asc', 'desc']).optional().default('desc'),
});
/** What a store lists: the sort and its direction may be left out (joined, newest first). */
export type ListQuery = Omit<z.output<typeof listQuerySchema>, 'sort' | 'dir'> &
  Partial<Pick<z.output<typeof listQuerySchema>, 'sort' | 'dir'>>;

/**
 * Flattens a zod error into the `{ field: message }` map of docs/product.md §10: the first message
 * per field.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The words of an admin search, lowercased and de-duplicated: every one must match (issue 20). */
export function searchWords(search: string): string[] {
  return [...new Set(search.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);
}
