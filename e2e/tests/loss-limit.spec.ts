import { resolve } from 'node:path';
import { expect, newPhone, test } from '../support/fixtures.js';
import { registerWithLimits, uniqueCpf, uniqueMobile } from '../support/accounts.js';
import { catalogueGames, openGame, sessionToken } from '../support/games.js';
import { verifyIdentityByApi } from '../support/kyc.js';
import { startServer, switchToBrazil } from '../support/server.js';
import { depositAndPay } from '../support/wallet.js';

const shots = resolve(import.meta.dirname, '../test-results/responsible-gaming');

test.describe('the loss limit under the BR jurisdiction', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a player lowers the loss limit to R$ 3, plays dice until a bet is refused, and reads why in the game and on the limits page', async ({
    browser,
  }) => {
    const server = await startServer();
    try {
      await switchToBrazil(server);
      const page = await newPhone(browser, server.url);
      const username = `ll_${Date.now().toString(36)}`;
      await registerWithLimits(page, { username, cpf: uniqueCpf(), mobile: uniqueMobile() });
      await verifyIdentityByApi(page, server, username);
      await depositAndPay(page, server, '50.00');

      // Lowering a limit applies at once.
      await page.goto('/m/responsibleGaming');
      await page.getByTestId('limit-loss-edit').click();
      await page.getByTestId('field-lossAmount').fill('3');
      await page.getByTestId('limit-loss-save').click();
      await expect(page.getByTestId('limit-loss-value')).toHaveText('R$ 3,00 · Por dia');

      const dice = (await catalogueGames(server, { gameType: 'RNG', vassalage: 'INHOUSE' })).find((g) => g.gameClassify === 'Dice')!;
      await openGame(page, server, await sessionToken(page), dice.nodeId);
      // Under 2,00: nearly every roll loses, so the limit is reached within a few rolls.
      await page.getByTestId('dice-target').fill('200');
      const refusal = page.getByRole('alert');
      for (let roll = 0; roll < 40 && !(await refusal.isVisible()); roll += 1) {
        const answered = page.waitForResponse((r) => r.url().endsWith('/api/dice/roll'));
        await page.getByTestId('dice-roll').click();
        await answered;
        await expect(page.getByTestId('dice-roll')).toBeEnabled();
      }
      await expect(refusal).toHaveText('Aposta recusada: você atingiu seu limite de perdas deste período. Veja seus limites no site.');
      await page.screenshot({ path: `${shots}/loss-limit-game-390.png` });

      await page.goto('/m/responsibleGaming');
      await expect(page.getByTestId('limit-loss-left')).toHaveText('R$ 0,00');
      await page.screenshot({ path: `${shots}/loss-limit-page-390.png`, fullPage: true });
      await page.context().close();
    } finally {
      await server.stop();
    }
  });
});
