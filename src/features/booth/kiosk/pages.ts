/** The kiosk's home: the booth's screen, loaded only when the home page runs in kiosk mode. */
export const kioskPages = { booth: () => import('./KioskBoothPage') };
