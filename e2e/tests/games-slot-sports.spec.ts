import { registerMember, uniqueCpf, uniqueMobile } from '../support/accounts.js';
import { expect, test } from '../support/fixtures.js';
import { catalogueGames, gamesOperator, openGame, sessionToken, spinSlot } from '../support/games.js';
import { scrollUntilVisible, tileIds } from '../support/lobby.js';
import { depositAndPay } from '../support/wallet.js';

/** R$ 1.234,56 → 123456 centavos. */
const centavos = (text: string) => Number(text.replace(/[^\d]/g, ''));

test.describe('games for real money (issue 6)', () => {
  test('a slot launched from the lobby plays in the game frame, and the header balance follows it', async ({ page, server }) => {
    await registerMember(page, { username: `lob_${Date.now().toString(36)}`, cpf: uniqueCpf(), mobile: uniqueMobile() });
    await depositAndPay(page, server, '50.00');
    await page.goto('/m/home');
    const slots = new Set(
      (await catalogueGames(server, { gameType: 'RNG', vassalage: 'PP' })).filter((g) => g.gameClassify === null).map((g) => g.nodeId),
    );
    await scrollUntilVisible(page, 'home-block-PP');
    await expect(page.getByTestId('home-block-PP').getByTestId('game-tile').first()).toBeVisible();
    const ids = await tileIds(page, 'home-block-PP');
    const nodeId = ids.find((id) => slots.has(id))!;
    await page.getByTestId('home-block-PP').locator(`[data-testid="game-tile"][data-node-id="${nodeId}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/m/gameCenter\\?nodeId=${nodeId}`));
    const game = page.frameLocator('[data-testid="game-frame"]');
    await expect(game.getByTestId('game-balance')).toHaveText('R$ 50,00');
    const value = await spinSlot(page, game);
    const expected = 5_000 - centavos(value.stake) + centavos(value.win);
    await page.getByTestId('game-center-back').click();
    await expect(page.getByTestId('header-balance-amount')).toHaveText(`R$ ${(expected / 100).toFixed(2).replace('.', ',')}`);
  });

  test('a slot spin moves the balance by stake and win, and the round is in the betting record', async ({ page, server }) => {
    await registerMember(page, { username: `slot_${Date.now().toString(36)}`, cpf: uniqueCpf(), mobile: uniqueMobile() });
    await depositAndPay(page, server, '50.00');
    const slot = (await catalogueGames(server, { gameType: 'RNG', vassalage: 'JDB' })).find((g) => g.gameClassify === null)!;
    await openGame(page, server, await sessionToken(page), slot.nodeId);
    await expect(page.getByTestId('game-balance')).toHaveText('R$ 50,00');
    const stake = centavos((await page.getByTestId('stake-value').textContent()) ?? '');
    const value = await spinSlot(page);
    const expected = 5_000 - stake + centavos(value.win);
    await expect(page.getByTestId('game-balance')).toHaveText(
      new RegExp(
        `R\\$ ${(expected / 100)
          .toFixed(2)
          .replace('.', ',')
          .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}$`,
      ),
    );

    await page.goto(`${server.url}/m/gameRecord`);
    await expect(page.getByTestId(`bet-${value.roundId}`)).toBeVisible();
    await expect(page.getByTestId(`bet-${value.roundId}`)).toContainText(slot.displayName);
  });

  test('a sports bet from the slip is paid when the operator enters the result', async ({ page, server }) => {
    await registerMember(page, { username: `bet_${Date.now().toString(36)}`, cpf: uniqueCpf(), mobile: uniqueMobile() });
    await depositAndPay(page, server, '50.00');
    const football = (await catalogueGames(server, { gameType: 'SPORTS' })).find((g) => g.gameId === 'dbsport-football')!;
    const token = await sessionToken(page);
    await openGame(page, server, token, football.nodeId);
    const firstOdds = page.locator('[data-testid^="odds-"][data-testid$="-home"]').first();
    const matchId = ((await firstOdds.getAttribute('data-testid')) ?? '').replace(/^odds-/, '').replace(/-home$/, '');
    const odds = (await firstOdds.locator('span').textContent()) ?? '';
    await firstOdds.click();
    await page.getByTestId('slip-stake-0').fill('10');
    await page.getByTestId('slip-place').click();
    await expect(page.getByTestId('slip-message')).toHaveText('1 aposta(s) feita(s).');
    await expect(page.getByTestId('game-balance')).toHaveText('R$ 40,00');
    // The betting record tells the match, the pick and the odds of the bet.
    await page.goto(`${server.url}/m/gameRecord`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('[data-testid^="bet-"][data-vendor="DBSPORT"]').first().click();
    const sheet = page.getByTestId('bet-detail');
    await expect(sheet.getByTestId('fact-match')).toContainText(' × ');
    await expect(sheet.getByTestId('fact-pick')).not.toBeEmpty();
    await expect(sheet.getByTestId('fact-odds')).toContainText(odds.replace('.', ','));
    await page.screenshot({ path: '/tmp/helpers/h3-sports-detail-390.png' });
    await sheet.getByTestId('bet-detail-close').click();

    const result = await gamesOperator(server, 'POST', `/operator/sports/fixtures/${matchId}/result`, { result: 'home' });
    expect(result.status).toBe(200);
    const win = Math.floor(1_000 * Math.round(Number(odds) * 100)) / 100;
    // A game page is opened by a single-use launch: coming back means launching again.
    await openGame(page, server, token, football.nodeId);
    await expect(page.getByTestId('my-bets').locator('li').first()).toContainText('Ganhou');
    await expect(page.getByTestId('game-balance')).toHaveText(`R$ ${((4_000 + win) / 100).toFixed(2).replace('.', ',')}`);
  });
});
