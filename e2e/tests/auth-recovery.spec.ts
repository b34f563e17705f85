import { TEST_CAPTCHA_ANSWER } from '../support/server.js';
import {
  CPFS,
  PASSWORD,
  latestResetLink,
  latestSmsCode,
  logoutThroughSidebar,
  registerMember,
  submitLogin,
  uniqueMobile,
} from '../support/accounts.js';
import { expect, test } from '../support/fixtures.js';

const NEW_PASSWORD = 'novaSenha789';

test.describe('password recovery (SPEC §2, §4, §5, §8)', () => {
  test('forgot by e-mail → link from the outbox → new password works, old does not', async ({ page, server }) => {
    const username = `rec_${Date.now().toString(36)}`;
    const email = `${username}@example.com`;
    await registerMember(page, { username, cpf: CPFS[6], mobile: uniqueMobile(), email });
    await logoutThroughSidebar(page);

    await page.goto('/m/forget');
    await page.getByTestId('forget-tab-email').click();
    await page.getByTestId('field-username').fill(`  ${username} `);
    await page.getByTestId('field-email').fill(` ${email.toUpperCase()} `);
    await page.getByTestId('forget-submit').click();
    await expect(page.getByTestId('forget-sent')).toBeVisible();

    let link = '';
    await expect.poll(async () => (link = await latestResetLink(server, email)), { timeout: 10_000 }).not.toBe('');
    await page.goto(link);
    await page.getByTestId('field-newPassword').fill(NEW_PASSWORD);
    await page.getByTestId('field-confirmNewPassword').fill(NEW_PASSWORD);
    await page.getByTestId('reset-submit').click();
    await expect(page).toHaveURL(/\/m\/login$/);

    // The link is single use.
    await page.goto(link);
    await page.getByTestId('field-newPassword').fill('outraSenha321');
    await page.getByTestId('field-confirmNewPassword').fill('outraSenha321');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-invalid')).toBeVisible();

    await submitLogin(page, username, PASSWORD);
    await expect(page.getByTestId('toast')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login$/);
    await submitLogin(page, username, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('unknown account gets the same answer', async ({ page }) => {
    await page.goto('/m/forget');
    await page.getByTestId('forget-tab-email').click();
    await page.getByTestId('field-username').fill('nobody_here');
    await page.getByTestId('field-email').fill('nobody@example.com');
    await page.getByTestId('forget-submit').click();
    await expect(page.getByTestId('forget-sent')).toBeVisible();
  });

  test('a reset link without a token shows the invalid state', async ({ page }) => {
    await page.goto('/m/resetPassword');
    await expect(page.getByTestId('reset-invalid')).toBeVisible();
    await page.getByTestId('reset-ask-again').click();
    await expect(page).toHaveURL(/\/m\/forget$/);
  });

  test('set password by phone: SMS code from the outbox → new password → log in with it', async ({ page, server }) => {
    const username = `tel_${Date.now().toString(36)}`;
    const mobile = uniqueMobile();
    await registerMember(page, { username, cpf: CPFS[7], mobile });
    await logoutThroughSidebar(page);

    await page.goto('/m/forget');
    await expect(page.getByTestId('forget-tab-phone')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('forget-phone-submit')).toBeDisabled();
    await page.getByTestId('field-mobileNum').fill(mobile);
    await page.getByTestId('field-captcha').fill(TEST_CAPTCHA_ANSWER);
    await page.getByTestId('sms-send').click();
    await expect(page.getByTestId('sms-send')).toHaveText(/\d+ s/);

    // The same password as now: refused, the password field is cleared, the code kept.
    const code = await latestSmsCode(server, mobile);
    await page.getByTestId('field-verificationCode').fill(code);
    await page.getByTestId('field-newPassword').fill(PASSWORD);
    await page.getByTestId('forget-phone-submit').click();
    await expect(page.getByTestId('field-newPassword')).toHaveValue('');
    await expect(page.getByTestId('field-verificationCode')).toHaveValue(code);

    await page.getByTestId('field-newPassword').fill(NEW_PASSWORD);
    await page.getByTestId('forget-phone-submit').click();
    await expect(page).toHaveURL(/\/m\/login$/);

    await submitLogin(page, username, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('demo merchant (GOOGLELOGIN3 / FACEBOOKLOGIN3 off): no social buttons on login or register', async ({ page }) => {
    await page.goto('/m/login');
    await expect(page.getByTestId('login-submit')).toBeVisible();
    await expect(page.getByTestId('social-buttons')).toHaveCount(0);
    await page.goto('/m/register');
    await expect(page.getByTestId('register-submit')).toBeVisible();
    await expect(page.getByTestId('social-buttons')).toHaveCount(0);
  });
});
