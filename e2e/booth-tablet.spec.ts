import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminLogin,
  choosePin,
  fillSignUp,
  newDevice as newTabletDevice,
  TABLET_PIN,
} from './support/tablet';

/**
 * The tablet booth at /booth (issue 27): paired from the admin by code and by link, sign-ups
 * taken with the network cut and a reload while offline, each arriving once; staff qualify a
 * lead behind the PIN and it reaches the web admin's leads and the CSV.
 */
const RUN = Date.now();
const EVENT = `Booth Expo ${RUN}`;

const admin = adminLogin;
const newDevice = (request: APIRequestContext, name: string) =>
  newTabletDevice(request, name, EVENT);
const PIN = TABLET_PIN;

async function signUp(page: Page, first: string, email: string) {
  await fillSignUp(page, first, email);
  await expect(page.getByTestId('booth-saved')).toContainText(`Thank you, ${first}!`);
  // A tap ends the thank-you; the attract screen waits for the next visitor.
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByTestId('booth-attract').click();
  await expect(page.getByLabel('First Name')).toHaveValue('');
}

test('an unpaired tablet shows how to pair and pairs with the code typed in', async ({
  page,
  request,
  browser,
}) => {
  await page.goto('/booth');
  await expect(page.getByRole('heading', { name: 'Pair this tablet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join Waitlist' })).toHaveCount(0);
  const device = await newDevice(request, 'Tablet by code');
  await page.getByLabel('Pairing code').fill(device.pairingCode.toLowerCase());
  await page.getByRole('button', { name: 'Next' }).click();
  await choosePin(page);
  // The event and the device's name are the staff's: in the staff panel, not on the visitor's screen.
  await expect(page.getByText(EVENT)).toHaveCount(0);
  await page.getByRole('button', { name: 'Staff' }).click();
  await page.getByLabel('Staff PIN').fill(PIN);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('dialog', { name: 'Staff panel' })).toContainText(
    `Tablet by code · ${EVENT}`,
  );
  // The code was used: another tablet's link is refused in words, before any PIN is asked.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(`/booth?pair=${device.pairingCode}`);
  await expect(second.getByRole('alert')).toContainText('already used');
  await expect(second.getByLabel(/Staff PIN/)).toHaveCount(0);
  await other.close();
});

test('pairing checks the code first: a mistyped one is refused before the PIN, which is then chosen once and confirmed', async ({
  page,
  request,
}) => {
  const device = await newDevice(request, 'Tablet typed twice');
  await page.goto('/booth');
  await page.getByLabel('Pairing code').fill('ZZZZ2345');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel(/Staff PIN/)).toHaveCount(0);
  await page.getByLabel('Pairing code').fill(device.pairingCode);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a staff PIN' })).toBeVisible();
  await page.getByLabel('Staff PIN (4 to 8 digits)').fill(PIN);
  await page.getByLabel('The same PIN again').fill('111111');
  await page.getByRole('button', { name: 'Save the PIN' }).click();
  await expect(page.getByRole('alert')).toHaveText('The two PINs are not the same.');
  // Paired already: a reload asks for the PIN, not the code again.
  await page.reload();
  await choosePin(page);
});

test('paired by link, it takes sign-ups offline, keeps them over a reload and delivers each once', async ({
  page,
  context,
  request,
}) => {
  const device = await newDevice(request, 'Tablet by link');
  await page.goto(new URL(device.pairingUrl).pathname + new URL(device.pairingUrl).search);
  await choosePin(page);
  await expect(page).toHaveURL(/\/booth$/);
  // The offline worker controls the page once it is installed.
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return true;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  const emails = [`offline.one.${RUN}@example.com`, `offline.two.${RUN}@example.com`];
  await signUp(page, 'Olive', emails[0]!);
  await signUp(page, 'Otto', emails[1]!);
  // Offline is told to staff, not to visitors: the visitor's screen says nothing of it.
  await expect(page.getByText(/Offline|waiting to send/)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Join the waitlist' })).toBeVisible();

  // Staff see the queue kept over the reload, and qualify one lead while still offline.
  await page.getByRole('button', { name: 'Staff' }).click();
  await page.getByLabel('Staff PIN').fill(PIN);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByTestId('booth-status')).toHaveText('Offline · 2 waiting to send');
  await expect(page.getByTestId('staff-queued')).toHaveText('2');
  const olive = page.getByTestId('staff-sign-up').filter({ hasText: 'Olive Visitor' });
  await expect(olive).toContainText('Acme');
  await expect(olive).not.toContainText('@');
  // One sign-up at a time in the lead editor, opened from the list.
  await olive.getByRole('button', { name: 'Qualify: Olive Visitor, Acme' }).click();
  await olive.getByRole('radio', { name: 'Hot' }).click();
  await olive.getByLabel(/^Note/).fill('Wants a demo in May');
  await olive.getByRole('button', { name: 'Save lead' }).click();
  await expect(olive.getByRole('status')).toHaveText('Saved');

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByTestId('staff-queued')).toHaveText('0');
  await expect(page.getByTestId('staff-synced')).toHaveText('2');
  // Sync again: nothing new arrives.
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByTestId('staff-queued')).toHaveText('0');

  await admin(request);
  const key = await request.post('/api/admin/api-keys', {
    data: { name: `reader ${RUN}`, scopes: ['entries:read'] },
  });
  const reader = ((await key.json()) as { key: string }).key;
  const all: {
    email: string;
    source: string;
    event: string;
    device: string;
    leadRating: string | null;
    leadNote: string;
  }[] = [];
  let cursor: string | null = null;
  do {
    const page1 = await request.get(
      `/api/v1/entries?limit=500${cursor ? `&cursor=${cursor}` : ''}`,
      {
        headers: { authorization: `Bearer ${reader}` },
      },
    );
    const body = (await page1.json()) as { entries: typeof all; nextCursor: string | null };
    all.push(...body.entries);
    cursor = body.nextCursor;
  } while (cursor);
  for (const email of emails) expect(all.filter((entry) => entry.email === email)).toHaveLength(1);
  expect(all.find((entry) => entry.email === emails[0])).toMatchObject({
    source: 'kiosk',
    event: EVENT,
    device: 'Tablet by link',
    leadRating: 'hot',
    leadNote: 'Wants a demo in May',
  });

  const leads = await request.get(`/api/admin/leads?rating=hot&event=${encodeURIComponent(EVENT)}`);
  expect(((await leads.json()) as { total: number }).total).toBe(1);
  const csv = await (await request.get('/api/admin/waitlist/export')).text();
  const row = csv.split('\r\n').find((line) => line.includes(emails[0]!));
  expect(row).toContain(`${EVENT},Tablet by link,hot,,Wants a demo in May`);
});

for (const [width, height] of [
  [1024, 768],
  [1366, 1024],
  [820, 1180],
] as const) {
  test(`looks like a product at ${width}x${height}`, async ({ page, request }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/booth');
    await expect(page.getByRole('heading', { name: 'Pair this tablet' })).toBeVisible();
    await page.screenshot({ path: `test-results/booth-unpaired-${width}x${height}.png` });
    const device = await newDevice(request, `Tablet ${width}`);
    await page.goto(`/booth?pair=${device.pairingCode}`);
    await choosePin(page);
    await page.screenshot({ path: `test-results/booth-form-${width}x${height}.png` });
    await page.getByRole('button', { name: 'Staff' }).click();
    await page.getByLabel('Staff PIN').fill(PIN);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('heading', { name: 'Staff panel' })).toBeVisible();
    await page.screenshot({ path: `test-results/booth-staff-${width}x${height}.png` });
    for (const target of await page.getByRole('button').all()) {
      const box = await target.boundingBox();
      if (box) expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
  });
}
