import { AUTH_TEXTS } from '@shared/serverTexts';

/** docs/product.md §9: the session is polled every 15 s and counts as stale after 10 s. */
export const SESSION_POLL_MS = 15_000;
export const SESSION_STALE_MS = 10_000;

/**
 * Rows per page of the waitlist table; search and paging happen on the server (docs/product.md
 * §12).
 */
export const PAGE_SIZE = 50;
export const SEARCH_DEBOUNCE_MS = 300;
/** docs/product.md §5 and 8, word for word. */
export const ADMIN_TEXT = {
  invalidLogin: AUTH_TEXTS.invalidLogin,
  noEntries: 'No entries found.',
  loadingEntries: 'Loading waitlist data...',
  verifying: 'Verifying authentication...',
} as const;

/** docs/product.md §8's toasts. */
export const ADMIN_TOASTS = {
  loginFailed: 'Login failed',
  loginSuccess: { title: 'Login successful', description: 'You have been logged in.' },
  logoutFailed: 'Logout failed',
  logoutSuccess: { title: 'Logout successful', description: 'You have been logged out.' },
  deleteSuccess: 'Entry deleted',
  deleteFailed: 'Error',
  deleteFailedDescription: (message: string) => `Failed to delete entry: ${message}`,
  // The title names what failed (docs/product.md §8.2).
  passwordFailed: 'Password change failed',
  passwordFailedDescription: (message: string) => `Failed to change password: ${message}`,
  passwordChanged: {
    title: 'Password changed',
    description: 'Your password has been updated successfully.',
  },
} as const;
