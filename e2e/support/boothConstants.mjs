/** The booth the browser tests run against (booth.mjs): `npm run booth` on its own port. */
export const E2E_BOOTH = {
  port: Number(process.env.E2E_BOOTH_PORT ?? 3200),
  pin: '2468',
  adminPassword: 'e2e-booth-admin-password',
  // Nothing listens here: the booth's web is down for the whole run.
  deadWebUrl: 'http://127.0.0.1:9',
};
