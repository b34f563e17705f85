import { expect, newPhone, test } from '../support/fixtures.js';
import { CPFS, PASSWORD, logoutThroughSidebar, registerMember, submitLogin } from '../support/accounts.js';
import { TEST_CAPTCHA_ANSWER, startServer } from '../support/server.js';

test.describe('failed logins bring the captcha (SPEC §4)', () => {
  // Failures count per address as well: a server of its own keeps the other tests captcha-free.
  // Its start (migrations and the demo seed) takes part of the test's time, more on a busy machine.
  test.describe.configure({ timeout: 150_000 });
  test('three wrong passwords → the captcha appears with its image; a click renews it and clears the field', async ({ browser }) => {
    const server = await startServer();
    try {
      const page = await newPhone(browser, server.url);
      const context = page.context();
      await page.goto('/m/login');
      await page.getByTestId('field-username').fill('nobody_here');
      for (let i = 1; i <= 3; i += 1) {
        await page.getByTestId('field-password').fill(`wrongpass${i}`);
        await page.getByTestId('login-submit').click();
        await expect(page.getByTestId('toast')).toContainText('Usuário ou senha incorretos.');
        await expect(page.getByTestId('login-submit')).toBeEnabled();
        if (i < 3) await expect(page.getByTestId('field-captcha')).toHaveCount(0);
      }
      await expect(page.getByTestId('field-captcha')).toBeVisible();
      await expect(page.getByTestId('captcha-image').locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);

      await page.getByTestId('field-captcha').fill('1234');
      const renewed = page.waitForResponse((r) => r.url().includes('/wps/captcha'));
      await page.getByTestId('captcha-image').click();
      await renewed;
      await expect(page.getByTestId('field-captcha')).toHaveValue('');

      await page.getByTestId('field-password').fill('wrongpass4');
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('field-captcha')).toBeFocused();
      await context.close();
    } finally {
      await server.stop();
    }
  });

  test('after three failures, the right captcha and password log in', async ({ browser }) => {
    const server = await startServer();
    try {
      const page = await newPhone(browser, server.url);
      const context = page.context();
      const username = `cap_${Date.now().toString(36)}`;
      await registerMember(page, { username, cpf: CPFS[4] });
      await logoutThroughSidebar(page);
      for (let i = 1; i <= 3; i += 1) {
        await submitLogin(page, username, `wrongpass${i}`);
        await expect(page.getByTestId('toast')).toContainText('Usuário ou senha incorretos.');
      }
      await expect(page.getByTestId('field-captcha')).toBeVisible();
      await page.getByTestId('field-password').fill(PASSWORD);
      await page.getByTestId('field-captcha').fill(TEST_CAPTCHA_ANSWER);
      await page.getByTestId('login-submit').click();
      await expect(page).toHaveURL(/\/m\/home$/);
      await expect(page.getByTestId('header-balance')).toBeVisible();
      await context.close();
    } finally {
      await server.stop();
    }
  });
});
