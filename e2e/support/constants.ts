/** The real server the browser tests run against (see server.mjs); E2E_PORT moves it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * A second server of the same build for the specs that change what every admin test relies on
 * (the admin's password, two-factor, signing out everywhere) and the referral line: they run as
 * one chain beside the other specs instead of after them (playwright.config.ts).
 */
export const E2E_CHAIN_PORT = E2E_PORT + 1;
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';
/** The session secret of the e2e server (server.mjs): link tokens are signed with a key from it. */
export const E2E_SESSION_SECRET = 'e2e-session-secret-not-for-production';
/** The widget's host pages (e2e/widget.spec.ts): WIDGET_ORIGINS lists the partner, not the stranger. */
export const E2E_PARTNER_PORT = E2E_PORT + 60;
export const E2E_STRANGER_PORT = E2E_PORT + 61;
/** A server of the same build without SMTP_URL and PUBLIC_URL (e2e/admin-problems.spec.ts). */
export const E2E_UNCONFIGURED_PORT = E2E_PORT + 62;
