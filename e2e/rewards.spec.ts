import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './support/constants';
import { linkIn, mailsTo, waitForMail } from './support/mail';
import { solvedProof } from './support/proof';
import { logIn } from './support/admin';

// Referral milestones (issue 29, item 3) in the browser: the admin's rewards panel under Referrals,
// the status page's rewards and next milestone, and Mark fulfilled on the person's page. Its own
// project after the referrals spec: a reward that moves its earner to the front must not reorder
// the line other specs read; the rewards it adds are retired at the end.
test.describe.configure({ mode: 'serial' });
test.use({ reducedMotion: 'reduce' });

const RUN = `rw${process.pid}x${Math.floor(Math.random() * 1e6)}`;
const SKIP = `Skip ahead ${RUN}`;
const SHIRT = `Shirt ${RUN}`;
const referrer = `ada.${RUN}@example.com`;
let network = 40;

/** A confirmed sign-up from a network of its own; answers its status token. */
async function joinAndConfirm(request: APIRequestContext, email: string, ref?: string) {
  network += 1;
  const headers = { 'x-forwarded-for': `10.${network}.7.9` };
  const proof = await solvedProof(request);
  const joined = await request.post('/api/waitlist/join', {
    data: { firstName: 'Ada', lastName: 'Tester', email, hasConsented: true, proof, ref },
    headers,
  });
  expect(joined.status()).toBe(201);
  const link = linkIn(await waitForMail(email, '/confirm/'), '/confirm/')!;
  const token = new URL(link).pathname.split('/').pop()!;
  const confirmed = await request.post(`/api/confirm/${token}`, { headers });
  expect(confirmed.status()).toBe(200);
  return ((await confirmed.json()) as { statusToken: string }).statusToken;
}

test('the admin adds, edits and checks rewards in the Referrals section, by keyboard too', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/admin/referrals');
  const panel = page.getByRole('region', { name: 'Referral rewards' });
  const add = panel.getByRole('form', { name: 'Add a reward' });
  await add.getByLabel('Confirmed referrals').fill('0');
  await add.getByRole('button', { name: 'Add reward' }).click();
  await expect(add.getByRole('alert')).toHaveText(
    'The number of referrals is a whole number from 1 to 100,000.',
  );

  await add.getByLabel('Confirmed referrals').fill('2');
  await add.getByLabel('Reward').fill(SKIP);
  await add.getByLabel('Moves the earner to the front of the line').check();
  await add.getByLabel('Reward').press('Enter');
  const rewards = panel.getByRole('list', { name: 'Rewards' });
  await expect(rewards.getByText(SKIP)).toBeVisible();
  await expect(rewards.getByRole('listitem').filter({ hasText: SKIP })).toContainText(
    'at 2 confirmed referrals · moves to the front of the line',
  );

  await add.getByLabel('Confirmed referrals').fill('3');
  await add.getByLabel('Reward').fill(`T-shirt ${RUN}`);
  await add.getByRole('button', { name: 'Add reward' }).click();
  await expect(rewards.getByText(`T-shirt ${RUN}`)).toBeVisible();

  // Edit by keyboard: Escape leaves it as it was, Enter saves the new name.
  await panel.getByRole('button', { name: `Edit T-shirt ${RUN}` }).focus();
  await page.keyboard.press('Enter');
  const edit = panel.getByRole('form', { name: `Edit T-shirt ${RUN}` });
  await edit.getByLabel('Reward').fill('Something else');
  await page.keyboard.press('Escape');
  await expect(edit).toHaveCount(0);
  await expect(rewards.getByText(`T-shirt ${RUN}`)).toBeVisible();
  await panel.getByRole('button', { name: `Edit T-shirt ${RUN}` }).click();
  await edit.getByLabel('Reward').fill(SHIRT);
  await edit.getByLabel('Reward').press('Enter');
  await expect(rewards.getByText(SHIRT)).toBeVisible();

  // Two active rewards at one count are refused in words.
  await add.getByLabel('Confirmed referrals').fill('3');
  await add.getByLabel('Reward').fill('Twin');
  await add.getByRole('button', { name: 'Add reward' }).click();
  await expect(add.getByRole('alert')).toHaveText(
    'Another reward already needs 3 referrals: change or retire it first.',
  );
});

test('the status page shows the next milestone, then the earned reward at the front of the line', async ({
  page,
}) => {
  const status = await joinAndConfirm(page.request, referrer);
  await page.goto(`/status/${status}`);
  const code = (await page.getByRole('textbox', { name: 'Your referral link' }).inputValue())
    .split('ref=')
    .pop()!;
  await joinAndConfirm(page.request, `friend1.${RUN}@example.com`, code);
  await page.reload();
  await expect(page.getByTestId('next-reward')).toHaveText(`1 more confirmed referral to: ${SKIP}`);

  await joinAndConfirm(page.request, `friend2.${RUN}@example.com`, code);
  await page.reload();
  const rewards = page.getByRole('region', { name: 'Rewards' });
  // With the day it was earned, in the one date format (issue 44, item 4).
  await expect(rewards.getByRole('list', { name: 'Rewards you earned' })).toHaveText(
    new RegExp(`^You earned ${SKIP} on \\d{1,2} [A-Z][a-z]{2} \\d{4}\\.$`),
  );
  await expect(page.getByTestId('next-reward')).toHaveText(
    `1 more confirmed referral to: ${SHIRT}`,
  );
  await expect(page.getByTestId('status-place')).toHaveText(/^#1 of [\d,]+ in line$/);
  await expect
    .poll(async () => (await mailsTo(referrer)).map((mail) => mail.subject))
    .toContain(`You earned a reward: ${SKIP}`);
});

test("the admin marks the reward fulfilled from the person's page", async ({ page }) => {
  await logIn(page);
  const found = await page.request.get(
    `/api/admin/waitlist?${new URLSearchParams({ search: referrer, offset: '0', limit: '5' })}`,
  );
  const { entries } = (await found.json()) as { entries: { id: number; email: string }[] };
  const id = entries.find((entry) => entry.email === referrer)!.id;
  await page.goto(`/admin/people/${id}`);
  const earned = page.getByRole('region', { name: 'Referral rewards' });
  await earned.getByRole('button', { name: `Mark ${SKIP} fulfilled` }).click();
  await expect(earned.getByRole('button', { name: `Mark ${SKIP} not fulfilled` })).toBeVisible();
  await expect(earned.getByRole('list', { name: 'Earned rewards' })).toContainText('fulfilled');
});

test('the Settings section says WIDGET_ORIGINS and LEADERBOARD on the server win', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/admin/settings');
  const panel = page.getByRole('region', { name: 'Embedding and leaderboard' });
  await expect(panel.getByTestId('WIDGET_ORIGINS-from-environment')).toContainText(
    'WIDGET_ORIGINS is set on the server, so it wins: http://127.0.0.1:',
  );
  await expect(panel.getByTestId('LEADERBOARD-from-environment')).toContainText('wins: on');
  await panel
    .getByLabel('Sites that may embed the sign-up')
    .fill('https://partner.example.com/join');
  await panel.getByRole('button', { name: 'Save settings' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'https://partner.example.com/join is not an origin: write the scheme and host only, like https://www.example.com',
  );
});

test.afterAll(async ({ request }) => {
  // The rewards this spec added stop being earned: later specs' line stays as they expect.
  await request.post('/api/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } });
  const list = (await (await request.get('/api/admin/rewards')).json()) as {
    rewards: { id: number; name: string }[];
  };
  for (const reward of list.rewards.filter((each) => each.name.includes(RUN))) {
    await request.patch(`/api/admin/rewards/${reward.id}`, { data: { retired: true } });
  }
});
