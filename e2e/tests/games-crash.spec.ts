import { registerMember, uniqueCpf, uniqueMobile } from '../support/accounts.js';
import type { Page } from '@playwright/test';
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

interface BetAnswer {
  bet: { betId: string; stake: string };
}
interface CashoutAnswer {
  bet: { betId: string };
  multiplier: string;
  win: string;
  balance: string;
}

/** The record's detail of a cashed-out bet, at 390 and 320 px: where it was cashed out and where the round crashed. */
async function checkRecordDetail(page: Page, cashed: CashoutAnswer) {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    await page.getByTestId(`bet-${cashed.bet.betId}`).click();
    const sheet = page.getByTestId('bet-detail');
    await expect(sheet.getByTestId('fact-cashOut')).toContainText(`${cashed.multiplier.replace('.', ',')}×`);
    await expect(sheet.getByTestId('fact-crashPoint')).toContainText(/\d+,\d{2}×/);
    await expect(sheet.getByTestId('fact-roundId')).toContainText(cashed.bet.betId);
    await page.screenshot({ path: `/tmp/helpers/h3-crash-detail-${width}.png` });
    await sheet.getByTestId('bet-detail-close').click();
  }
}

test.describe('crash for real money (issue 6)', () => {
  test('a member bets on a crash round, cashes out in flight, the balance rises by stake × multiplier − stake, and the round is in the betting record', async ({
    page,
    server,
  }) => {
    test.setTimeout(180_000);
    await registerMember(page, { username: `crash_${Date.now().toString(36)}`, cpf: uniqueCpf(), mobile: uniqueMobile() });
    await depositAndPay(page, server, '50.00');
    const crash = (await catalogueGames(server, { gameType: 'RNG', vassalage: 'INHOUSE' })).find((g) => g.gameClassify === 'Crash')!;
    await openGame(page, server, await sessionToken(page), crash.nodeId);
    await expect(page.getByTestId('game-balance')).toHaveText('R$ 50,00');
    await expect(page.getByTestId('game-rtp')).toHaveText('RTP 99,00%');
    await expect(page.getByTestId('crash-terminating')).toHaveText(/^[0-9a-f]{64}$/);

    let balance = 5_000;
    let cashed: CashoutAnswer | undefined;
    // A round may bust before the cash-out gets there (about 1 in 50 right at take-off): then the stake is lost and
    // the next round is played.
    for (let attempt = 0; attempt < 4 && !cashed; attempt += 1) {
      const action = page.getByTestId('crash-action');
      await expect(action).toHaveAttribute('data-state', 'bet', { timeout: 90_000 });
      const placed = page.waitForResponse((r) => r.url().endsWith('/api/crash/bet'));
      await action.click();
      const bet = (await (await placed).json()) as { value: BetAnswer };
      balance -= centavos(bet.value.bet.stake);
      await expect(page.getByTestId('game-balance')).toHaveText(brl(balance));
      await expect(action).toHaveAttribute('data-state', /cashout|wait/);
      await page.waitForFunction(
        () =>
          ['cashout', 'wait'].includes(document.querySelector('[data-testid="crash-action"]')?.getAttribute('data-state') ?? '') &&
          document.querySelector('[data-testid="crash-graph"]')?.getAttribute('data-phase') !== 'betting',
        undefined,
        { timeout: 30_000 },
      );
      if ((await action.getAttribute('data-state')) !== 'cashout') continue;
      const out = page.waitForResponse((r) => r.url().endsWith('/api/crash/cashout'), { timeout: 10_000 }).catch(() => undefined);
      // A flight may end between the look and the click: the button is then disabled until the next round.
      const clicked = await action.click({ timeout: 2_000 }).then(
        () => true,
        () => false,
      );
      const answer = clicked ? await out : undefined;
      if (answer?.status() !== 200) continue;
      cashed = ((await answer!.json()) as { value: CashoutAnswer }).value;
      balance += centavos(cashed.win);
    }
    expect(cashed, 'a cash-out within four rounds').toBeDefined();
    const multiplierCents = centavos(cashed!.multiplier);
    // stake 1,00 × multiplier, rounded down to the centavo.
    expect(centavos(cashed!.win)).toBe(Math.floor((100 * multiplierCents) / 100));
    await expect(page.getByTestId('game-balance')).toHaveText(brl(balance));
    expect(centavos(cashed!.balance)).toBe(balance);
    await expect(page.getByTestId(`recall-${cashed!.bet.betId}`)).toBeVisible();
    // Crash points the Portuguese way, as dice and mines write multipliers (issue 33 item 7): "1,05×", never "1.05x".
    await expect(page.getByTestId('crash-recent').getByRole('button').first()).toHaveText(/^(\d+,\d{2}×|—)$/, { timeout: 60_000 });
    expect(await page.getByTestId('crash-recent').innerText()).not.toMatch(/\d\.\d{2}x/);

    await page.goto(`${server.url}/m/gameRecord`);
    await expect(page.getByTestId(`bet-${cashed!.bet.betId}`)).toBeVisible();
    await expect(page.getByTestId(`bet-${cashed!.bet.betId}`)).toContainText(crash.displayName);
    // Named as the lobby names the vendor (its catalogue name, seeded as "Demo Originals"), never the provider code.
    await expect(page.getByTestId(`bet-${cashed!.bet.betId}`).getByTestId('bet-vendor')).toHaveText('Demo Originals');
    await expect(page.getByTestId(`bet-${cashed!.bet.betId}`)).not.toContainText('INHOUSE');
    await checkRecordDetail(page, cashed!);
  });
});
