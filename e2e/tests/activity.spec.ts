import type { Page } from '@playwright/test';
import { API } from '@app/contract';
import { registerMember, uniqueCpf, uniqueMobile } from '../support/accounts.js';
import { expect, test as base } from '../support/fixtures.js';
import { catalogueGames, openGame, sessionToken, spinSlot } from '../support/games.js';
import { scrollUntilVisible } from '../support/lobby.js';
import { operatorCall, startServer, type RunningServer } from '../support/server.js';
import { depositAndPay } from '../support/wallet.js';

const SHOTS = '../docs/screenshots';
const centavos = (amount: string) => Math.round(Number(amount) * 100);
const brl = (minor: number) => `R$ ${Math.floor(minor / 100).toLocaleString('pt-BR')},${String(minor % 100).padStart(2, '0')}`;

// The operator's settlement may pay the open day here (TEST_PROMOTION_SETTLE_OPEN_PERIODS): a browser test cannot wait for midnight.
const test = base.extend<object, { workerServer: RunningServer }>({
  workerServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({ TEST_PROMOTION_SETTLE_OPEN_PERIODS: '1' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

/** 50 % of the net loss, from R$ 0,01: any loss pays. */
async function payHalfOfAnyLoss(server: RunningServer) {
  const rules = {
    basis: 'net_loss',
    rateBp: 5000,
    period: 'daily',
    minPayout: '0.01',
    cap: '200.00',
    payAs: 'cash',
    wageringMultiplier: 0,
    expiryDays: 7,
  };
  expect(
    (
      await operatorCall(server, 'PUT', API.operatorPromotions, {
        code: 'DAILY_CASHBACK',
        kind: 'cashback',
        category: 'rebate_promo',
        rules,
      })
    ).status,
  ).toBe(200);
}

/** Spins a slot until the member is behind (at least 3 spins); answers the loss in centavos. */
async function loseOnSlot(page: Page, server: RunningServer, token: string): Promise<number> {
  const slot = (await catalogueGames(server, { gameType: 'RNG', vassalage: 'JDB' })).find((g) => g.gameClassify === null)!;
  await openGame(page, server, token, slot.nodeId);
  // Spins are random: an early big win can leave the member ahead for a long while (seen once at 30 spins).
  let loss = 0;
  for (let spins = 0; spins < 3 || (loss <= 0 && spins < 200); spins += 1) {
    const answer = await spinSlot(page);
    loss += centavos(answer.stake) - centavos(answer.win);
  }
  expect(loss).toBeGreaterThan(0);
  return loss;
}

/** The open day's estimate on the promotion. */
async function estimateShows(page: Page, server: RunningServer, cashback: number) {
  await page.goto(`${server.url}/m/activity`);
  const item = page.locator('[data-testid="activity-item"][data-code="DAILY_CASHBACK"]');
  await item.getByTestId('activity-toggle').click();
  await expect(item.getByTestId('cashback-estimate')).toHaveText(`Estimativa: ${brl(cashback)}`);
  await item.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/activity-cashback.png` });
}

/** The operator's settlement pays; a second run pays nothing more. */
async function settleTwicePaysOnce(server: RunningServer) {
  const settled = await operatorCall(server, 'POST', API.operatorCashbackSettle, { includeOpen: true });
  expect(settled.status).toBe(200);
  expect(
    (
      (await (await operatorCall(server, 'POST', API.operatorCashbackSettle, { includeOpen: true })).json()) as {
        value: { payouts: number };
      }
    ).value.payouts,
  ).toBe(0);
}

/** The cashback in the account record (a rebate line), and the header's balance with it. */
async function recordAndBalanceShow(page: Page, server: RunningServer, cashback: number, cash: number) {
  await page.goto(`${server.url}/m/transaction/record`);
  const rebate = page.locator('[data-type="rebate"]');
  await expect(rebate).toHaveCount(1);
  await expect(rebate.getByTestId('record-amount')).toContainText(brl(cashback));
  await page.screenshot({ path: `${SHOTS}/activity-record.png` });
  await page.getByTestId('footer-item-home').click();
  await expect(page.getByTestId('header-balance-amount')).toHaveText(brl(cash));
}

/** The payout on the promotion's detail. */
async function payoutOnDetail(page: Page, server: RunningServer, cashback: number) {
  const id = await page.evaluate(async (url) => {
    const res = await fetch(url);
    const body = (await res.json()) as { value: { promotion: Array<{ id: number; title: string }> } };
    return body.value.promotion.find((p) => p.title === 'Cashback diário de 10%')?.id;
  }, `${server.url}${API.announcements}?types=PR&platform=M`);
  await page.goto(`${server.url}/m/activityDetail?id=${id}`);
  await expect(page.getByTestId('cashback-payout')).toContainText(`${brl(cashback)} em saldo`);
  await page.screenshot({ path: `${SHOTS}/activity-detail.png` });
}

test.describe('promotions page and cashback (issue 7)', () => {
  test('the home strip leads to the promotion; a guest is sent to log in; a member joins the deposit bonus from the page', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await scrollUntilVisible(page, 'home-promotion');
    await page.getByTestId('home-promotions').screenshot({ path: `${SHOTS}/activity-home-strip.png` });
    const first = page.getByTestId('home-promotion').first();
    const id = await first.getAttribute('data-id');
    await first.getByRole('link', { name: /Detalhes/ }).click();
    await expect(page).toHaveURL(new RegExp(`/m/activity\\?id=${id}$`));
    await expect(page.locator(`[data-testid="activity-item"][data-id="${id}"]`)).toHaveAttribute('data-open', 'true');
    await expect(page.getByTestId('activity-menu')).toBeVisible();

    // A guest's join goes to the login.
    const bonus = page.locator('[data-testid="activity-item"][data-code="FIRST_DEPOSIT"]');
    await bonus.getByTestId('activity-action').click();
    await expect(page).toHaveURL(/\/m\/login$/);

    await registerMember(page, { username: `act_${Date.now().toString(36)}`, cpf: uniqueCpf(), mobile: uniqueMobile() });
    await page.goto('/m/activity');
    await expect(bonus.getByTestId('activity-action')).toHaveAttribute('data-label', 'join');
    await page.screenshot({ path: `${SHOTS}/activity.png` });
    await bonus.getByTestId('activity-action').click();
    await expect(page.getByTestId('toast')).toHaveText('Inscrição feita! Deposite para receber o bônus.');
    await expect(bonus.getByTestId('activity-action')).toHaveAttribute('data-label', 'joined');
    await expect(bonus.getByTestId('activity-action')).toHaveText('Inscrito');

    // The category menu filters the list.
    await page.getByTestId('activity-tab-rebate_promo').click();
    await expect(page.getByTestId('activity-item')).toHaveCount(1);
    await expect(page.getByTestId('activity-item')).toHaveAttribute('data-code', 'DAILY_CASHBACK');
  });

  test('a member loses on a slot, the operator settles the cashback and it shows in the account record and the balance', async ({
    page,
    server,
  }) => {
    await test.step('cashback rules: 50 % of any loss', () => payHalfOfAnyLoss(server));
    await registerMember(page, { username: `cb_${Date.now().toString(36)}`, cpf: uniqueCpf(), mobile: uniqueMobile() });
    await depositAndPay(page, server, '50.00');
    const token = await sessionToken(page);
    const loss = await test.step('the member loses on a slot', () => loseOnSlot(page, server, token));
    const cashback = Math.floor(loss / 2);
    await test.step('the estimate on the promotion', () => estimateShows(page, server, cashback));

    const balanceBefore = (await (await fetch(`${server.url}${API.wallet}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      value: { cash: string };
    };
    await test.step('the operator settles twice; it pays once', () => settleTwicePaysOnce(server));
    await test.step('the record and the balance show the cashback', () =>
      recordAndBalanceShow(page, server, cashback, centavos(balanceBefore.value.cash) + cashback));
    await test.step("the payout on the promotion's detail", () => payoutOnDetail(page, server, cashback));
  });
});
