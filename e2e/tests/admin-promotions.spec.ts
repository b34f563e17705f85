import type { Page } from '@playwright/test';
import { registerMember, uniqueCpf, uniqueMobile } from '../support/accounts.js';
import { createOperatorByCli, firstSignIn, newDesk } from '../support/backoffice.js';
import { expect, test } from '../support/fixtures.js';

const SHOTS = '/tmp/shots-promotions';

/** In the editor: a new "reward on application" promotion with its reward; answers the saved promotion's page path. */
async function createPromotion(desk: Page, code: string): Promise<void> {
  await desk.getByRole('menuitem', { name: /Promoções/ }).click();
  await desk.getByTestId('promotion-new').click();
  await desk.getByTestId('promotion-code').fill(code);
  await desk.getByTestId('rule-reward').fill('25,00');
  await desk.screenshot({ path: `${SHOTS}/editor-new.png`, fullPage: true });
  await desk.getByTestId('promotion-save').click();
  await expect(desk.getByText('Promoção salva.')).toBeVisible();
  await expect(desk.getByTestId('promotion-page')).toBeVisible();
}

/** The players' page of the promotion, in both languages, then published. */
async function publishPage(desk: Page, title: string): Promise<void> {
  await desk.getByTestId('page-title-pt').fill(title);
  await desk.getByTestId('page-content-pt').fill('Mande o print do seu prêmio e ganhe R$ 25,00.');
  await desk.getByTestId('page-image-pt').fill('/promotions/show-your-win-1.svg');
  await desk.getByTestId('page-title-en').fill(`${title} (EN)`);
  await desk.getByTestId('promotion-publish').click();
  await expect(desk.getByText('Página publicada.')).toBeVisible();
  await desk.screenshot({ path: `${SHOTS}/editor-published.png`, fullPage: true });
}

/** Each tab of the promotions and rewards screens, for a look. */
async function shootScreens(desk: Page): Promise<void> {
  await desk.goto('/admin/promotions');
  for (const tab of ['list', 'applications', 'referral']) {
    await desk.getByTestId(`promotions-tab-${tab}`).click();
    await desk.screenshot({ path: `${SHOTS}/promotions-${tab}.png`, fullPage: true });
  }
  await desk.getByRole('menuitem', { name: /Recompensas/ }).click();
  for (const tab of ['vip', 'mall', 'deliveries', 'rains']) {
    await desk.getByTestId(`rewards-tab-${tab}`).click();
    await expect(desk.getByRole('tabpanel')).toBeVisible();
    await desk.screenshot({ path: `${SHOTS}/rewards-${tab}.png`, fullPage: true });
  }
}

test.describe('back office promotions (issue 31 item 2)', () => {
  test('an operator creates and publishes a promotion and a player sees it on /m/activity; disabled, it leaves', async ({
    page,
    server,
    browser,
  }) => {
    test.setTimeout(240_000);
    const code = `E2E_${Date.now().toString(36).toUpperCase()}`;
    const title = `Campanha ${code}`;
    const boss = `promo.${Date.now().toString(36)}`;
    const desk = await newDesk(browser, server.url);
    await firstSignIn(desk, boss, createOperatorByCli(server, boss, 'content'));
    await createPromotion(desk, code);
    await publishPage(desk, title);

    // A player on a phone finds it with its button to apply.
    await registerMember(page, { username: `pr_${Date.now().toString(36)}`, cpf: uniqueCpf(), mobile: uniqueMobile() });
    await page.goto('/m/activity');
    const item = page.locator(`[data-testid="activity-item"][data-code="${code}"]`);
    await expect(item).toContainText(title);
    await item.getByTestId('activity-toggle').click();
    await expect(item).toContainText('Mande o print do seu prêmio');
    await page.screenshot({ path: `${SHOTS}/player-activity.png` });

    // Disabled in the list: the promotion leaves the player's list.
    await desk.goto('/admin/promotions');
    await expect(desk.getByTestId(`promotion-state-${code}`)).toHaveText('No ar');
    await desk.getByTestId(`promotion-switch-${code}`).click();
    await expect(desk.getByTestId(`promotion-state-${code}`)).toHaveText('Desativada');
    await desk.screenshot({ path: `${SHOTS}/promotions-disabled.png` });
    await page.reload();
    await expect(page.locator('[data-testid="activity-item"]').first()).toBeVisible();
    await expect(page.locator(`[data-testid="activity-item"][data-code="${code}"]`)).toHaveCount(0);

    await shootScreens(desk);
  });
});
