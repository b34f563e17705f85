import { expect, test } from '../support/fixtures.js';

test.describe('guest guards (SPEC §6)', () => {
  test('a guest is sent home from change password and to the login from member pages', async ({ page }) => {
    await page.goto('/m/changePsw');
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/set');
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.getByTestId('login-form')).toBeVisible();
  });
});

test.describe('trial play and logout', () => {
  test('trial → home with the logged-in header → logout asks, cancel keeps, confirm clears and stays home', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByTestId('trial-play').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    // Trial accounts start with the merchant's play money; the header shows whatever the wallet holds, as play money (no R$).
    await expect(page.getByTestId('header-balance-amount')).toHaveText(/^[\d.]+,\d\d$/);
    await expect(page.getByTestId('header-login')).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null') as { type: number } | null);
    expect(stored?.type).toBe(4);
    expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('1');

    await page.getByTestId('open-right-sidebar').click();
    await expect(page.getByTestId('sidebar-username')).toHaveText(/^trial_/);
    await page.getByTestId('logout').click();
    await page.getByTestId('logout-confirm-cancel').click();
    await expect(page.getByTestId('header-balance')).toBeVisible();

    await page.getByTestId('logout').click();
    const logout = page.waitForRequest((r) => r.url().endsWith('/wps/session/logout') && r.method() === 'DELETE');
    await page.getByTestId('logout-confirm-confirm').click();
    expect((await logout).headers().authorization).toMatch(/^Bearer .+/);
    await expect(page.getByTestId('header-login')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
  });

  test('change password: the same password pops up the message and makes no call', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByTestId('trial-play').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/changePsw');
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/member/password')) calls.push(r.url());
    });
    await page.getByTestId('field-oldPassword').fill('segredo123');
    await page.getByTestId('field-newPassword').fill('segredo123');
    await page.getByTestId('field-confirmNewPassword').fill('segredo123');
    await page.getByTestId('change-password-submit').click();
    await expect(page.getByTestId('same-password-popup')).toContainText('A nova senha deve ser diferente da anterior.');
    expect(calls).toEqual([]);
  });
});
