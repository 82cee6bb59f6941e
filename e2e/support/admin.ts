import { expect, request, test, type Cookie, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './constants';

/**
 * The admin's session cookie of this worker, one per server: each worker (one process) signs in
 * once per server through the API and hands the saved cookie to every page that needs the admin.
 * The specs about signing in (the password, two-factor, sign out everywhere) sign in themselves.
 */
const sessions = new Map<string, { cookies: Promise<Cookie[]>; at: number }>();
/**
 * The server asks for the password again 5 minutes after it was given (exports, API keys): a
 * session is signed in again after 4, so no test meets that prompt unless it means to.
 */
const FRESH_MS = 4 * 60_000;

async function signIn(baseURL: string): Promise<Cookie[]> {
  const context = await request.newContext({ baseURL });
  try {
    const response = await context.post('/api/login', {
      data: { username: 'admin', password: E2E_ADMIN_PASSWORD },
    });
    expect(response.status(), 'the admin signs in').toBe(200);
    return (await context.storageState()).cookies;
  } finally {
    await context.dispose();
  }
}

/** Gives the page (and page.request) the worker's signed-in admin session on the test's server. */
export async function logIn(page: Page): Promise<void> {
  const baseURL = test.info().project.use.baseURL!;
  let session = sessions.get(baseURL);
  if (!session || Date.now() - session.at > FRESH_MS) {
    session = { cookies: signIn(baseURL), at: Date.now() };
    sessions.set(baseURL, session);
    // A failed sign-in is not kept: the next test tries again.
    session.cookies.catch(() => sessions.delete(baseURL));
  }
  await page.context().addCookies(await session.cookies);
}

/**
 * Signs the page in with a session of its own, for a test that ends it (Logout): the worker's
 * shared session must outlive the test.
 */
export async function logInAlone(page: Page): Promise<void> {
  const response = await page.request.post('/api/login', {
    data: { username: 'admin', password: E2E_ADMIN_PASSWORD },
  });
  expect(response.status()).toBe(200);
}

/**
 * Answers the product's own confirmation (issue 44: no browser confirm() in the admin) and gives
 * back its question as one sentence, title then message, as the action worded it.
 */
export async function answerConfirm(page: Page, answer: 'confirm' | 'cancel'): Promise<string> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const title = await dialog.getByRole('heading').innerText();
  const message = await dialog.locator('p').innerText();
  await (
    answer === 'cancel'
      ? dialog.getByRole('button', { name: 'Cancel' })
      : dialog.getByRole('button').first()
  ).click();
  await expect(dialog).toBeHidden();
  return message ? `${title} ${message}` : title;
}
