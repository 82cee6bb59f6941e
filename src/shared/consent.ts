/**
 * The words a person agrees to before an address is stored (docs/product.md §2, the sign-up form's
 * checkbox). The form shows them beside its box; the console asks them as its question
 * (docs/product.md §29: the same consent as the form). CONSENT_VERSION (loop.ts) names
 * the version kept with each entry.
 */
export const CONSENT_TEXT = 'I agree to receive updates about the product and services';
