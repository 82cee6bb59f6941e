import { expect, test, type Locator, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { badgeVCard, fakeCameraLaunch, type BadgeFormat } from './badgeVideo.mjs';

/**
 * One badge per format (issue 42, item 6), each holding what registration companies print in it:
 * a vCard, a MeCard, a mailto: link, or only the registration's id (Code 128's usual payload).
 */
export interface BadgeCase {
  format: BadgeFormat;
  payload: string;
  /** The form's fields the scan fills in. */
  fields: { first: string; last: string; email: string; company: string } | null;
  /** Set when the badge holds only its id. */
  badgeId?: string;
}

export function badgeCases(run: string): BadgeCase[] {
  const grace = {
    first: 'Grace',
    last: 'Hopper',
    email: `grace.${run}@example.com`,
    company: 'US Navy',
  };
  const ada = {
    first: 'Ada',
    last: 'Lovelace',
    email: `ada.${run}@example.com`,
    company: 'Engines',
  };
  return [
    {
      format: 'QR Code',
      payload: badgeVCard(grace.first, grace.last, grace.company, grace.email),
      fields: grace,
    },
    {
      format: 'PDF417',
      payload: badgeVCard(ada.first, ada.last, ada.company, ada.email),
      fields: ada,
    },
    {
      format: 'Aztec',
      payload: `MECARD:N:Hopper,Grace;EMAIL:${grace.email.replace('grace', 'aztec')};ORG:US Navy;;`,
      fields: { ...grace, email: grace.email.replace('grace', 'aztec') },
    },
    {
      format: 'Data Matrix',
      payload: `mailto:${ada.email.replace('ada', 'matrix')}`,
      fields: { first: '', last: '', email: ada.email.replace('ada', 'matrix'), company: '' },
    },
    {
      format: 'Code 128',
      payload: `EXPO26-${run.slice(-6)}`,
      fields: null,
      badgeId: `EXPO26-${run.slice(-6)}`,
    },
  ];
}

/** Scans the badge with the form's button; answers the time from the click to the filled form. */
export async function scanBadge(page: Page, form: Locator, badge: BadgeCase): Promise<number> {
  const started = Date.now();
  await form.getByRole('button', { name: 'Scan your badge' }).click();
  const message = page.getByTestId('badge-message');
  if (badge.fields) {
    await expect(form.getByLabel('Email')).toHaveValue(badge.fields.email, { timeout: 15_000 });
  } else {
    await expect(message).toContainText('Badge read', { timeout: 15_000 });
  }
  const ms = Date.now() - started;
  console.log(`${badge.format}: ${ms} ms from the camera opening on the badge to the filled form`);
  test.info().annotations.push({ type: 'badge-scan-ms', description: String(ms) });
  if (badge.fields) {
    await expect(form.getByLabel('First Name')).toHaveValue(badge.fields.first);
    await expect(form.getByLabel('Last Name')).toHaveValue(badge.fields.last);
    await expect(form.getByLabel('Company (optional)')).toHaveValue(badge.fields.company);
    await expect(message).toContainText('Please check them');
  } else {
    await expect(message).toContainText(badge.badgeId!);
    await expect(form.getByLabel('First Name')).toHaveValue('');
  }
  await expect(form.getByRole('checkbox')).not.toBeChecked();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return ms;
}

/** The visitor types what the badge did not hold, ticks consent and sends. */
export async function completeAndSend(form: Locator, run: string) {
  for (const [label, value] of [
    ['First Name', 'Iggy'],
    ['Last Name', 'Dee'],
    ['Email', `typed.${run}@example.com`],
  ] as const) {
    const field = form.getByLabel(label);
    if ((await field.inputValue()) === '') await field.fill(value);
  }
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: /join/i }).click();
}

/**
 * Runs `scan` on a page of a Chromium of its own whose fake camera plays this badge (the camera is
 * a launch option: one browser per badge), closed afterwards.
 */
export async function withBadgeCamera(
  playwright: PlaywrightWorkerArgs['playwright'],
  badge: BadgeCase,
  baseURL: string,
  scan: (page: Page) => Promise<void>,
): Promise<void> {
  const name = `badge-${badge.format.replace(/\s+/g, '-')}`;
  const browser = await playwright.chromium.launch(
    fakeCameraLaunch(name, badge.payload, badge.format),
  );
  try {
    const context = await browser.newContext({ baseURL });
    await scan(await context.newPage());
  } finally {
    await browser.close();
  }
}
