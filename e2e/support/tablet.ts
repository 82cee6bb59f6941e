import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './constants';

/** The tablet booth's steps shared by its specs: a device added in the admin, paired, a PIN. */
export const TABLET_PIN = '482913';

export async function adminLogin(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    data: { username: 'admin', password: E2E_ADMIN_PASSWORD },
  });
  expect(login.status()).toBe(200);
}

export async function newDevice(request: APIRequestContext, name: string, event: string) {
  await adminLogin(request);
  const added = await request.post('/api/admin/booth-devices', { data: { name, event } });
  expect(added.status()).toBe(201);
  return (await added.json()) as { id: number; pairingCode: string; pairingUrl: string };
}

export async function choosePin(page: Page) {
  await expect(page.getByRole('heading', { name: 'Choose a staff PIN' })).toBeVisible();
  await page.getByLabel('Staff PIN (4 to 8 digits)').fill(TABLET_PIN);
  await page.getByLabel('The same PIN again').fill(TABLET_PIN);
  await page.getByRole('button', { name: 'Save the PIN' }).click();
  await expect(page.getByRole('heading', { name: 'Join the waitlist' })).toBeVisible();
}

/** A paired tablet at /booth, showing its form. */
export async function pairedTablet(page: Page, request: APIRequestContext, event: string) {
  const device = await newDevice(request, `Tablet ${Date.now()}`, event);
  await page.goto(`/booth?pair=${device.pairingCode}`);
  await choosePin(page);
}

export async function fillSignUp(page: Page, first: string, email: string) {
  await page.getByLabel('First Name').fill(first);
  await page.getByLabel('Last Name').fill('Visitor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Company (optional)').fill('Acme');
  await page.getByLabel('I agree to receive updates').check();
  await page.getByRole('button', { name: 'Join Waitlist' }).click();
}
