import { CPFS, submitRegistration } from '../support/accounts.js';
import { expect, test } from '../support/fixtures.js';

/** The account flows speak English on request: texts from the site and messages from the server alike. */
test.use({ locale: 'en-US' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

test('registration succeeds in English and a duplicate username gets the English server message', async ({ page }) => {
  const username = `en_${Date.now().toString(36)}`;
  await submitRegistration(page, { username, cpf: CPFS[5] });
  await expect(page.getByTestId('toast')).toHaveText('Registered successfully');
  await expect(page).toHaveURL(/\/m\/home$/);

  await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
  await submitRegistration(page, { username, cpf: '98765432100' });
  await expect(page.getByTestId('toast')).toContainText('This username already exists.');
  await expect(page).toHaveURL(/\/m\/register/);
});

test('a wrong password gets the English message', async ({ page }) => {
  await page.goto('/m/login');
  await page.getByTestId('field-username').fill('nobody_en');
  await page.getByTestId('field-password').fill('wrongpass1');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('toast')).toContainText('Wrong username or password.');
});
