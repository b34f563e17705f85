import type { Page } from '@playwright/test';
import { CPFS, PASSWORD, registerMember, submitLogin, uniqueMobile } from '../support/accounts.js';
import { expect, newPhone, test } from '../support/fixtures.js';

const FREE_REJECT = 'Indisponível para contas de teste. Cadastre-se para usar este recurso.';

/**
 * Waits for a toast saying exactly `text`. A toast shows for a short while (free_reject 1 s in inbox and chat,
 * SPEC §9); expect()'s retries back off to one check a second and can fall on both sides of it, while waitFor
 * watches the page.
 */
const toastShown = (page: Page, text: string, timeout?: number) =>
  page
    .getByTestId('toast')
    .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .waitFor({ timeout });
const freeRejectToast = (page: Page) => toastShown(page, FREE_REJECT);

test.describe('trial and session end (SPEC §6, §3)', () => {
  test('trial play, then a deposit attempt is refused with free_reject', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByTestId('trial-play').click();
    await expect(page).toHaveURL(/\/m\/home$/);

    const depositRefused = freeRejectToast(page);
    await page.getByTestId('footer-item-deposit').click();
    await depositRefused;
    await expect(page).toHaveURL(/\/m\/home$/);

    await page.getByTestId('toast').waitFor({ state: 'detached' });
    const pageRefused = freeRejectToast(page);
    await page.goto('/m/voucherCenter');
    await pageRefused;
    await expect(page).not.toHaveURL(/voucherCenter/);

    // Each refusal must bring its own toast, not find the last one still up.
    await page.getByTestId('toast').waitFor({ state: 'detached' });
    const chatRefused = freeRejectToast(page);
    await page.getByTestId('footer-item-chat').click();
    await chatRefused;
    await expect(page).not.toHaveURL(/\/m\/message/);

    await page.getByTestId('toast').waitFor({ state: 'detached' });
    const inboxRefused = freeRejectToast(page);
    await page.goto('/m/webEmail');
    await inboxRefused;
    await expect(page).not.toHaveURL(/webEmail/);
  });

  test('a second login elsewhere: the first device is told "account logged out" and lands on login', async ({ page, browser }) => {
    const username = `two_${Date.now().toString(36)}`;
    await registerMember(page, { username, cpf: CPFS[8], mobile: uniqueMobile() });

    // The first device learns at its next authenticated call, made by the open page itself: the unread-messages
    // poll (every 15 s). Reloading the page to force a call could land just after the poll had already shown the
    // toast and sent the page to the login, and wipe the toast (seen on a slow machine).
    const told = toastShown(page, 'Sua conta foi desconectada porque entrou em outro dispositivo.', 40_000);
    const second = await newPhone(browser, new URL(page.url()).origin);
    const other = second.context();
    await submitLogin(second, username, PASSWORD);
    await expect(second).toHaveURL(/\/m\/home$/);
    await other.close();

    await told;
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goto('/m/home');
    await expect(page.getByTestId('header-login')).toBeVisible();
  });
});
