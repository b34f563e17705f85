import { registerMember, uniqueCpf, uniqueMobile } from '../support/accounts.js';
import { expect, test } from '../support/fixtures.js';
import { NARROW, PHONE, sidewaysOverflow } from '../support/layout.js';

const SHOTS = '/tmp/helpers';

/*
 * Issue 33 items 7 and 8: read in English, the service modal, the inbox's welcome and the reward centre come in
 * English from the server (channel titles, the message's English text, the promotions' announcement titles), and the
 * reward centre names a promotion as the promotions page does.
 */
test.describe('texts from the server in English', () => {
  for (const size of [PHONE, NARROW]) {
    test(`service modal, inbox welcome and reward centre at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize(size);
      await registerMember(page, { username: `en${size.width}_${Date.now().toString(36)}`, cpf: uniqueCpf(), mobile: uniqueMobile() });
      await page.evaluate(() => localStorage.setItem('language', 'en'));

      await page.goto('/m/home');
      await page.getByTestId('floating-service').click();
      await expect(page.getByTestId('service-entry-LIVECHAT')).toHaveText('Live chat');
      await expect(page.getByTestId('service-modal')).not.toContainText('Chat ao vivo');
      await page.screenshot({ path: `${SHOTS}/h6-service-en-${size.width}.png` });
      await page.getByTestId('service-modal-mask').click({ position: { x: 10, y: 10 } });

      await page.goto('/m/webEmail');
      const welcome = page.getByTestId('inbox-item').filter({ hasText: 'Welcome!' });
      await expect(welcome).toHaveCount(1);
      await expect(page.getByTestId('inbox-list')).not.toContainText('Bem-vindo');
      await welcome.getByRole('button', { name: /Welcome!/ }).click();
      await expect(welcome.getByTestId('inbox-body')).toContainText('Thank you for joining Demo Bet');
      await expect(welcome.getByTestId('inbox-body')).not.toContainText('Obrigado');
      expect((await sidewaysOverflow(page)).outside).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/h6-inbox-en-${size.width}.png` });

      await page.goto('/m/rewardCenter');
      const bonus = page.getByTestId('reward-FIRST_DEPOSIT');
      await expect(bonus.getByTestId('reward-title')).toHaveText('100% first deposit bonus');
      await expect(bonus.getByTestId('reward-subtitle')).toHaveText('100% deposit bonus');
      await expect(page.getByTestId('reward-signin')).toContainText('Daily check-in');
      await page.goto('/m/activity');
      await expect(page.locator('[data-testid="activity-item"][data-code="FIRST_DEPOSIT"]')).toContainText('100% first deposit bonus');
      await page.goto('/m/rewardCenter');
      await expect(page.getByTestId('reward-DAILY_CASHBACK').getByTestId('reward-title')).toHaveText('10% daily cashback');
      expect((await sidewaysOverflow(page)).outside).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/h6-reward-en-${size.width}.png`, fullPage: true });
    });
  }
});
