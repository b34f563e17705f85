import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '@app/contract';
import { expect, test } from '../support/fixtures.js';
import { scrollUntilVisible } from '../support/lobby.js';

/**
 * Screenshots of the lobby with the seeded catalogue for docs/screenshots:
 * home top and lower sections, the game list with its filter open; dark at
 * 390×844, light at 320 px.
 */
const shots = resolve(import.meta.dirname, '../../docs/screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: `${shots}/${name}.png` });

async function settledHome(page: Page): Promise<void> {
  await page.goto('/m/home');
  await expect(page.getByTestId('home-block-HOT').getByTestId('game-tile')).toHaveCount(12);
  // Art loads as tiles come into view; wait for the visible ones.
  await expect
    .poll(() =>
      page.locator('.game-tile__art img[data-loaded="true"]').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete)),
    )
    .toBe(true);
}

async function lowerSections(page: Page): Promise<void> {
  await scrollUntilVisible(page, 'home-winners');
  await page.getByTestId('home-winners').evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 170));
  await expect(page.getByTestId('winners-big').getByTestId('winner-entry').first()).toBeVisible();
  await page.waitForTimeout(600);
}

async function gameListFilter(page: Page): Promise<void> {
  await page.goto('/m/slot-games');
  await expect(page.getByTestId('game-list').getByTestId('game-tile').first()).toBeVisible();
  await page.getByTestId('game-list-title').click();
  await page.getByTestId('filter-panel').getByTestId('filter-vendor-PP').click();
  await page.getByTestId('filter-panel').getByTestId('filter-classify-JP').click();
}

test.describe('lobby screenshots', () => {
  test('dark theme at 390×844', async ({ page }) => {
    await settledHome(page);
    await shot(page, 'home');
    await lowerSections(page);
    await shot(page, 'lobby-home-lower');
    await scrollUntilVisible(page, 'home-footer');
    await page.getByTestId('home-footer').scrollIntoViewIfNeeded();
    await shot(page, 'lobby-home-footer');
    await gameListFilter(page);
    await shot(page, 'lobby-game-list-filter');
  });

  test('light theme at 320 px', async ({ page }) => {
    await page.addInitScript(([key, value]) => localStorage.setItem(key as string, value as string), [STORAGE_KEYS.theme, 'light']);
    await page.setViewportSize({ width: 320, height: 700 });
    await settledHome(page);
    await shot(page, 'lobby-home-320-light');
    await lowerSections(page);
    await shot(page, 'lobby-home-lower-320-light');
    await gameListFilter(page);
    await shot(page, 'lobby-game-list-filter-320-light');
  });
});
