import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { createOperatorByCli, firstSignIn, newDesk } from '../support/backoffice.js';
import { expect, newPhone, test } from '../support/fixtures.js';
import { scrollUntilVisible } from '../support/lobby.js';
import { startServer } from '../support/server.js';

/** Screenshots to look at (back office 1366×768, phone 390×844); test-results is not committed. */
const shots = resolve(import.meta.dirname, '../test-results/admin-settings');

const NEW_NAME = 'Casa da Sorte';
const NEW_FACEBOOK = 'https://facebook.com/casa-da-sorte.example';

/** The operator's changes on the settings screen: a refused pattern, then the site name and a social link. */
async function changeSettings(desk: Page): Promise<void> {
  await desk.getByRole('menuitem', { name: /Configurações/ }).click();
  await expect(desk).toHaveURL(/\/admin\/settings$/);
  await expect(desk.getByTestId('settings-siteName-pt')).toHaveValue('Demo Bet');
  await desk.screenshot({ path: `${shots}/site-tab-1366.png`, fullPage: true });

  // A pattern that does not compile is refused by the server, in Portuguese, on the field itself.
  await desk.getByRole('tab', { name: 'Cadastro' }).click();
  const pattern = desk.getByTestId('settings-register-row').first().getByPlaceholder('^\\d{11}$');
  await pattern.fill('([0-9');
  await desk.getByTestId('settings-save-register').click();
  await expect(desk.getByText('Este padrão não é uma expressão regular válida.')).toBeVisible();
  await desk.screenshot({ path: `${shots}/registration-refused-1366.png`, fullPage: true });

  await desk.getByRole('tab', { name: 'Site' }).click();
  await desk.getByTestId('settings-siteName-pt').fill(NEW_NAME);
  await desk.getByTestId('settings-save-siteName').click();
  await expect(desk.getByText('Configuração salva')).toBeVisible();

  await desk.getByRole('tab', { name: 'Atendimento e links' }).click();
  const facebook = desk.getByTestId('settings-social-row').first().getByPlaceholder('https://');
  await expect(facebook).toHaveValue('https://facebook.com/demo-bet.example');
  await facebook.fill(NEW_FACEBOOK);
  await desk.getByTestId('settings-save-resources').click();
  await expect(desk.getByText('Configuração salva').last()).toBeVisible();
  await desk.screenshot({ path: `${shots}/service-tab-1366.png`, fullPage: true });

  for (const tab of ['Limites de pagamento', 'Agentes', 'Acesso', 'Jurisdição']) {
    await desk.getByRole('tab', { name: tab }).click();
    await expect(desk.locator('.ant-tabs-tabpane-active .ant-card').first()).toBeVisible();
    await desk.screenshot({ path: `${shots}/tab-${tab.split(' ')[0]!.toLowerCase()}-1366.png`, fullPage: true });
  }
}

test.describe('merchant settings in the back office', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an operator renames the site and changes a social link; the player site follows on reload', async ({ browser }) => {
    const server = await startServer();
    try {
      const phone = await newPhone(browser, server.url);
      await phone.goto('/m/home');
      await expect(phone.locator('.brand__name')).toHaveText('Demo Bet');
      // The footer renders as the page scrolls to it.
      await scrollUntilVisible(phone, 'home-footer');
      await expect(phone.getByTestId('social-FACEBOOK')).toHaveAttribute('href', 'https://facebook.com/demo-bet.example');

      const desk = await newDesk(browser, server.url);
      await firstSignIn(desk, 'settings_admin', createOperatorByCli(server, 'settings_admin', 'admin'));
      await changeSettings(desk);
      await desk.context().close();

      // The site keeps the last status and refreshes it in the background: within seconds of a reload it shows the change.
      await phone.reload();
      await expect(phone.locator('.brand__name')).toHaveText(NEW_NAME, { timeout: 10_000 });
      await phone.screenshot({ path: `${shots}/player-home-390.png` });
      await scrollUntilVisible(phone, 'home-footer');
      await expect(phone.getByTestId('social-FACEBOOK')).toHaveAttribute('href', NEW_FACEBOOK);
      await expect(phone.getByTestId('footer-copyright')).toContainText(NEW_NAME);
      await phone.screenshot({ path: `${shots}/player-footer-390.png` });
      await phone.context().close();
    } finally {
      await server.stop();
    }
  });
});
