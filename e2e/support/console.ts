import { expect, type Page } from '@playwright/test';

/** The console's transcript: each line once it is on screen. */
export const transcript = (page: Page) => page.getByRole('log', { name: 'Transcript' });

/**
 * Presses Escape until the transcript holds `text`. A key skips only a reply already typing: one
 * pressed while the screen is still opening, or before a queued reply starts, skips nothing, and
 * a reply left to type at its own pace (glitches included) can outlast an assertion's timeout.
 */
export async function skipUntilShown(page: Page, text: string): Promise<void> {
  await expect
    .poll(async () => {
      await page.keyboard.press('Escape');
      return (await transcript(page).textContent()) ?? '';
    })
    .toContain(text);
}
