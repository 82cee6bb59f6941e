import { emailSchema } from './fieldSchemas.js';

/**
 * The one e-mail rule. The form's schema, the server's and the consoles' check all come from
 * `emailSchema` (trimmed, at most 254 characters, zod's e-mail pattern); the consoles first apply
 * docs/product.md §5's simple pattern, which decides their "INVALID EMAIL FORMAT" wording.
 */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

/** Whether the server's schema accepts `text` as an e-mail address (after trimming it). */
export function isValidEmail(text: string): boolean {
  return emailSchema.safeParse(text).success;
}

/**
 * The consoles' check: the simple pattern of docs/product.md §5.2 first, then the server's own
 * rule.
 */
export function consoleAcceptsEmail(text: string): boolean {
  const email = text.trim();
  return SIMPLE_EMAIL_PATTERN.test(email) && isValidEmail(email);
}
