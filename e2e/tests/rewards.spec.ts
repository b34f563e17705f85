import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { API } from '@app/contract';
import { registerMember, uniqueCpf, uniqueMobile } from '../support/accounts.js';
import { expect, test } from '../support/fixtures.js';
import { catalogueGames, openGame, sessionToken, spinSlot } from '../support/games.js';
import { operatorCall, type RunningServer } from '../support/server.js';
import { depositAndPay } from '../support/wallet.js';

const SHOTS = resolve(import.meta.dirname, '../../docs/screenshots');
const centavos = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
const reais = (minor: number) =>
  `R$ ${(minor / 100)
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

async function cashOf(server: RunningServer, token: string): Promise<number> {
  const wallet = (await (await fetch(`${server.url}${API.wallet}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    value: { cash: string };
  };
  return Math.round(Number(wallet.value.cash) * 100);
}

/** Spins a slot until R$ 1,00 is staked; answers the centavos staked. */
async function stakeOneReal(page: Page, server: RunningServer, token: string): Promise<number> {
  const slot = (await catalogueGames(server, { gameType: 'RNG', vassalage: 'JDB' })).find((g) => g.gameClassify === null)!;
  await openGame(page, server, token, slot.nodeId);
  let staked = 0;
  while (staked < 100) {
    const stake = centavos((await page.getByTestId('stake-value').textContent()) ?? '');
    await spinSlot(page);
    staked += stake;
  }
  return staked;
}

/** The sidebar's VIP level and the progress to the next. */
async function vipProgressShows(page: Page, server: RunningServer, staked: number) {
  await page.goto(`${server.url}/m/home`);
  await page.getByTestId('open-right-sidebar').click();
  await expect(page.getByTestId('sidebar-vip')).toHaveText('VIP 0');
  await expect(page.getByTestId('sidebar-vip-next')).toHaveText(`Faltam ${reais(100_000 - staked)} em apostas para VIP 1`);
  await expect(page.getByTestId('sidebar-vip-progress')).toHaveAttribute('aria-valuenow', String(Math.floor(staked / 1000)));
  await page.screenshot({ path: `${SHOTS}/rewards-sidebar.png` });
}

/** The mall shows the points earned; redeeming R$ 2,00 of balance takes 200 points and pays the cash. */
async function mallRedeemsCash(page: Page, server: RunningServer, token: string, staked: number) {
  await page.getByTestId('sidebar-link-mall').click();
  const points = staked * 10;
  await expect(page.getByTestId('mall-points')).toHaveText(points.toLocaleString('pt-BR'));
  await page.screenshot({ path: `${SHOTS}/rewards-mall.png`, fullPage: true });
  const cashBefore = await cashOf(server, token);
  await page.getByTestId('mall-item-CASH_2').getByTestId('mall-redeem').click();
  await expect(page.getByTestId('mall-confirm-after')).toHaveText(`${(points - 200).toLocaleString('pt-BR')} pontos`);
  await page.getByTestId('mall-confirm-confirm').click();
  await expect(page.getByTestId('toast')).toHaveText('Troca feita: R$ 2,00 de saldo');
  await expect(page.getByTestId('mall-points')).toHaveText((points - 200).toLocaleString('pt-BR'));
  expect(await cashOf(server, token)).toBe(cashBefore + 200);
}

/** A rain the operator starts now: an envelope opened pays into the balance, and a second claim of the same rain pays nothing. */
async function rainEnvelopePaysOnce(page: Page, server: RunningServer, token: string) {
  const rain = await operatorCall(server, 'POST', API.operatorRains, { durationSeconds: 180, budget: '5.00', envelopeCount: 5 });
  expect(rain.status).toBe(200);
  await page.goto(`${server.url}/m/redRain`);
  await expect(page.getByTestId('rain-live')).toBeVisible();
  await expect(page.getByTestId('rain-countdown')).toHaveText(/^\d{2}:\d{2}$/);
  await page.screenshot({ path: `${SHOTS}/rewards-rain-live.png` });
  const cashBeforeRain = await cashOf(server, token);
  const rainId = ((await rain.json()) as { value: { id: number } }).value.id;
  const claim = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === API.rainClaim);
  await page.getByTestId('rain-envelope-2').click();
  // The envelope is of the rain on screen: this test's, or, in the first five minutes of an hour, the
  // demo's hourly rain (R$ 50,00 in 50 envelopes), which falls at the same time and started first.
  const claimedRainId = ((await claim).postDataJSON() as { rainId: number }).rainId;
  const won = page.getByTestId('rain-won');
  await expect(won).toContainText('Você ganhou');
  const amount = centavos((await won.locator('.rain-won__amount').textContent()) ?? '');
  expect(amount).toBeGreaterThan(0);
  expect(amount).toBeLessThanOrEqual(claimedRainId === rainId ? 500 : 5_000);
  expect(await cashOf(server, token)).toBe(cashBeforeRain + amount);
  await page.screenshot({ path: `${SHOTS}/rewards-rain-won.png` });

  // A second claim of the same rain pays nothing.
  const again = await fetch(`${server.url}${API.rainClaim}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ rainId: claimedRainId }),
  });
  expect(again.status).toBe(409);
  expect(await cashOf(server, token)).toBe(cashBeforeRain + amount);
}

test.describe('VIP level, points mall and red envelope rain (issue 7)', () => {
  test('a member plays, sees VIP progress and points, redeems an item and opens an envelope in a rain the operator starts now', async ({
    page,
    server,
  }) => {
    // A generous earning rule for the test (1000 points per R$ 1.00), put back afterwards.
    const before = (await (await operatorCall(server, 'GET', API.operatorMallRules, undefined)).json()) as {
      value: { pointsPerReal: number };
    };
    expect((await operatorCall(server, 'PUT', API.operatorMallRules, { pointsPerReal: 1000 })).status).toBe(200);
    try {
      await registerMember(page, { username: `vip_${Date.now().toString(36)}`, cpf: uniqueCpf(), mobile: uniqueMobile() });
      await depositAndPay(page, server, '50.00');
      const token = await sessionToken(page);
      const staked = await test.step('stake R$ 1,00 on a slot', () => stakeOneReal(page, server, token));
      await test.step('VIP progress in the sidebar', () => vipProgressShows(page, server, staked));
      await test.step('points redeemed in the mall', () => mallRedeemsCash(page, server, token, staked));
      await test.step('an envelope of the rain pays once', () => rainEnvelopePaysOnce(page, server, token));
    } finally {
      expect((await operatorCall(server, 'PUT', API.operatorMallRules, before.value)).status).toBe(200);
    }
  });
});
