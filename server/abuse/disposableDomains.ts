import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';

/** The maintained list of throwaway-mail domains (updated with `npm update disposable-email-domains-js`). */
const blocklist = disposableEmailBlocklistSet();

/** Whether the address's domain, or a domain above it (a.mailinator.com), is a throwaway-mail domain. */
export function isDisposableAddress(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  // Each suffix of two labels or more, without an array per call (every join asks).
  let domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  for (let dot = domain.indexOf('.'); dot >= 0; dot = domain.indexOf('.')) {
    if (blocklist.has(domain)) return true;
    domain = domain.slice(dot + 1);
  }
  return false;
}
