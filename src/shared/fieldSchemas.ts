import './zodConfig.js';
import { z } from 'zod';

// The fields' own rules, apart from the payloads that use them: a page that checks an address or
// a name (the consoles) loads these and zod, not every schema of the API.

/** Every validation message of docs/product.md §5, written once for the site and the server. */
export const MESSAGES = {
  firstName: 'First name must be at least 2 characters.',
  firstNameTooLong: 'First name must be at most 100 characters.',
  lastName: 'Last name must be at least 2 characters.',
  lastNameTooLong: 'Last name must be at most 100 characters.',
  email: 'Please enter a valid email address.',
  emailTooLong: 'Email address must be at most 254 characters.',
  company: 'Company must be at most 200 characters.',
  // Issue 24, item 8: names go into e-mails, where a line break could add a header.
  firstNameChars: 'First name cannot contain line breaks or control characters.',
  lastNameChars: 'Last name cannot contain line breaks or control characters.',
  companyChars: 'Company cannot contain line breaks or control characters.',
  consent: 'You must agree to receive updates.',
  disposableEmail:
    'Disposable e-mail addresses cannot join the waitlist. Please use an address you will keep.',
  loginRequired: 'Please enter your username and password.',
  passwordFields: 'Please fill in both current and new password.',
  // 12 at least for new passwords (docs/product.md §5.4; issue 20, finding 3).
  passwordLength: 'New password must be at least 12 characters long.',
  passwordBlank: 'New password cannot be only spaces.',
  passwordSame: 'New password must be different from the current password.',
  passwordCommon: 'That password is on a list of common passwords. Please choose another.',
  passwordTooLong: 'New password must be at most 200 characters long.',
} as const;

/** docs/product.md §10 "Waitlist": limits on every field. */
export const LIMITS = {
  nameMin: 2,
  nameMax: 100,
  companyMax: 200,
  emailMax: 254,
  passwordMin: 12,
  passwordMax: 200,
} as const;

/**
 * What no name or company may hold (issue 24, item 8): control characters (C0 with tabs and line
 * breaks, DEL, C1 codes), the Unicode line and paragraph separators, and the bidirectional
 * controls that make text read in another order than it is stored (embeddings and overrides,
 * isolates, and since issue 38 the marks: LRM, RLM, ALM). Names go verbatim into e-mails and the
 * dashboard; a NUL is more: PostgreSQL refuses it in text, so a stored one would fail every write
 * it rides in (a booth's whole sync batch, issue 38, item 4).
 */
const CONTROL_CHARACTERS = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;

/** True when the text holds no line break or control character (CONTROL_CHARACTERS). */
export function isPlainText(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value);
}

/** isPlainText for a note that keeps its lines: a line feed is allowed, nothing else of the kind. */
export function isPlainNote(value: string): boolean {
  return isPlainText(value.replaceAll('\n', ''));
}

/** A name field: trimmed, 2 to 100 characters, plain text; each failure with its message. */
export const nameSchema = (tooShort: string, tooLong: string, notPlain: string) =>
  z
    .string({ error: tooShort })
    .trim()
    .min(LIMITS.nameMin, { error: tooShort })
    .max(LIMITS.nameMax, { error: tooLong })
    .refine(isPlainText, { error: notPlain });

export const emailSchema = z
  .string({ error: MESSAGES.email })
  .trim()
  .max(LIMITS.emailMax, { error: MESSAGES.emailTooLong })
  .pipe(z.email({ error: MESSAGES.email }));

/** A first name as the form and the console take it (docs/product.md §5). */
export const firstNameSchema = nameSchema(
  MESSAGES.firstName,
  MESSAGES.firstNameTooLong,
  MESSAGES.firstNameChars,
);
