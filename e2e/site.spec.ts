import { expect, test, type Page } from '@playwright/test';
import type { JoinResponse } from '../src/shared';
import { LINE_WORDS } from '../src/shared/lineWords';
import { HOME_HEADING, PUBLIC_SCREENS } from './support/publicScreens';

// Animations only slow these tests down; the particle tests below turn motion back on.
test.use({ reducedMotion: 'reduce' });

/** Routes whose screens other features own: here only "never the not-found page". */
const OTHER_ROUTES = [
  '/josh2',
  '/joshua',
  '/synapse',
  '/direct-synapse',
  '/admin',
  '/admin/login',
  '/admin-login',
  '/admin/dashboard',
];

const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function waitlistCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/waitlist/count');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { count: number }).count;
}

async function openWaitlistForm(page: Page, path = '/') {
  await page.goto(`${path}#waitlist`);
  const form = page.getByRole('form', { name: 'Join the waitlist' });
  await expect(form).toBeVisible();
  return form;
}

async function fillForm(
  page: Page,
  values: { firstName: string; lastName: string; email: string; company?: string },
) {
  await page.getByLabel('First Name').fill(values.firstName);
  await page.getByLabel('Last Name').fill(values.lastName);
  await page.getByLabel('Email').fill(values.email);
  if (values.company) await page.getByLabel('Company (optional)').fill(values.company);
  await page.getByLabel('I agree to receive updates about the product and services').check();
}

const submitButton = (page: Page) => page.getByRole('button', { name: 'Join Waitlist' });

test.describe('routes', () => {
  for (const [path, heading] of PUBLIC_SCREENS) {
    test(`${path} shows its own screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
    });
  }

  test('paths match in any letter case and with a trailing slash', async ({ page }) => {
    for (const [path, heading] of [
      ['/MODERN/', 'Work smarter with neural intelligence'],
      ['/Animated-Text/', 'Animated text'],
      ['/Original', HOME_HEADING],
      ['/IMAGE/', 'Illustrations'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('the terminal and admin routes never show the not-found page', async ({ page }) => {
    for (const path of OTHER_ROUTES) {
      await page.goto(path);
      await expect(page.locator('#root')).not.toBeEmpty();
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
    }
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/definitely/not/here');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });
});

test.describe('main landing page', () => {
  test('has the navigation, the sections and the footer that the product names', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'SynapseAI home' })).toHaveAttribute('href', '/');
    for (const [name, href] of [
      ['About', '#about'],
      ['Features', '#features'],
      ['Join Waitlist', '#waitlist'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    for (const id of ['hero', 'about', 'features', 'waitlist']) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
    const hero = page.locator('#hero');
    await expect(hero.getByRole('link', { name: 'Join Waitlist' })).toHaveAttribute(
      'href',
      '#waitlist',
    );
    await expect(hero.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '#about');
    // The hero's picture is the console preview, a link named by its visible words (issue 24).
    await expect(hero.getByRole('link', { name: /^Talk to the console/ })).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
    const why = page.locator('article', {
      has: page.getByRole('heading', { name: 'Why Choose Us' }),
    });
    await expect(why.getByRole('listitem')).toHaveText([
      'Cutting-edge neural architecture with 97% accuracy',
      'Enterprise-grade security and compliance',
      'Seamless integration with existing infrastructure',
      'Customizable AI workflows for your industry',
    ]);
    await expect(page.locator('.about__art svg')).toHaveCount(4);

    await expect(page.locator('#features').getByRole('heading', { level: 3 })).toHaveText([
      'Advanced Neural Processing',
      'Quantum-Secured Infrastructure',
      'Adaptive Learning Systems',
      'Predictive Analytics',
      'Seamless Integration',
      'Collaborative AI Workflows',
    ]);
    await expect(page.getByRole('heading', { name: 'Join Our Exclusive Waitlist' })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    for (const name of [
      'About',
      'Features',
      'Join Waitlist',
      'Privacy Policy',
      'Terms of Service',
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('"Learn More" jumps to the About section', async ({ page }) => {
    await page.goto('/');
    await page.locator('#hero').getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/#about$/);
    await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeInViewport();
  });

  test('every section still shows after a mismatch makes React render the page afresh', async ({
    page,
  }) => {
    // A browser extension (or anything else) editing the prerendered markup before it hydrates:
    // React then drops that markup, and the sections kept for later must render at once.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const link = document.querySelector('nav a[href="#features"]');
        if (link) link.textContent = 'Edited before hydration';
      });
    });
    await page.goto('/');
    // The click below is the afresh page's (the next test clicks before the app starts).
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    for (const name of ['Our Vision', 'Features', 'Join Our Exclusive Waitlist']) {
      await expect(page.getByRole('heading', { name })).toBeAttached();
    }
    await page.locator('#hero').getByRole('link', { name: 'Learn More' }).click();
    await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeInViewport();
  });

  test('a jump made before the app starts holds when a mismatch makes React render afresh', async ({
    page,
  }) => {
    // The visitor clicks Learn More on the prerendered page while its script is still loading
    // (a slow phone); the script then meets the edited markup and React renders the page afresh.
    let releaseScript = () => {};
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const link = document.querySelector('nav a[href="#features"]');
        if (link) link.textContent = 'Edited before hydration';
      });
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('#hero').getByRole('link', { name: 'Learn More' }).click();
    await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeInViewport();
    releaseScript();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Features', exact: true }).first()).toBeAttached();
  });

  test('the first screen loads no schema library: zod comes with the sign-up form', async ({
    page,
  }) => {
    // Issue 17's budget: the form's code (with zod) loads when the visitor nears the form. An
    // eager import of a module with schemas (the booth operator's gate did) undoes it.
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        // A script still arriving when the test ends answers nothing, not an error.
        scripts.push(response.text().catch(() => ''));
      }
    });
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    const withZod = bodies.filter((body) => body.includes('ZodError')).length;
    expect(withZod, 'scripts holding zod before the visitor nears the form').toBe(0);
    await page.locator('#waitlist').scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await Promise.all(scripts)).some((body) => body.includes('ZodError')))
      .toBe(true);
  });

  test('the theme is dark by default, toggles to light and is remembered', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    // The page is prerendered: its buttons work once the app has started.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  });

  test('F8 moves focus to the notifications region', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page is prerendered: the hotkey listens once the app has mounted.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toBeFocused();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button opens the links and choosing one closes them', async ({ page }) => {
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.getByRole('button', { name: 'Open menu' });
    const features = nav.getByRole('link', { name: 'Features', exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(features).toBeHidden();
    const menuId = await button.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();

    await button.click();
    const close = nav.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${menuId}"]`)).toBeVisible();

    await features.click();
    await expect(page).toHaveURL(/#features$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(features).toBeHidden();
  });

  test('Escape closes the open menu', async ({ page }) => {
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

test.describe('waitlist form', () => {
  test('shows the four validation messages and marks the fields invalid', async ({ page }) => {
    await openWaitlistForm(page);
    await page.getByLabel('Email').fill('not-an-address');
    await submitButton(page).click();
    const messages = [
      ['First Name', 'First name must be at least 2 characters.'],
      ['Last Name', 'Last name must be at least 2 characters.'],
      ['Email', 'Please enter a valid email address.'],
      [
        'I agree to receive updates about the product and services',
        'You must agree to receive updates.',
      ],
    ] as const;
    for (const [label, message] of messages) {
      const field = page.getByLabel(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('Company (optional)')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a sign-up shows the position and raises the count', async ({ page }) => {
    const before = await waitlistCount(page);
    await openWaitlistForm(page);
    await expect(page.getByText(/ahead of you in line/)).toBeVisible();
    const email = uniqueEmail('signup');
    await fillForm(page, { firstName: 'Ada', lastName: 'Lovelace', email, company: 'Engines Ltd' });

    const joined = page.waitForResponse('**/api/waitlist/join');
    await submitButton(page).click();
    const response = await joined;
    expect(response.status()).toBe(201);
    const { position } = (await response.json()) as JoinResponse;

    await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
    await expect(
      page.getByText(
        "Thank you for joining our waitlist. We'll notify you when you're granted access.",
      ),
    ).toBeVisible();
    await expect(page.getByText(LINE_WORDS.yourTicket(position))).toBeVisible();
    expect(await waitlistCount(page)).toBeGreaterThan(before);
  });

  test('the button reads "Processing..." and is disabled while the sign-up is sent', async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/waitlist/join', async (route) => {
      await held;
      await route.continue();
    });
    await openWaitlistForm(page);
    await fillForm(page, { firstName: 'Grace', lastName: 'Hopper', email: uniqueEmail('pending') });
    await submitButton(page).click();
    const pending = page.getByRole('button', { name: 'Processing...' });
    await expect(pending).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
  });

  test('a repeated address is told it is already on the list, with its position', async ({
    page,
  }) => {
    const email = uniqueEmail('repeat');
    const first = await page.request.post('/api/waitlist/join', {
      data: { firstName: 'Alan', lastName: 'Turing', email, company: '', hasConsented: true },
    });
    expect(first.status()).toBe(201);
    const { position } = (await first.json()) as JoinResponse;

    await openWaitlistForm(page);
    await fillForm(page, {
      firstName: 'Alan',
      lastName: 'Turing',
      email: `  ${email.toUpperCase()} `,
    });
    await submitButton(page).click();
    await expect(page.getByRole('heading', { name: "You're already on the list!" })).toBeVisible();
    await expect(page.getByText(LINE_WORDS.yourTicket(position))).toBeVisible();
  });

  test('a failed sign-up keeps what was typed and shows the server message', async ({ page }) => {
    await page.route(
      '**/api/waitlist/join',
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'The waitlist is resting. Please try again.' }),
        }),
      { times: 1 },
    );
    await openWaitlistForm(page);
    const email = uniqueEmail('retry');
    await fillForm(page, { firstName: 'Katherine', lastName: 'Johnson', email, company: 'NASA' });
    await submitButton(page).click();

    await expect(page.getByRole('alert')).toHaveText('The waitlist is resting. Please try again.');
    await expect(page.getByLabel('First Name')).toHaveValue('Katherine');
    await expect(page.getByLabel('Last Name')).toHaveValue('Johnson');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Company (optional)')).toHaveValue('NASA');
    await expect(
      page.getByLabel('I agree to receive updates about the product and services'),
    ).toBeChecked();
    await expect(submitButton(page)).toBeEnabled();

    await submitButton(page).click();
    await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
  });

  test('a body the server rejects shows its validation message', async ({ page }) => {
    await page.route('**/api/waitlist/join', (route) =>
      route.continue({ postData: JSON.stringify({ firstName: 'X' }) }),
    );
    await openWaitlistForm(page);
    await fillForm(page, { firstName: 'Mary', lastName: 'Jackson', email: uniqueEmail('reject') });
    await submitButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('First name must be at least 2 characters.');
    await expect(page.getByLabel('Email')).not.toHaveValue('');
    await expect(submitButton(page)).toBeEnabled();
  });

  test('shows 247 people ahead when the count call returns no data', async ({ page }) => {
    await page.route('**/api/waitlist/count', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await openWaitlistForm(page);
    await expect(page.getByText('247 people are ahead of you in line')).toBeVisible();
  });

  test('formats large counts with thousands separators', async ({ page }) => {
    await page.route('**/api/waitlist/count', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"count":12345}' }),
    );
    await openWaitlistForm(page);
    await expect(page.getByText('12,345 people are ahead of you in line')).toBeVisible();
  });

  // The home page in kiosk mode is the booth's screen (issue 39); the landing page keeps its form.
  test('in kiosk mode the success panel returns to an empty form', async ({ page }) => {
    await page.clock.install();
    await page.goto('/original?kiosk=1#waitlist');
    await expect(page.getByRole('form', { name: 'Join the waitlist' })).toBeVisible();
    await fillForm(page, { firstName: 'Booth', lastName: 'Visitor', email: uniqueEmail('kiosk') });
    await submitButton(page).click();
    await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
    await page.clock.fastForward(15_000);
    await expect(page.getByRole('heading', { name: "You're on the list!" })).toHaveCount(0);
    await expect(page.getByLabel('First Name')).toHaveValue('');
    await expect(page.getByLabel('Email')).toHaveValue('');
  });
});

test.describe('neon landing page', () => {
  test('boots first and asks for the count only after the boot', async ({ page }) => {
    const countCalls: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/waitlist/count')) countCalls.push(Date.now());
    });
    // The page's clock moves only as the test moves it, 50 ms at a time, until the boot shows: a
    // slow machine cannot let the boot's 800 ms pass before the test looks.
    const now = Date.now();
    await page.clock.install({ time: new Date(now) });
    await page.clock.pauseAt(new Date(now + 1000));
    await page.goto('/landing');
    await expect(async () => {
      await page.clock.runFor(50);
      await expect(page.getByTestId('boot-sequence')).toBeVisible({ timeout: 100 });
    }).toPass({ intervals: [10] });
    await expect(page.getByRole('progressbar', { name: 'System boot' })).toBeVisible();
    expect(countCalls).toHaveLength(0);
    await page.clock.resume();

    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Wire your enterprise into neural intelligence',
      }),
    ).toBeVisible();
    await expect(page.getByTestId('neon-count')).toHaveText(/ahead of you in line/);
    expect(countCalls.length).toBeGreaterThan(0);
    await expect(page.locator('#neon-features li')).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Open the terminal' })).toHaveAttribute(
      'href',
      '/joshua',
    );
  });
});

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the boot sequence prints 15 lines and fills its progress bar', async ({ page }) => {
    await page.goto('/landing');
    const bar = page.getByRole('progressbar', { name: 'System boot' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByRole('list', { name: 'Boot log' }).getByRole('listitem')).toHaveCount(
      15,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: /Wire your enterprise/ }),
    ).toBeVisible();
  });

  test('the intro types "hello" after three seconds', async ({ page }) => {
    await page.goto('/animated-text');
    const intro = page.getByTestId('intro-terminal').locator('[aria-hidden="true"]');
    await expect(intro).toHaveText('>');
    await expect(intro).toHaveText('> hello', { timeout: 6000 });
  });

  test('the particle network reports frame times to the benchmark hook', async ({ page }) => {
    await page.addInitScript(() => {
      window.__SYNAPSE_BENCH__ = {};
    });
    await page.goto('/');
    await expect
      .poll(() => page.evaluate(() => window.__SYNAPSE_BENCH__?.particleFrames?.length ?? 0))
      .toBeGreaterThan(10);
    const frames = await page.evaluate(() => window.__SYNAPSE_BENCH__!.particleFrames!);
    expect(frames.every((ms) => typeof ms === 'number' && ms >= 0)).toBe(true);
  });

  test('sections are revealed as they scroll into view', async ({ page }) => {
    await page.goto('/');
    const features = page.locator('section#features');
    await expect(features).not.toHaveClass(/is-revealed/);
    await features.scrollIntoViewIfNeeded();
    await expect(features).toHaveClass(/is-revealed/);
  });
});

test('with reduced motion the particle network draws no animation frames', async ({ page }) => {
  await page.addInitScript(() => {
    window.__SYNAPSE_BENCH__ = {};
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Let the page paint a few frames: an animated network would have recorded them by then.
  await page.evaluate(async () => {
    for (let frame = 0; frame < 10; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  expect(await page.evaluate(() => window.__SYNAPSE_BENCH__?.particleFrames?.length ?? 0)).toBe(0);
  // Every section shows at once, without a fade, before its part of the page hydrates.
  await expect(page.locator('section#features')).toHaveCSS('opacity', '1');
});

test.describe('notifications', () => {
  const showToast = (page: Page) =>
    page.getByRole('button', { name: 'Show a test notification' }).click();
  const toasts = (page: Page) =>
    page.getByRole('region', { name: 'Notifications (F8)' }).getByTestId('toast');

  test('one toast shows at a time and its close button dismisses it', async ({ page }) => {
    await page.goto('/test');
    await showToast(page);
    await showToast(page);
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText('Test notification');
    await toasts(page).getByRole('button', { name: 'Close' }).click();
    await expect(toasts(page)).toHaveCount(0);
  });

  test('a toast closes by itself after 5 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/test');
    await expect(page.getByText('The API answered.')).toBeVisible();
    // Stop the page's clock so that only runFor moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await showToast(page);
    await expect(toasts(page)).toHaveCount(1);
    await page.clock.runFor(4_900);
    await expect(toasts(page)).toHaveCount(1);
    await page.clock.runFor(200);
    await expect(toasts(page)).toHaveCount(0);
  });

  test('a swipe right of more than 50 px dismisses a toast; a shorter one does not', async ({
    page,
  }) => {
    await page.goto('/test');
    await showToast(page);
    const box = (await toasts(page).locator('.toast__text').boundingBox())!;
    const y = box.y + box.height / 2;
    const swipe = async (distance: number) => {
      await page.mouse.move(box.x + 10, y);
      await page.mouse.down();
      await page.mouse.move(box.x + 10 + distance, y, { steps: 8 });
      await page.mouse.up();
    };
    await swipe(30);
    await expect(toasts(page)).toHaveCount(1);
    await swipe(90);
    await expect(toasts(page)).toHaveCount(0);
  });

  test('the notifications viewport is at most 420 px wide on wide screens', async ({ page }) => {
    await page.goto('/test');
    await showToast(page);
    await expect(toasts(page)).toHaveCount(1);
    const width = (await page.getByRole('region', { name: 'Notifications (F8)' }).boundingBox())!
      .width;
    expect(width).toBeLessThanOrEqual(420);
  });
});
