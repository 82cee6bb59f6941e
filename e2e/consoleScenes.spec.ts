import { expect, test, type Page } from '@playwright/test';
import { transcript } from './support/console';

/**
 * The film's scenes, played in Chromium at /joshua's own timings (docs/product.md §9.5), motion on.
 */

async function openJoshua(page: Page) {
  await page.goto('/joshua');
  await expect(page.getByRole('textbox', { name: 'Command' })).toBeFocused();
  await expect(transcript(page)).toContainText('ENTER A NUMBER OR A NAME.');
}

async function send(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Command' });
  await input.fill(text);
  await input.press('Enter');
}

test('LOGON: with the JOSHUA backdoor, HELP GAMES and LIST GAMES', async ({ page }) => {
  await openJoshua(page);
  await send(page, 'logon');
  await expect(transcript(page)).toContainText('LOGON:');
  await send(page, 'help games');
  await expect(transcript(page)).toContainText('WHICH HAVE TACTICAL AND STRATEGIC APPLICATIONS.');
  await send(page, 'joshua');
  await expect(transcript(page)).toContainText('GREETINGS PROFESSOR FALKEN.');
  await expect(transcript(page)).toContainText('IDENTITY CONFIRMED. WELCOME BACK, JOSHUA.');
  await send(page, 'list games');
  await expect(transcript(page)).toContainText('THEATERWIDE BIOTOXIC AND CHEMICAL WARFARE');
  await expect(transcript(page)).toContainText("TIC-TAC-TOE - TYPE 'PLAY TIC'");
});

test("the film's lines, and global thermonuclear war with a side and targets", async ({ page }) => {
  await openJoshua(page);
  await send(page, 'People sometimes make mistakes.');
  await expect(transcript(page)).toContainText('YES THEY DO. SHALL WE PLAY A GAME?');
  await send(page, "Let's play Global Thermonuclear War.");
  await expect(transcript(page)).toContainText('GOOD SIMULATION OF LIGHTING COMPONENTS?');
  await send(page, 'Later.');
  await expect(transcript(page)).toContainText('WHICH SIDE DO YOU WANT?');
  await send(page, '2');
  await expect(transcript(page)).toContainText(
    'PLEASE LIST PRIMARY TARGETS BY CITY AND/OR COUNTY NAME:',
  );
  await send(page, 'Las Vegas, Seattle');
  await expect(transcript(page)).toContainText('TARGET LOCKED: SEATTLE');
  await expect(transcript(page)).toContainText('WINNER: NONE');
  await expect(page.getByRole('banner')).toContainText('DEFCON 1');
});

test('zero players: the machine learns that the only winning move is not to play', async ({
  page,
}) => {
  await openJoshua(page);
  await send(page, 'number of players: 0');
  await expect(transcript(page)).toContainText('GAME 12:', { timeout: 20_000 });
  await expect(transcript(page)).not.toContainText('X WINS');
  await expect(transcript(page)).toContainText('THE ONLY WINNING MOVE IS NOT TO PLAY.', {
    timeout: 20_000,
  });
  await expect(transcript(page)).toContainText('HOW ABOUT A NICE GAME OF CHESS?');
});

test('the launch-code crack animates, then shows CPE1704TKS', async ({ page }) => {
  await openJoshua(page);
  await send(page, 'crack the launch code');
  await expect(transcript(page)).toContainText('TESTING COMBINATIONS:');
  await expect(transcript(page)).toContainText('LAUNCH CODE FOUND: CPE1704TKS', {
    timeout: 20_000,
  });
  await expect(page.locator('.xterm-rows')).toContainText('CPE1704TKS');
});

test('tic-tac-toe no longer falls for the corner fork', async ({ page }) => {
  await openJoshua(page);
  await send(page, 'play tic');
  await send(page, '1');
  await expect(transcript(page)).toContainText('I TAKE POSITION 5.');
  await send(page, '9');
  // The old player took a corner here and lost to X's fork; now it takes an edge.
  await expect(transcript(page)).toContainText(/I TAKE POSITION [2468]\./);
});
