import type { Page } from '@playwright/test';
import { registerMember, uniqueCpf, uniqueMobile } from '../support/accounts.js';
import { expect, test } from '../support/fixtures.js';
import { catalogueGames, openGame, sessionToken } from '../support/games.js';
import { depositAndPay } from '../support/wallet.js';

/** R$ 1.234,56 → 123456 centavos. */
const centavos = (text: string) => Number(text.replace(/[^\d]/g, ''));
const brl = (minor: number) =>
  `R$ ${(minor / 100)
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

interface Answer {
  roundId: string;
  stake: string;
  win: string;
  status?: string;
  ending?: { reason: string } | null;
}

async function answerOf(page: Page, path: string, click: () => Promise<void>): Promise<Answer> {
  const response = page.waitForResponse((r) => r.url().endsWith(path));
  await click();
  return ((await (await response).json()) as { value: Answer }).value;
}

test.describe('instant provably fair games (issue 6)', () => {
  test('a member rolls dice and plays mines to a cash-out; the balance follows and both rounds are in the betting record', async ({
    page,
    server,
  }) => {
    await registerMember(page, { username: `ins_${Date.now().toString(36)}`, cpf: uniqueCpf(), mobile: uniqueMobile() });
    await depositAndPay(page, server, '50.00');
    const token = await sessionToken(page);
    const inhouse = await catalogueGames(server, { gameType: 'RNG', vassalage: 'INHOUSE' });
    const dice = inhouse.find((g) => g.gameClassify === 'Dice')!;
    const mines = inhouse.find((g) => g.gameClassify === 'Mines')!;
    let balance = 5_000;

    await openGame(page, server, token, dice.nodeId);
    await expect(page.getByTestId('game-balance')).toHaveText(brl(balance));
    await expect(page.getByTestId('game-rtp')).toHaveText('RTP 99,00%');
    const roll = await answerOf(page, '/api/dice/roll', () => page.getByTestId('dice-roll').click());
    balance += centavos(roll.win) - centavos(roll.stake);
    await expect(page.getByTestId('dice-result')).toContainText('Saiu');
    await expect(page.getByTestId('game-balance')).toHaveText(brl(balance));
    await expect(page.getByTestId(`recall-${roll.roundId}`)).toBeVisible();
    await expect(page.getByTestId('fair-hash')).toHaveText(/^[0-9a-f]{64}$/);
    await page.screenshot({ path: test.info().outputPath('dice-390x844.png') });

    // Rotating reveals the seed: the round's recall row links to the verification page, which recomputes the roll in the browser.
    await page.getByTestId('fair-panel').locator('summary').click();
    await page.getByTestId('fair-rotate').click();
    const verify = page.getByTestId(`recall-${roll.roundId}`).getByTestId('recall-verify');
    await expect(verify).toBeVisible();
    const verifyPage = await page.context().newPage();
    await verifyPage.goto(new URL((await verify.getAttribute('href'))!, page.url()).toString());
    await expect(verifyPage.getByTestId('verify-hash-check')).toHaveText('A semente do servidor confere com o hash publicado.');
    const rolled = (roll as Answer & { outcome: { roll: number } }).outcome.roll;
    await expect(verifyPage.getByTestId('verify-outcome')).toContainText(`Número: ${(rolled / 100).toFixed(2).replace('.', ',')}`);
    await verifyPage.screenshot({ path: test.info().outputPath('verify-390x844.png'), fullPage: true });
    await verifyPage.close();

    await openGame(page, server, token, mines.nodeId);
    await expect(page.getByTestId('game-balance')).toHaveText(brl(balance));
    await page.getByTestId('mines-count').selectOption('1');
    let cashed: Answer | undefined;
    while (!cashed) {
      const start = await answerOf(page, '/api/mines/start', () => page.getByTestId('mines-start').click());
      balance -= centavos(start.stake);
      await expect(page.getByTestId('game-balance')).toHaveText(brl(balance));
      const reveal = await answerOf(page, '/api/mines/reveal', () => page.getByTestId('mines-tile-12').click());
      if (reveal.ending?.reason === 'mine') {
        // One mine in 25 under the first tile: that round is lost; play another.
        await expect(page.getByTestId('mines-status')).toContainText('Mina');
        continue;
      }
      await expect(page.getByTestId('mines-cashout')).toBeEnabled();
      cashed = await answerOf(page, '/api/mines/cashout', () => page.getByTestId('mines-cashout').click());
    }
    expect(cashed.status).toBe('settled');
    balance += centavos(cashed.win);
    await expect(page.getByTestId('mines-status')).toContainText('Você ganhou');
    await expect(page.getByTestId('game-balance')).toHaveText(brl(balance));
    await expect(page.getByTestId(`recall-${cashed.roundId}`)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('mines-390x844.png') });

    await page.goto(`${server.url}/m/gameRecord`);
    await expect(page.getByTestId(`bet-${roll.roundId}`)).toContainText(dice.displayName);
    await expect(page.getByTestId(`bet-${cashed.roundId}`)).toContainText(mines.displayName);
  });
});
