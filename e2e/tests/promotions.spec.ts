import { API } from '@app/contract';
import { registerMember, uniqueCpf, uniqueMobile } from '../support/accounts.js';
import { expect, test } from '../support/fixtures.js';
import { catalogueGames, openGame, sessionToken, spinSlot } from '../support/games.js';
import { operatorCall } from '../support/server.js';
import { depositAndPay } from '../support/wallet.js';

const centavos = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);

test.describe('promotions (issue 7)', () => {
  test('a deposit bonus is joined, the deposit credits it, the wagering progress shows and the bonus turns into cash when met', async ({
    page,
    server,
  }) => {
    // The operator sets the first-deposit bonus: 100 % up to R$ 5,00, wagered once.
    const rules = { percent: 100, cap: '5.00', minDeposit: '20.00', wageringMultiplier: 1, firstDepositOnly: true, expiryDays: 7 };
    expect(
      (
        await operatorCall(server, 'PUT', API.operatorPromotions, {
          code: 'FIRST_DEPOSIT',
          kind: 'deposit_bonus',
          category: 'deposit_promo',
          rules,
        })
      ).status,
    ).toBe(200);
    await registerMember(page, { username: `bonus_${Date.now().toString(36)}`, cpf: uniqueCpf(), mobile: uniqueMobile() });

    await page.goto('/m/rewardCenter');
    const card = page.getByTestId('reward-FIRST_DEPOSIT');
    await expect(card).toHaveAttribute('data-label', 'join');
    await card.getByTestId('reward-join').click();
    await expect(page.getByTestId('toast')).toHaveText('Inscrição feita! Deposite para receber o bônus.');
    await expect(card).toHaveAttribute('data-label', 'joined');

    await depositAndPay(page, server, '50.00');
    await page.goto('/m/rewardCenter');
    await expect(card).toHaveAttribute('data-label', 'process');
    await expect(card.getByTestId('reward-bonus')).toHaveText('R$ 5,00');
    await expect(card.getByTestId('reward-wagering')).toHaveText('Apostas: R$ 0,00 de R$ 5,00');
    await page.screenshot({ path: 'test-results/reward-center-process.png' });
    // The bonus counts in the balance the header shows (sumBalance = cash + bonus).
    await page.getByTestId('footer-item-home').click();
    await expect(page.getByTestId('header-balance-amount')).toHaveText('R$ 55,00');

    // Play a slot until R$ 5,00 has been staked.
    const token = await sessionToken(page);
    const slot = (await catalogueGames(server, { gameType: 'RNG', vassalage: 'JDB' })).find((g) => g.gameClassify === null)!;
    await openGame(page, server, token, slot.nodeId);
    let staked = 0;
    while (staked < 500) {
      const stake = centavos((await page.getByTestId('stake-value').textContent()) ?? '');
      await spinSlot(page);
      staked += stake;
    }

    await page.goto(`${server.url}/m/rewardCenter`);
    await expect(card).toHaveAttribute('data-label', 'issued');
    await expect(card.getByTestId('reward-wagering')).toHaveText('Apostas: R$ 5,00 de R$ 5,00');
    const wallet = (await (await fetch(`${server.url}${API.wallet}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      value: { bonus: string; cash: string };
    };
    expect(wallet.value.bonus).toBe('0.00');
    await page.getByTestId('footer-item-home').click();
    await expect(page.getByTestId('header-balance-amount')).toHaveText(`R$ ${wallet.value.cash.replace('.', ',')}`);
  });

  test('the daily sign-in pays once however often it is tapped that day', async ({ page, server }) => {
    await registerMember(page, { username: `sign_${Date.now().toString(36)}`, cpf: uniqueCpf(), mobile: uniqueMobile() });
    await page.goto('/m/activity/signIn');
    await expect(page.getByTestId('signin-day-1')).toHaveAttribute('data-state', 'today');
    await expect(page.getByTestId('signin-streak')).toHaveText('Sequência atual: 0 dia(s)');
    await page.getByTestId('signin-submit').click();
    await expect(page.getByTestId('toast')).toHaveText('Check-in feito: R$ 0,50 na sua conta');
    await expect(page.getByTestId('signin-done')).toBeVisible();
    // Today's day, claimed: a check mark, and still today's.
    await expect(page.getByTestId('signin-day-1')).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId('signin-day-1')).toHaveAttribute('aria-current', 'date');
    await expect(page.getByTestId('signin-day-1').getByTestId('signin-check')).toBeVisible();
    await expect(page.getByTestId('signin-streak')).toHaveText('Sequência atual: 1 dia(s)');
    await page.screenshot({ path: 'test-results/sign-in.png' });

    await page.reload();
    await expect(page.getByTestId('signin-done')).toBeVisible();
    await expect(page.getByTestId('signin-submit')).toHaveCount(0);
    const token = await sessionToken(page);
    const again = await fetch(`${server.url}${API.signIn}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(again.status).toBe(409);
    const wallet = (await (await fetch(`${server.url}${API.wallet}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      value: { cash: string };
    };
    expect(wallet.value.cash).toBe('0.50');
  });

  test('a reward application with two pictures is submitted, the operator approves it and the reward arrives', async ({ page, server }) => {
    await registerMember(page, { username: `apply_${Date.now().toString(36)}`, cpf: uniqueCpf(), mobile: uniqueMobile() });
    await page.goto('/m/rewardCenter');
    const card = page.getByTestId('reward-SHOW_YOUR_WIN');
    await expect(card).toHaveAttribute('data-label', 'join');
    await card.getByTestId('reward-apply').click();
    await expect(page).toHaveURL(/\/m\/applyReward\?id=\d+$/);

    const submit = page.getByTestId('apply-submit');
    await expect(submit).toBeDisabled();
    await page.getByTestId('apply-remarks').fill('Ganhei no Foguete, segue o print');
    await expect(submit).toBeDisabled();
    // A GIF is refused with the SPEC's toast; two PNGs are added.
    await page.getByTestId('apply-picture-input').setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByTestId('toast')).toHaveText('As imagens devem ser JPEG ou PNG.');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await page.getByTestId('apply-picture-input').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: png },
      { name: 'b.png', mimeType: 'image/png', buffer: png },
    ]);
    await expect(page.getByTestId('apply-picture-1')).toBeVisible();
    await page.screenshot({ path: 'test-results/apply-reward.png' });
    await expect(submit).toBeEnabled();
    const sent = page.waitForResponse((r) => r.url().endsWith(API.rewardApply));
    await submit.click();
    expect((await sent).status()).toBe(200);
    await expect(page).toHaveURL(/\/m\/activity$/);

    await page.goto('/m/rewardCenter');
    await expect(card).toHaveAttribute('data-label', 'applying');
    const queue = (await (await operatorCall(server, 'GET', `${API.operatorApplications}?status=applying`, undefined)).json()) as {
      value: Array<{ id: number; pictures: number; remarks: string }>;
    };
    const mine = queue.value.find((a) => a.remarks === 'Ganhei no Foguete, segue o print')!;
    expect(mine.pictures).toBe(2);
    expect(
      (await operatorCall(server, 'POST', API.operatorApplicationDecision.replace(':id', String(mine.id)), { decision: 'approve' })).status,
    ).toBe(200);

    await page.reload();
    await expect(card).toHaveAttribute('data-label', 'issued');
    await page.getByTestId('footer-item-home').click();
    await expect(page.getByTestId('header-balance-amount')).toHaveText('R$ 10,00');
  });
});
