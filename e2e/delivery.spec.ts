import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { HOME_HEADING } from './support/publicScreens';

/** The theme's background colours (src/styles/global.css --bg) as the browser reports them. */
const BACKGROUND = { dark: 'rgb(7, 11, 22)', light: 'rgb(247, 249, 252)' };

async function storeTheme(page: Page, theme: 'dark' | 'light') {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
}

test.describe('delivery', () => {
  test('pages and scripts arrive brotli-compressed, assets cached for a year, HTML revalidated', async ({
    request,
  }) => {
    const home = await request.get('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(home.status()).toBe(200);
    expect(home.headers()['content-encoding']).toBe('br');
    expect(home.headers()['vary']).toMatch(/Accept-Encoding/i);
    expect(home.headers()['cache-control']).toBe('no-cache');
    const html = await home.text();
    expect(html).toContain(`${HOME_HEADING.split(' ').slice(0, 3).join(' ')}`);
    // Named for boot.js, which starts it after the first paint.
    const script = html.match(/content="(\/assets\/index-[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();

    const brotli = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers()['content-type']).toMatch(/javascript/);
    expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(await gzip.text()).toBe(await brotli.text());
  });

  test('an unknown path answers 404 with the not-found page and a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page/anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();

    const api = await page.request.get('/api/no-such-call');
    expect(api.status()).toBe(404);
    expect(api.headers()['content-type']).toMatch(/application\/json/);
    for (const path of ['/JOSH2/', '/admin/dashboard', '/landing']) {
      expect((await page.request.get(path)).status(), path).toBe(200);
    }
  });

  test('robots.txt and sitemap.xml are real files listing only public pages', async ({
    request,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/text\/plain/);
    const rules = await robots.text();
    expect(rules).toContain('User-agent: *');
    expect(rules).toContain('Disallow: /admin');
    expect(rules).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
    const urls = [...(await sitemap.text()).matchAll(/<loc>(.*?)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    expect(urls).toEqual(expect.arrayContaining(['/', '/landing', '/josh2']));
    expect(urls.filter((path) => path.startsWith('/admin') || path === '/test')).toEqual([]);

    for (const file of ['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/og-image.png']) {
      const icon = await request.get(file);
      expect(icon.status(), file).toBe(200);
      expect(icon.headers()['content-type'], file).toMatch(/^image\//);
    }
  });

  test('link previews name the site and show the generated image', async ({ page }) => {
    await page.goto('/');
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    expect(await meta('meta[property="og:title"]')).toContain('SynapseAI');
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    const image = await meta('meta[property="og:image"]');
    expect(image).toMatch(/\/og-image\.png$/);
    const png = await page.request.get(new URL(image!, page.url()).href);
    expect(png.headers()['content-type']).toBe('image/png');
  });

  for (const id of ['about', 'features', 'waitlist']) {
    test(`a link to /#${id} from outside lands on that section`, async ({ page }) => {
      await page.goto(`/#${id}`);
      await expect(page.locator(`#${id}`)).toBeInViewport();
      await expect
        .poll(() =>
          page.evaluate(
            (target) => document.getElementById(target)!.getBoundingClientRect().top,
            id,
          ),
        )
        .toBeLessThan(200);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    });
  }

  for (const theme of ['light', 'dark'] as const) {
    test(`the first painted frame already has the ${theme} background`, async ({ page }) => {
      await storeTheme(page, theme);
      // The first animation frame runs just before the first paint: record the background then.
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          const root = getComputedStyle(document.documentElement);
          (window as unknown as { firstFrame: string }).firstFrame = document.body
            ? getComputedStyle(document.body).backgroundColor
            : root.getPropertyValue('--bg');
        });
      });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
      const first = await page.evaluate(
        () => (window as unknown as { firstFrame: string }).firstFrame,
      );
      expect(first).toBe(BACKGROUND[theme]);
    });
  }

  test('without the app script the page still paints the stored light theme and the hero', async ({
    page,
  }) => {
    await storeTheme(page, 'light');
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe(BACKGROUND.light);
  });
});

test('the load hydrates only the first screen: the form and its code wait until the visitor nears them', async ({
  page,
}) => {
  const formCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/WaitlistForm-[^/]*\.js$/.test(request.url())) formCode.push(request.url());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // The first screen works: the menu button answers.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // Below the fold the prerendered markup waits, form fields disabled, its code not fetched.
  const submit = page.getByRole('button', { name: 'Join Waitlist' }).last();
  await expect(submit).toBeDisabled();
  expect(formCode).toEqual([]);

  await page.locator('#waitlist').scrollIntoViewIfNeeded();
  await expect(submit).toBeEnabled();
  expect(formCode).toHaveLength(1);
  await expect(page.locator('section#waitlist')).toHaveClass(/is-revealed/);
});

test('the public pages run under the CSP without a single violation', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { violations: string[] }).violations.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`,
      ),
    );
  });
  for (const path of ['/', '/landing', '/josh2']) {
    const response = await page.goto(path);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp, path).toMatch(/script-src 'self'/);
    expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    if (path === '/') {
      // The sign-up form's code (with zod) loads once the visitor nears the form.
      await page.locator('#waitlist').scrollIntoViewIfNeeded();
      await expect(page.getByRole('button', { name: 'Join Waitlist' }).last()).toBeEnabled();
    }
    const violations = await page.evaluate(
      () => (window as unknown as { violations: string[] }).violations,
    );
    expect(violations, path).toEqual([]);
  }
});

test.describe('error colours', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`field and server errors use the error colour with enough contrast (${theme})`, async ({
      page,
    }) => {
      await storeTheme(page, theme);
      await page.route('**/api/waitlist/join', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'The waitlist is temporarily unavailable.' }),
        }),
      );
      await page.goto('/#waitlist');
      const submit = page.getByRole('button', { name: 'Join Waitlist' });
      await submit.click();
      const fieldError = page.getByText('You must agree to receive updates.');
      await expect(fieldError).toBeVisible();
      const danger = await page.evaluate(() => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--danger)';
        document.body.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      });
      expect(await fieldError.evaluate((node) => getComputedStyle(node).color)).toBe(danger);

      await page.getByLabel('First Name').fill('Ada');
      await page.getByLabel('Last Name').fill('Lovelace');
      await page.getByLabel('Email').fill('ada@example.com');
      await page.getByLabel('I agree to receive updates about the product and services').check();
      await submit.click();
      const alert = page.getByRole('alert').filter({ hasText: 'temporarily unavailable' });
      await expect(alert).toBeVisible();
      expect(await alert.evaluate((node) => getComputedStyle(node).color)).toBe(danger);

      const results = await new AxeBuilder({ page })
        .include('#waitlist')
        .withRules(['color-contrast'])
        .analyze();
      expect(results.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
    });
  }
});
