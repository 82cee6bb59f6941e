import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';

/** The maintained list of throwaway-mail domains (updated with `npm update disposable-email-domains-js`). */
const blocklist = disposableEmailBlocklistSet();

/** Whether the address's domain, or a domain above it (a.mailinator.com), is a throwaway-mail domain. */
export function isDisposableAddress(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const labels = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .split('.');
  for (let first = 0; first < labels.length - 1; first += 1) {
    if (blocklist.has(labels.slice(first).join('.'))) return true;
  }
  return false;
}
