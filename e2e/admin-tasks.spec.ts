import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { solvedProof } from './support/proof';
import { logIn, logInAlone } from './support/admin';

/**
 * Issue 28, "Done when": every admin task is at most two clicks from the overview. Each task
 * starts on /admin/overview; every click goes through `click`, which counts. A task that would
 * change what other specs share (invite the line, approve someone's sign-up, turn two-factor on)
 * stops at its control, in view and enabled: the click after that does it.
 */
const RUN = `tasks${process.pid}x${Math.floor(Math.random() * 1e6)}`;
const MAX_CLICKS = 2;

type Click = (target: Locator) => Promise<void>;

interface Task {
  name: string;
  /** The section link in the navigation: the first click. */
  section: RegExp;
  /** On a phone (the navigation behind Menu): the overview's Tasks link, the first click. */
  link: RegExp;
  /** Does the task, or shows its control in reach; at most one more click. */
  reach: (page: Page, click: Click) => Promise<void>;
}

/** On the section's page (scrolling to it is no click) and usable. */
async function inReach(control: Locator) {
  await expect(control).toBeVisible();
  await expect(control).toBeEnabled();
}

const TASKS: Task[] = [
  {
    name: 'export the list as CSV',
    section: /^People/,
    link: /^Export the list as CSV$/,
    reach: async (page, click) => {
      const downloaded = new Promise<Download>((resolve) => {
        page.on('download', resolve);
        page.context().on('page', (popup) => popup.on('download', resolve));
      });
      await click(page.getByRole('button', { name: 'Export CSV' }));
      expect((await downloaded).suggestedFilename()).toMatch(/\.csv$/);
    },
  },
  {
    name: 'invite the next in line',
    section: /^People/,
    link: /^Invite the next in line$/,
    reach: async (page) => inReach(page.getByRole('button', { name: /^Invite next \d+$/ })),
  },
  {
    name: 'resend a confirmation',
    section: /^People/,
    link: /^Resend a confirmation$/,
    // A waiting person's row menu holds it (issue 44: a row's actions in one menu).
    reach: async (page) => inReach(page.getByRole('button', { name: /^Actions for / }).first()),
  },
  {
    name: "open a person's page",
    section: /^People/,
    link: /^Find a person$/,
    reach: async (page, click) => {
      const name = page
        .getByRole('region', { name: 'Waitlist entries' })
        .locator('td[data-label="Name"] a')
        .first();
      const shown = (await name.textContent())!.trim();
      await click(name);
      await expect(page).toHaveURL(/\/admin\/people\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: shown })).toBeVisible();
    },
  },
  {
    name: 'decide on a held sign-up in the review queue',
    section: /^Referrals/,
    link: /^Review held sign-ups$/,
    reach: async (page) => {
      await inReach(page.getByRole('button', { name: /^Approve \S+@/ }).first());
      await inReach(page.getByRole('button', { name: /^Reject \S+@/ }).first());
    },
  },
  {
    name: 'add an API key',
    section: /^Integrations/,
    link: /^API keys$/,
    reach: async (page, click) => {
      await page.getByLabel('Key name').fill(`Tasks ${RUN}`);
      await click(page.getByRole('button', { name: 'Create key' }));
      await expect(page.locator('.integrations__code')).toHaveText(/^syn_/);
    },
  },
  {
    name: 'add a webhook',
    section: /^Integrations/,
    link: /^Webhooks$/,
    reach: async (page) => {
      await expect(page.getByLabel('Endpoint URL')).toBeVisible();
      await inReach(page.getByRole('button', { name: 'Add endpoint' }));
    },
  },
  {
    name: 'add a booth device',
    section: /^Booths/,
    link: /^Booth devices/,
    reach: async (page) => inReach(page.getByRole('button', { name: 'Add device' })),
  },
  {
    name: 'word an e-mail template',
    section: /^Messages/,
    link: /^Word the e-mails$/,
    reach: async (page, click) => {
      const templates = page.getByRole('region', { name: 'E-mail templates' });
      await click(templates.getByRole('button', { name: 'Status link' }));
      await expect(templates.getByLabel('Subject')).toBeVisible();
    },
  },
  {
    name: 'change the password',
    section: /^Security/,
    link: /^Change the password$/,
    reach: async (page, click) => {
      await click(page.getByRole('button', { name: 'Change Password' }));
      await expect(page.getByLabel('Current password')).toBeVisible();
    },
  },
  {
    name: 'turn on two-factor sign-in',
    section: /^Security/,
    link: /^Two-factor sign-in$/,
    reach: async (page) => inReach(page.getByRole('button', { name: 'Set up two-factor sign-in' })),
  },
  {
    name: 'read the audit log',
    section: /^Security/,
    link: /^Audit log$/,
    reach: async (page) => {
      const log = page.getByRole('region', { name: 'Audit log' });
      await expect(log.getByRole('cell', { name: 'Signed in' }).first()).toBeVisible();
    },
  },
  {
    name: 'choose the sites that may embed the sign-up, and the leaderboard',
    section: /^Settings/,
    link: /^Embedding and leaderboard$/,
    reach: async (page) => {
      await expect(page.getByLabel('Sites that may embed the sign-up')).toBeVisible();
      await inReach(page.getByRole('button', { name: 'Save settings' }));
    },
  },
];

test.beforeAll(async ({ request }) => {
  // A waiting sign-up (Resend) and a held one (the review queue), whatever ran before.
  for (const proof of [await solvedProof(request), undefined]) {
    const joined = await request.post('/api/waitlist/join', {
      data: {
        firstName: 'Two',
        lastName: proof ? 'Clicks' : 'Held',
        email: `${proof ? 'waiting' : 'held'}.${RUN}@example.com`,
        company: RUN,
        hasConsented: true,
        proof,
      },
    });
    expect(joined.status()).toBe(201);
  }
});

// At 390 px the sections' navigation is behind the Menu button, so the first click is the
// overview's own list of tasks; wider, it is the sidebar's section link.
for (const width of [390, 1024, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every admin task is at most two clicks from the overview', async ({ page }) => {
      // Thirteen tasks, each from a fresh overview: several minutes on a loaded machine.
      test.setTimeout(240_000);
      await logIn(page);
      for (const task of TASKS) {
        await test.step(task.name, async () => {
          let clicks = 0;
          const click: Click = async (target) => {
            clicks += 1;
            await target.click();
          };
          await page.goto('/admin/overview');
          await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
          if (width < 768) {
            // The sidebar is folded away here: only the overview's list is in reach.
            await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
            const tasks = page.getByRole('navigation', { name: 'Tasks' });
            await click(tasks.getByRole('link', { name: task.link }));
          } else {
            const nav = page.getByRole('navigation', { name: 'Admin sections' });
            await click(nav.getByRole('link', { name: task.section }));
          }
          await task.reach(page, click);
          expect(clicks, `clicks to ${task.name}`).toBeLessThanOrEqual(MAX_CLICKS);
        });
      }
    });

    test('signing out is one click from the overview (two on a phone: Menu, then Logout)', async ({
      page,
    }) => {
      await logInAlone(page);
      await page.goto('/admin/overview');
      if (width < 768) await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/admin\/login/);
      await expect(page.getByText('Logout successful', { exact: true }).first()).toBeVisible();
      expect((await page.request.get('/api/admin/stats')).status()).toBe(401);
    });
  });
}
