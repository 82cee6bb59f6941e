import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { skipUntilShown } from './support/console';

/** The consoles on a phone and on a 1920x1080 booth screen: screenshots checked for fill. */
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'booth', width: 1920, height: 1080 },
] as const;

/**
 * Reads a screenshot back through the browser's own PNG decoder and answers, per quarter of the
 * screen (top-left, top-right, bottom-left, bottom-right), the share of pixels that are lit.
 */
async function litShareByQuarter(page: Page, png: Buffer): Promise<number[]> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    if (!context) return [];
    context.drawImage(image, 0, 0);
    const halfW = Math.floor(image.width / 2);
    const halfH = Math.floor(image.height / 2);
    return [
      [0, 0],
      [halfW, 0],
      [0, halfH],
      [halfW, halfH],
    ].map(([x = 0, y = 0]) => {
      const { data } = context.getImageData(x, y, halfW, halfH);
      let lit = 0;
      for (let index = 0; index < data.length; index += 4) {
        if ((data[index] ?? 0) + (data[index + 1] ?? 0) + (data[index + 2] ?? 0) > 60) lit += 1;
      }
      return lit / (halfW * halfH);
    });
  }, png.toString('base64'));
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the boot rain fills the whole screen, and axe finds nothing', async ({ page }) => {
      await page.goto('/josh2');
      await expect(page.getByRole('status')).toHaveText('INITIALIZING NEURAL CORE...');
      const box = await page.locator('canvas.terminal-rain').boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
      await expect
        .poll(async () => Math.min(...(await litShareByQuarter(page, await page.screenshot()))), {
          timeout: 5_000,
        })
        .toBeGreaterThan(0.005);
      await page.screenshot({ path: test.info().outputPath(`boot-${viewport.name}.png`) });
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    });

    test('the console fills the screen, readable, one-line header, no word cut', async ({
      page,
    }) => {
      await page.goto('/joshua');
      await expect(page.getByRole('textbox', { name: 'Command' })).toBeFocused();
      await page.keyboard.press('Escape');
      await page.keyboard.type('2');
      await page.keyboard.press('Enter');
      await skipUntilShown(page, 'CHOOSE 5 TO ACTIVATE YOURS.');
      await expect(page.locator('.xterm-rows')).toContainText('YOURS.');
      const screenshot = await page.screenshot({
        path: test.info().outputPath(`console-${viewport.name}.png`),
      });
      const quarters = await litShareByQuarter(page, screenshot);
      // Text on the left half and the frame around the terminal everywhere: nothing empty.
      for (const share of quarters) expect(share).toBeGreaterThan(0.002);

      const layout = await page.evaluate(() => {
        const xterm = document.querySelector('.terminal-xterm')?.getBoundingClientRect();
        const header = document.querySelector('.terminal-header');
        const title = document.querySelector('.terminal-title');
        const rows = document.querySelector('.xterm-rows');
        return {
          xtermWidth: xterm?.width ?? 0,
          xtermHeight: xterm?.height ?? 0,
          headerHeight: header?.getBoundingClientRect().height ?? 0,
          titleHeight: title?.getBoundingClientRect().height ?? 0,
          fontPx: rows ? parseFloat(getComputedStyle(rows).fontSize) : 0,
          overflow: document.documentElement.scrollWidth - window.innerWidth,
          rows: [...(rows?.children ?? [])].map((row) => row.textContent?.trim() ?? ''),
          lines: [...document.querySelectorAll('[role="log"] p')].map((p) => p.textContent ?? ''),
        };
      });
      expect(layout.xtermWidth).toBeGreaterThan(viewport.width * 0.9);
      expect(layout.xtermHeight).toBeGreaterThan(viewport.height * 0.6);
      expect(layout.overflow).toBeLessThanOrEqual(0);
      // One line: the header is no taller than its title line plus its buttons' padding.
      expect(layout.headerHeight).toBeLessThan(layout.titleHeight * 2);
      if (viewport.name === 'booth') expect(layout.fontPx).toBeGreaterThanOrEqual(22);
      const words = new Set(layout.lines.join(' ').split(/\s+/));
      const shown = layout.rows.flatMap((row) => row.split(/\s+/)).filter(Boolean);
      expect(shown.length).toBeGreaterThan(20);
      expect(shown.filter((word) => !words.has(word))).toEqual([]);
    });
  });
}

test('the input shows a block cursor', async ({ page }) => {
  await page.goto('/joshua');
  const caret = await page
    .getByRole('textbox', { name: 'Command' })
    .evaluate((input) => getComputedStyle(input).getPropertyValue('caret-shape'));
  expect(caret).toBe('block');
});

test('reduced motion: no glow, no scanlines, no flicker', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/joshua');
  await expect(page.locator('.terminal-page')).toBeVisible();
  const look = await page.evaluate(() => {
    const screen = document.querySelector('.terminal-page');
    if (!screen) return null;
    return {
      glow: getComputedStyle(screen).textShadow,
      scanlines: getComputedStyle(screen, '::after').display,
    };
  });
  expect(look).toEqual({ glow: 'none', scanlines: 'none' });
});
