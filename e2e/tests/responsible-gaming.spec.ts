import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, newPhone, test } from '../support/fixtures.js';
import { CPFS, PASSWORD, fillDemoExtras, submitLogin, uniqueMobile } from '../support/accounts.js';
import { catalogueGames } from '../support/games.js';
import { verifyIdentityByApi, verifyIdentityOnScreens } from '../support/kyc.js';
import { TEST_CAPTCHA_ANSWER, startServer, switchToBrazil } from '../support/server.js';

/** Screenshots to look at (320 px, the narrowest supported width); test-results is not committed. */
const shots = resolve(import.meta.dirname, '../test-results/responsible-gaming');
const NARROW = { width: 320, height: 700 };
const PHONE = { width: 390, height: 844 };

/**
 * The limits group and the risk warning under it, from the whole page: an element shot would scroll the group under
 * the sticky title bar.
 */
async function shootLimits(page: Page, path: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const group = await page.getByTestId('register-limits').boundingBox();
  const warning = await page.getByTestId('register-risk-warning').boundingBox();
  if (!group || !warning) throw new Error('the limits group is not on the page');
  const bottom = warning.y + warning.height + 8;
  await page.screenshot({ path, fullPage: true, clip: { x: 0, y: group.y - 8, width: NARROW.width, height: bottom - group.y + 8 } });
}

async function fillAccount(page: Page, username: string): Promise<void> {
  await page.getByTestId('field-username').fill(username);
  await page.getByTestId('field-password').fill(PASSWORD);
  await page.getByTestId('field-confirmPassword').fill(PASSWORD);
  await page.getByTestId('field-captcha').fill(TEST_CAPTCHA_ANSWER);
  await fillDemoExtras(page, uniqueMobile(), CPFS[7]);
  await page.getByTestId('field-ageConfirmed').check();
}

/** Registers under BR with the two limits the law requires, landing on the home page logged in. */
async function registerWithLimits(page: Page, username: string): Promise<void> {
  await page.goto('/m/register');
  await fillAccount(page, username);
  await page.getByTestId('field-lossAmount').fill('100');
  await page.getByTestId('field-timeHours').fill('2');
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('toast')).toHaveText('Cadastro realizado com sucesso');
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** Logging in again during a pause opens a withdraw-only session: the page says why and leads to the withdrawal. */
async function comesBackOnlyToWithdraw(page: Page, username: string): Promise<void> {
  await submitLogin(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
  await expect(page.getByTestId('account-hold')).toContainText('Conta em pausa até');
  await expect(page.getByTestId('account-hold')).toContainText('Seu saldo continua seu e pode ser sacado a qualquer momento.');
  await page.setViewportSize(NARROW);
  await page.screenshot({ path: `${shots}/account-hold-320.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.getByTestId('account-hold-withdraw').click();
  await expect(page).toHaveURL(/\/m\/withdraw$/);
  // Anything else answers the pause and comes back to the page that says so.
  await page.goto('/m/deposit');
  await expect(page.getByTestId('toast')).toHaveText('Sua conta está em pausa até o fim do período que você escolheu.');
  await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
}

test.describe('responsible gaming under the BR jurisdiction', () => {
  // The server's own start (migrations, seed) takes part of the test's time on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('registers with limits, sees them, reads my activity, takes a 1-day pause, is logged out and may come back only to withdraw', async ({
    browser,
  }) => {
    const server = await startServer();
    try {
      await switchToBrazil(server);
      const page = await newPhone(browser, server.url);
      const username = `rg_${Date.now().toString(36)}`;

      await page.setViewportSize(NARROW);
      await page.goto('/m/register');
      await expect(page.getByTestId('register-risk-warning')).toContainText('Proibido para menores de 18 anos.');
      const limits = page.getByTestId('register-limits');
      await expect(limits).toBeVisible();
      await fillAccount(page, username);
      // Without the limits the form refuses to send, and says so under each.
      await page.getByTestId('register-submit').click();
      await expect(page.getByTestId('error-lossAmount')).toHaveText('Informe este limite.');
      await expect(page.getByTestId('error-timeLimit')).toHaveText('Informe este limite.');
      await shootLimits(page, `${shots}/register-limits-errors-320.png`);

      await page.setViewportSize(PHONE);
      await page.getByTestId('field-lossAmount').fill('100');
      await page.getByTestId('field-lossPeriod').selectOption('week');
      await page.getByTestId('field-timeHours').fill('2');
      await page.setViewportSize(NARROW);
      await shootLimits(page, `${shots}/register-limits-320.png`);
      await page.setViewportSize(PHONE);
      await page.getByTestId('register-submit').click();
      await expect(page.getByTestId('toast')).toHaveText('Cadastro realizado com sucesso');
      await expect(page).toHaveURL(/\/m\/home$/);
      // Under BR deposits and play wait for a verified identity: the site's three steps and an operator's approval.
      await verifyIdentityOnScreens(page, server, username);

      await page.goto('/m/responsibleGaming');
      await expect(page.getByTestId('limit-loss-value')).toHaveText('R$ 100,00 · Por semana');
      await expect(page.getByTestId('limit-loss-left')).toHaveText('R$ 100,00');
      await expect(page.getByTestId('limit-time-value')).toHaveText('2 h · Por dia');
      await expect(page.getByTestId('protection-missing')).toHaveCount(0);
      await page.setViewportSize(NARROW);
      await page.getByTestId('limit-loss-edit').click();
      await page.screenshot({ path: `${shots}/page-320.png`, fullPage: true });
      await page.getByTestId('limit-loss-form').getByRole('button', { name: 'Cancelar' }).click();

      // The player's own statement: twelve months, nothing played yet.
      await page.goto('/m/myActivity');
      await expect(page.getByTestId('activity-chart')).toBeVisible();
      await expect(page.getByTestId('activity-total-net')).toContainText('R$ 0,00');
      await page.setViewportSize(NARROW);
      await page.screenshot({ path: `${shots}/my-activity-320.png`, fullPage: true });
      await page.setViewportSize(PHONE);
      await page.goto('/m/responsibleGaming');

      await page.getByTestId('break-pause-1').click();
      await expect(page.getByTestId('break-confirm')).toContainText('Todas as suas sessões serão encerradas agora');
      await page.screenshot({ path: `${shots}/pause-dialog-320.png` });
      await page.setViewportSize(PHONE);
      await page.getByTestId('break-confirm-confirm').click();
      await expect(page).toHaveURL(/\/m\/login$/);
      await expect(page.getByTestId('toast')).toContainText('Sua conta está em pausa até');

      await comesBackOnlyToWithdraw(page, username);
      await page.context().close();
    } finally {
      await server.stop();
    }
  });

  test('sets the reality check to 15 minutes and sees it after 15 minutes of session, then logs out and reads the warning', async ({
    browser,
  }) => {
    const server = await startServer();
    try {
      await switchToBrazil(server);
      const page = await newPhone(browser, server.url);
      // The browser's clock, not the server's: fast-forwarding it stands for 15 minutes of session without waiting them.
      await page.clock.install();
      const username = `rc_${Date.now().toString(36)}`;
      await registerWithLimits(page, username);
      await verifyIdentityByApi(page, server, username);

      await page.goto('/m/responsibleGaming');
      const card = page.getByTestId('reality-check-card');
      await expect(card.getByTestId('reality-check-minutes-60')).toHaveAttribute('aria-pressed', 'true');
      await card.getByTestId('reality-check-minutes-15').click();
      await expect(card.getByTestId('reality-check-minutes-15')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('toast')).toHaveCount(0);
      await page.setViewportSize(NARROW);
      await card.screenshot({ path: `${shots}/reality-check-card-320.png` });
      await expect(page.getByTestId('reality-check')).toHaveCount(0);

      await page.clock.fastForward('15:00');
      const dialog = page.getByTestId('reality-check');
      await expect(dialog).toBeVisible();
      await expect(page.getByTestId('reality-check-time')).toHaveText(/^Você está conectado há 0:1[5-9]\.$/);
      await expect(page.getByTestId('reality-check-stakes')).toHaveText('R$ 0,00');
      await expect(page.getByTestId('reality-check-wins')).toHaveText('R$ 0,00');
      await expect(page.getByTestId('reality-check-net')).toHaveText('R$ 0,00');
      await page.screenshot({ path: `${shots}/reality-check-320.png` });

      await page.getByTestId('reality-check-continue').click();
      await expect(dialog).toHaveCount(0);
      // The next one comes 15 minutes after "continue", over the game page (whether the game opens or is refused).
      const slot = (await catalogueGames(server, { gameType: 'RNG', vassalage: 'JDB' })).find((g) => g.gameClassify === null)!;
      await page.goto(`/m/gameCenter?nodeId=${slot.nodeId}`);
      await expect(page.getByTestId('game-center')).toBeVisible();
      await page.clock.fastForward('15:00');
      await expect(dialog).toBeVisible();
      await page.screenshot({ path: `${shots}/reality-check-game-320.png` });
      await page.getByTestId('reality-check-leave').click();
      await expect(page).toHaveURL(/\/m\/home$/);
      await expect(dialog).toHaveCount(0);

      await page.goto('/m/login');
      await expect(page.getByTestId('login-risk-warning')).toHaveText(
        'Apostas envolvem risco de perda financeira e podem causar dependência. Jogue com responsabilidade. Proibido para menores de 18 anos.',
      );
      await page.screenshot({ path: `${shots}/login-320.png`, fullPage: true });
      await page.context().close();
    } finally {
      await server.stop();
    }
  });
});
