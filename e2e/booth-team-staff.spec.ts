import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn } from './support/admin';
import { expectNoAxeViolations, keepScreenshot } from './support/lookAt';
import { linkIn, waitForMail } from './support/mail';
import { choosePin, fillSignUp, newDevice } from './support/tablet';

/**
 * Issue 40, items 5 and 6 in Chromium: two staff members of the team, each with a booth PIN set
 * under Security, are put on an event's staff in the admin's Booths section; on a paired tablet
 * (/booth) they sign in one after another while the browser is offline, each capturing and
 * qualifying a lead; back online, the web's admin shows each lead with its person's name.
 */
test.describe.configure({ mode: 'serial' });
// Two invitations, a pairing, ten steps on the tablet and three axe runs: longer than the default.
test.setTimeout(180_000);

const RUN = `staff${process.pid}x${Math.floor(Math.random() * 1e6)}`;
const EVENT = `Staff Expo ${RUN}`;
const SCREENS = [
  { width: 820, height: 1180 },
  { width: 1920, height: 1080 },
] as const;
const STAFF = [
  { name: `Ana ${RUN}`, email: `ana.${RUN}@example.com`, pin: '2580' },
  { name: `Ben ${RUN}`, email: `ben.${RUN}@example.com`, pin: '13579' },
] as const;

/** An owner invites a staff member; they join from the e-mail and set their booth PIN. */
async function joinAsStaff(browser: Browser, owner: Page, person: (typeof STAFF)[number]) {
  const invited = await owner.request.post('/api/admin/users', {
    data: { email: person.email, name: person.name, role: 'staff' },
  });
  expect(invited.status()).toBe(201);
  const link = linkIn(await waitForMail(person.email, '/admin/join/'), '/admin/join/')!;
  const page = await (await browser.newContext()).newPage();
  await page.goto(new URL(link).pathname);
  await page.getByLabel('Choose a password').fill('a staff password 2026');
  await page.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await page.goto('/admin/security');
  const panel = page.getByRole('region', { name: 'Booth PIN' });
  await panel.getByLabel('New booth PIN (4 to 8 digits)').fill(person.pin);
  await panel.getByLabel('The same PIN again').fill(person.pin);
  await panel.getByRole('button', { name: 'Save booth PIN' }).click();
  await expect(page.getByText('Your booth PIN is saved.')).toBeVisible();
  return page;
}

async function signInAtBooth(tablet: Page, person: { name: string; pin: string }) {
  await tablet.getByRole('button', { name: 'Staff' }).click();
  await tablet.getByLabel('Who is at the booth?').selectOption({ label: person.name });
  await tablet.getByLabel('Your booth PIN').fill(person.pin);
  await tablet.getByRole('button', { name: 'Sign in' }).click();
  await expect(tablet.getByTestId('at-booth')).toContainText(person.name);
}

async function lock(tablet: Page) {
  await tablet.getByRole('button', { name: 'Lock' }).click();
  await expect(tablet.getByRole('dialog', { name: 'Staff panel' })).toHaveCount(0);
}

async function visitorSignsUp(tablet: Page, first: string) {
  await fillSignUp(tablet, first, `${first.toLowerCase()}.${RUN}@example.com`);
  await expect(tablet.getByTestId('booth-saved')).toContainText(`Thank you, ${first}!`);
  await tablet.getByRole('button', { name: 'Done' }).click();
  await tablet.getByTestId('booth-attract').click();
}

async function qualify(tablet: Page, first: string, rating: 'Hot' | 'Warm') {
  const row = tablet.getByTestId('staff-sign-up').filter({ hasText: `${first} Visitor` });
  await row.getByRole('button', { name: `Qualify: ${first} Visitor, Acme` }).click();
  await row.getByRole('radio', { name: rating }).click();
  await row.getByRole('button', { name: 'Save lead' }).click();
  await expect(row.getByRole('status')).toHaveText('Saved');
}

test('two staff members sign in on a tablet offline, each qualifies a lead, and the web names them', async ({
  browser,
  page,
  context,
  request,
}) => {
  await logIn(page);
  const members = [];
  for (const person of STAFF) members.push(await joinAsStaff(browser, page, person));
  await expectNoAxeViolations(members[0]!);
  for (const screen of SCREENS) {
    await members[0]!.setViewportSize(screen);
    await keepScreenshot(members[0]!, `booth-pin-${screen.width}x${screen.height}`, true);
  }

  // The owner puts both on the event's staff in the Booths section.
  const device = await newDevice(request, `Tablet ${RUN}`, EVENT);
  await page.goto('/admin/booths');
  const event = page.getByRole('article', { name: EVENT });
  for (const person of STAFF) await event.getByLabel(new RegExp(person.name)).check();
  await event.getByRole('button', { name: 'Save staff' }).click();
  await expect(event.getByTestId('staff-counts')).toContainText(STAFF[1].name);

  // The tablet is paired after: the staff and their PIN hashes come with its key.
  const tablet = await context.newPage();
  await tablet.goto(`/booth?pair=${device.pairingCode}`);
  await choosePin(tablet);
  await tablet.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return true;
  });
  await context.setOffline(true);

  // Another's PIN does not sign a person in.
  await tablet.getByRole('button', { name: 'Staff' }).click();
  await tablet.getByLabel('Who is at the booth?').selectOption({ label: STAFF[1].name });
  await tablet.getByLabel('Your booth PIN').fill(STAFF[0].pin);
  await tablet.getByRole('button', { name: 'Sign in' }).click();
  await expect(tablet.getByRole('alert')).toHaveText('That PIN is not right.');
  await expectNoAxeViolations(tablet);
  for (const screen of SCREENS) {
    await tablet.setViewportSize(screen);
    await keepScreenshot(tablet, `booth-who-${screen.width}x${screen.height}`);
  }
  await tablet.getByRole('button', { name: 'Cancel' }).click();

  await signInAtBooth(tablet, STAFF[0]);
  await lock(tablet);
  await visitorSignsUp(tablet, 'Amelia');
  await signInAtBooth(tablet, STAFF[1]);
  await lock(tablet);
  await visitorSignsUp(tablet, 'Boris');

  await signInAtBooth(tablet, STAFF[0]);
  await qualify(tablet, 'Amelia', 'Hot');
  await lock(tablet);
  await signInAtBooth(tablet, STAFF[1]);
  await qualify(tablet, 'Boris', 'Warm');
  await expect(tablet.getByTestId('booth-status')).toHaveText('Offline · 2 waiting to send');
  await expectNoAxeViolations(tablet);
  for (const screen of SCREENS) {
    await tablet.setViewportSize(screen);
    await keepScreenshot(tablet, `booth-staff-signed-in-${screen.width}x${screen.height}`);
  }

  await context.setOffline(false);
  await tablet.getByRole('button', { name: 'Sync now' }).click();
  await expect(tablet.getByTestId('staff-queued')).toHaveText('0');

  // The web's admin: each lead with its person's name, and each person's counts at the event.
  await page.goto('/admin/booths');
  const leads = page.getByTestId('lead-row');
  const amelia = leads.filter({ hasText: 'Amelia Visitor' });
  await expect(amelia.getByTestId('lead-qualified-by')).toHaveText(`by ${STAFF[0].name}`);
  await expect(
    leads.filter({ hasText: 'Boris Visitor' }).getByTestId('lead-qualified-by'),
  ).toHaveText(`by ${STAFF[1].name}`);
  await amelia.locator('summary').click();
  await expect(amelia).toContainText(`Captured by${STAFF[0].name}`);
  const counts = page.getByRole('article', { name: EVENT }).getByTestId('staff-counts');
  await expect(counts.getByRole('row', { name: new RegExp(STAFF[0].name) })).toContainText(
    'Set111',
  );
  await expect(counts.getByRole('row', { name: new RegExp(STAFF[1].name) })).toContainText(
    'Set110',
  );
  await expectNoAxeViolations(page);
  for (const screen of SCREENS) {
    await page.setViewportSize(screen);
    await keepScreenshot(page, `admin-booth-staff-${screen.width}x${screen.height}`, true);
  }
});
