import {
  CPFS,
  PASSWORD,
  logoutThroughSidebar,
  registerMember,
  submitLogin,
  submitMobileRegistration,
  uniqueMobile,
} from '../support/accounts.js';
import { expect, newPhone, test } from '../support/fixtures.js';
import { startServer } from '../support/server.js';

test.describe('registration (SPEC §2, §5)', () => {
  test('by username → home shows the balance → logout → login again', async ({ page }) => {
    const username = `ana_${Date.now().toString(36)}`;
    await registerMember(page, { username, cpf: CPFS[0] });
    await expect(page.getByTestId('header-balance')).toContainText('R$ 0,00');
    await page.getByTestId('open-right-sidebar').click();
    await expect(page.getByTestId('sidebar-username')).toHaveText(username);
    // A tap, not Escape: a login popup that shows late would take the key instead of the panel.
    await page.getByTestId('right-sidebar-close').click();
    await logoutThroughSidebar(page);

    await submitLogin(page, username.toUpperCase(), PASSWORD);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-balance')).toBeVisible();
  });

  test('by mobile with the code read from the SMS outbox', async ({ page, server }) => {
    await submitMobileRegistration(page, server, uniqueMobile(), CPFS[1]);
    await expect(page.getByTestId('toast')).toHaveText('Cadastro realizado com sucesso');
    await expect(page.getByTestId('header-balance')).toBeVisible();
  });

  test('a wrong SMS code is refused and nothing is created', async ({ page, server }) => {
    await submitMobileRegistration(page, server, uniqueMobile(), CPFS[2], (sent) => (sent === '000000' ? '111111' : '000000'));
    await expect(page.getByTestId('toast')).toContainText('Código de verificação incorreto');
    await expect(page).toHaveURL(/\/m\/register/);
  });

  test('change password: same-password popup, then the new password works and the old does not', async ({ browser }) => {
    // It types a wrong password on purpose: failures count per address too, so a server of its own keeps
    // the worker's other specs (and this one) clear of the captcha they would bring.
    // Starting that server and three argon2 logins on a busy machine can pass the default minute.
    test.slow();
    const server = await startServer();
    const page = await newPhone(browser, server.url);
    const context = page.context();
    try {
      const username = `cp_${Date.now().toString(36)}`;
      await registerMember(page, { username, cpf: CPFS[3] });

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
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
