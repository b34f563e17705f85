import { TEST_CAPTCHA_ANSWER } from '../support/server.js';
import { CPFS, PASSWORD, fillDemoExtras, latestSmsCode, logoutThroughSidebar, registerByUsername, submitLogin, uniqueMobile } from '../support/accounts.js';
import { expect, test } from '../support/fixtures.js';

test.describe('registration (SPEC §2, §5)', () => {
  test('by username → home shows the balance → logout → login again', async ({ page }) => {
    const username = `ana_${Date.now().toString(36)}`;
    await registerByUsername(page, username, CPFS[0]);
    await expect(page.getByTestId('header-balance')).toContainText('R$ 0,00');
    await page.getByTestId('open-right-sidebar').click();
    await expect(page.getByTestId('sidebar-username')).toHaveText(username);
    await page.keyboard.press('Escape');
    await logoutThroughSidebar(page);

    await submitLogin(page, username.toUpperCase(), PASSWORD);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-balance')).toBeVisible();
  });

  test('by mobile with the code read from the SMS outbox', async ({ page, server }) => {
    const mobile = uniqueMobile();
    await page.goto('/m/register');
    await page.getByTestId('tab-mobileNum').click();
    await page.getByTestId('field-mobileNum').fill(mobile);
    await page.getByTestId('field-captcha').fill(TEST_CAPTCHA_ANSWER);
    await page.getByTestId('sms-send').click();
    await expect(page.getByTestId('sms-send')).toHaveText(/\d+ s/);

    await page.getByTestId('field-verificationCode').fill(await latestSmsCode(server, mobile));
    await page.getByTestId('field-password').fill(PASSWORD);
    await page.getByTestId('field-confirmPassword').fill(PASSWORD);
    await page.getByTestId('field-captcha').fill(TEST_CAPTCHA_ANSWER);
    await fillDemoExtras(page, mobile, CPFS[1]);
    await page.getByTestId('field-ageConfirmed').check();
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('toast')).toHaveText('Cadastro realizado com sucesso');
    await expect(page.getByTestId('header-balance')).toBeVisible();
  });

  test('a wrong SMS code is refused and nothing is created', async ({ page, server }) => {
    const mobile = uniqueMobile();
    await page.goto('/m/register');
    await page.getByTestId('tab-mobileNum').click();
    await page.getByTestId('field-mobileNum').fill(mobile);
    await page.getByTestId('field-captcha').fill(TEST_CAPTCHA_ANSWER);
    await page.getByTestId('sms-send').click();
    const right = await latestSmsCode(server, mobile);
    await page.getByTestId('field-verificationCode').fill(right === '000000' ? '111111' : '000000');
    await page.getByTestId('field-password').fill(PASSWORD);
    await page.getByTestId('field-confirmPassword').fill(PASSWORD);
    await page.getByTestId('field-captcha').fill(TEST_CAPTCHA_ANSWER);
    await fillDemoExtras(page, mobile, CPFS[2]);
    await page.getByTestId('field-ageConfirmed').check();
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('toast')).toContainText('Código de verificação incorreto');
    await expect(page).toHaveURL(/\/m\/register/);
  });

  test('change password: same-password popup, then the new password works and the old does not', async ({ page }) => {
    const username = `cp_${Date.now().toString(36)}`;
    await registerByUsername(page, username, CPFS[3]);

    await page.goto('/m/changePsw');
    await page.getByTestId('field-oldPassword').fill(PASSWORD);
    await page.getByTestId('field-newPassword').fill(PASSWORD);
    await page.getByTestId('field-confirmNewPassword').fill(PASSWORD);
    await page.getByTestId('change-password-submit').click();
    await expect(page.getByTestId('same-password-popup')).toBeVisible();
    await page.getByTestId('same-password-popup-ok').click();
    await page.getByTestId('field-newPassword').fill('novasenha9');
    await page.getByTestId('field-confirmNewPassword').fill('novasenha9');
    await page.getByTestId('change-password-submit').click();
    await expect(page.getByTestId('toast')).toHaveText('Senha alterada com sucesso');
    await expect(page).toHaveURL(/\/m\/home$/);

    await logoutThroughSidebar(page);
    await submitLogin(page, username, PASSWORD);
    await expect(page.getByTestId('toast')).toContainText('Usuário ou senha incorretos.');
    await submitLogin(page, username, 'novasenha9');
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});
