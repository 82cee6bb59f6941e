import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/admin';

/** A tag no other spec uses, so a search finds exactly this run's entries. */
const RUN = `sec${process.pid}x${Math.floor(Math.random() * 1e6)}`;

/** Records what the browser refused under the content security policy and any script that ran. */
async function watchPage(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return {
    dialogs,
    violations: () =>
      page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
    pwned: () => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  };
}

test('a sign-up named with markup shows as text in the admin table and runs nothing', async ({
  page,
}) => {
  const watch = await watchPage(page);
  const names = {
    firstName: '<img src=x onerror=alert(1)>',
    lastName: '<svg onload="window.__pwned=1">',
    company: `<script>window.__pwned=2</script>${RUN}`,
  };
  const joined = await page.request.post('/api/waitlist/join', {
    data: { ...names, email: `markup.${RUN}@example.com`, hasConsented: true },
  });
  expect(joined.status()).toBe(201);

  await logIn(page);
  await page.goto('/admin/people');
  await page.getByLabel('Search').fill(RUN);
  await expect(page.getByText('Showing 1 of 1 entries')).toBeVisible();

  // The waitlist table's row, not the outbox's row of the confirmation sent to the same address.
  const row = page.locator('tr:not([data-testid="outbox-row"])', { hasText: `markup.${RUN}` });
  await expect(row).toContainText(`${names.firstName} ${names.lastName}`);
  await expect(row).toContainText(names.company);
  await expect(page.locator('main img, main svg[onload], main script')).toHaveCount(0);
  expect(watch.dialogs).toEqual([]);
  expect(await watch.pwned()).toBeUndefined();
  expect(await watch.violations()).toEqual([]);
});

// / and /josh2 (and /landing): delivery.spec.ts, with the header checked the same way.
for (const path of ['/admin', '/no/such/page']) {
  test(`${path} runs under the strict content security policy without a violation`, async ({
    page,
  }) => {
    const watch = await watchPage(page);
    const response = await page.goto(path);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(await watch.violations()).toEqual([]);
    expect(watch.dialogs).toEqual([]);
  });
}
