import { dictionary } from '@zxcvbn-ts/language-common';
import { MESSAGES, newPasswordSchema } from '../../src/shared/index.js';

/**
 * The server's last word on a new admin password (issue 20, finding 3): the shared schema's rules
 * (12 characters, not only spaces) and a deny-list of common passwords, the ~49,000 of zxcvbn-ts'
 * maintained common-password dictionary (compared case-insensitively, spaces ignored).
 */
let denyList: Set<string> | undefined;

function commonPasswords(): Set<string> {
  denyList ??= new Set(dictionary['passwords-common'].map(normalise));
  return denyList;
}

function normalise(password: string): string {
  return password.toLowerCase().replace(/\s+/g, '');
}

/** The message that refuses `password`, or null when it may be used. */
export function newPasswordProblem(password: string): string | null {
  const parsed = newPasswordSchema.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? MESSAGES.passwordLength;
  return commonPasswords().has(normalise(password)) ? MESSAGES.passwordCommon : null;
}
