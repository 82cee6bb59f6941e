/**
 * The referral code a visitor arrived with (?ref=CODE), kept for this visit only: session storage,
 * never a cookie (docs/product.md §17 "Referrals and abuse"). Every join path sends it.
 */
const STORAGE_KEY = 'synapse.ref';
const CODE_PATTERN = /^[A-Za-z0-9]{6,32}$/;

/** Remembers the ?ref= code of the address the visitor opened; a later visit's code replaces it. */
export function rememberReferral(search: string = window.location.search): void {
  const code = new URLSearchParams(search).get('ref')?.trim();
  if (!code || !CODE_PATTERN.test(code)) return;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Storage can be switched off; the visit simply carries no referral then.
  }
}

/** The code to send with a join, if the visitor came through a referral link. */
export function currentReferral(): string | undefined {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
