import { registerMember, uniqueCpf, uniqueMobile } from '../support/accounts.js';
import { expect, test } from '../support/fixtures.js';

test.describe('security centre, my account and empty records (issue 4)', () => {
  test('set a payment password, edit the nickname, see empty records', async ({ page }) => {
    const username = `acc_${Date.now().toString(36)}`;
    await registerMember(page, { username, cpf: uniqueCpf(), mobile: uniqueMobile() });
    await expect(page.getByTestId('header-balance-amount')).toHaveText('R$ 0,00');

    await page.goto('/m/securityCenter');
    await expect(page.getByTestId('security-cpf')).toContainText('***');
    await expect(page.getByTestId('login-0')).toBeVisible();
    await page.getByTestId('payment-password-toggle').click();
    await page.getByTestId('field-paymentPassword').fill('12345');
    await page.getByTestId('payment-password-save').click();
    await expect(page.getByTestId('error-paymentPassword')).toHaveText('A senha de pagamento tem 6 dígitos.');
    await page.getByTestId('field-paymentPassword').fill('135790');
    await page.getByTestId('field-confirmPaymentPassword').fill('135790');
    await page.getByTestId('payment-password-save').click();
    await expect(page.getByTestId('toast')).toHaveText('Senha de pagamento salva');
    await expect(page.getByTestId('security-payment')).toContainText('Definida');

    await page.goto('/m/myAccount/index');
    await expect(page.getByTestId('profile-username')).toHaveText(username);
    // Registered with 1990-05-17: written the Brazilian way (issue 33 item 7).
    await expect(page.getByTestId('profile-birthday')).toHaveText('17/05/1990');
    await page.getByTestId('field-nickname').fill('Aninha');
    await page.getByTestId('profile-save').click();
    await expect(page.getByTestId('toast')).toHaveText('Dados atualizados');
    await page.getByTestId('footer-item-home').click();
    await page.getByTestId('open-right-sidebar').click();
    await expect(page.getByTestId('sidebar-username')).toHaveText('Aninha');
    await expect(page.getByTestId('sidebar-balance')).toHaveText('R$ 0,00');
    await page.getByTestId('balance-toggle').click();
    await expect(page.getByTestId('sidebar-balance')).toHaveText('****');

    await page.goto('/m/transaction/record');
    await expect(page.getByTestId('empty-state')).toContainText('Nenhuma movimentação neste período.');
    await page.goto('/m/gameRecord');
    await expect(page.getByTestId('empty-state')).toContainText('Nenhuma aposta neste período.');
  });

  test('change password has no header or footer but its own way back (issue 33 item 10)', async ({ page }) => {
    await registerMember(page, { username: `psw_${Date.now().toString(36)}`, cpf: uniqueCpf(), mobile: uniqueMobile() });
    await page.goto('/m/securityCenter');
    await page.getByTestId('security-change-password').click();
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await expect(page.getByTestId('change-password-form')).toBeVisible();
    await expect(page.getByTestId('header')).toHaveCount(0);
    await expect(page.getByTestId('footer-menu')).toHaveCount(0);
    await page.getByTestId('change-password-back').click();
    await expect(page).toHaveURL(/\/m\/securityCenter$/);

    // Opened straight (an installed web app's only page, no history to go back to): the way back leads home. A window
    // opened on the address has that one entry (a new tab's about:blank would be a second).
    const [fresh] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => void window.open('/m/changePsw'))]);
    await expect(fresh.getByTestId('change-password-form')).toBeVisible();
    expect(await fresh.evaluate(() => window.history.length)).toBe(1);
    await fresh.getByTestId('change-password-back').click();
    await expect(fresh).toHaveURL(/\/m\/home$/);
  });
});
