/** Kiosk behaviour in the renderer (docs/product.md §14 "Kiosk (Electron)"). */

/** Where an idle reset sends the kiosk: its home, the booth's attract screen (issue 39). */
export const IDLE_RESET_PATH = '/';

/** Storage keys an idle reset keeps: the look of the booth, not anything a visitor left. */
export const KEPT_LOCAL_KEYS = ['theme', 'synapse.consoleTheme'] as const;

/** The operator's way from any kiosk screen to the admin login (docs/booth.md). */
export const ADMIN_SHORTCUT = { key: 'a', ctrl: true, shift: true, path: '/admin' } as const;

/** An idle reset does not wait longer than this for the admin session to be ended. */
export const LOGOUT_TIMEOUT_MS = 2_000;
