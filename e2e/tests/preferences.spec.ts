import { expect, test } from '../support/fixtures.js';

test('Portuguese and the dark theme are the defaults', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByTestId('header-login')).toHaveText(/Entrar|Login/i);
});

test('English and the light theme survive a reload', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByTestId('open-right-sidebar').click();
  const sidebar = page.getByTestId('right-sidebar');
  await expect(sidebar).toBeVisible();
  await sidebar.getByTestId('lang-en').click();
  await sidebar.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // The shell's English texts are fetched on this first choice; the header follows without a reload.
  await expect(page.getByTestId('header-register')).toHaveText(/Register|Sign up/i);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByTestId('header-register')).toHaveText(/Register|Sign up/i);

  await page.goto('/m/notice');
  await expect(page.getByTestId('header')).toContainText('Notice');
});

test('the side panels open and close', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByTestId('open-right-sidebar').click();
  await expect(page.getByTestId('right-sidebar')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('right-sidebar')).toBeHidden();

  await page.getByTestId('open-left-menu').click();
  const menu = page.getByTestId('left-menu');
  await expect(menu).toBeVisible();
  for (const item of ['HOT', 'PGE', 'RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'PVP', 'PROMO']) {
    await expect(menu.getByTestId(`game-menu-${item}`)).toBeVisible();
  }
});
