import { readFileSync } from 'node:fs';
import { API } from '@app/contract';
import { registerMember, uniqueCpf, uniqueMobile } from '../support/accounts.js';
import { expect, test } from '../support/fixtures.js';
import { addCpfPayoutAccount, decideWithdrawal, depositAndPay, openWithdrawForm } from '../support/wallet.js';

test.describe('withdraw and account record (issue 4)', () => {
  test('own-CPF payout account, R$ 20 withdrawal pending then paid after approval; both in the account record', async ({
    page,
    server,
  }) => {
    const cpf = uniqueCpf();
    await registerMember(page, { username: `wd_${Date.now().toString(36)}`, cpf, mobile: uniqueMobile() });
    await depositAndPay(page, server, '50.00');

    await addCpfPayoutAccount(page, cpf);
    await expect(page.getByTestId('withdrawable')).toHaveText('R$ 50,00');
    await openWithdrawForm(page);

    await page.getByTestId('field-amount').fill('50,01');
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('error-amount')).toHaveText('Acima do saldo disponível (R$ 50,00).');

    await page.getByTestId('field-amount').fill('20');
    const answer = page.waitForResponse((r) => r.url().endsWith(API.withdraw) && r.request().method() === 'POST');
    await page.getByTestId('withdraw-submit').click();
    const { value } = (await (await answer).json()) as { value: { orderNo: string } };
    const row = page.getByTestId(`withdrawal-${value.orderNo}`);
    await expect(row.getByTestId('withdrawal-status')).toHaveText('Em análise');
    await expect(page.getByTestId('withdrawable')).toHaveText('R$ 30,00');
    // While it waits, both screens say when it should be paid, on the member's clock, the same way.
    const promise = row.getByTestId('payout-expected');
    await expect(promise).toHaveText(/^Previsão de pagamento: \d{2}\/\d{2} \d{2}:\d{2}$/);
    await expect(promise).toHaveAttribute('data-overdue', 'false');
    const promised = (await promise.textContent()) ?? '';
    await page.goto('/m/transaction/record');
    await expect(page.locator('[data-type="withdrawal"]').getByTestId('payout-expected')).toHaveText(promised);
    await page.goto('/m/withdraw');

    await decideWithdrawal(server, value.orderNo, 'approve');
    await expect(row.getByTestId('withdrawal-status')).toHaveText('Pago', { timeout: 20_000 });
    await expect(row.getByTestId('payout-expected')).toHaveCount(0);

    await page.goto('/m/transaction/record');
    const deposit = page.locator('[data-type="deposit"]');
    await expect(deposit.getByTestId('record-amount')).toHaveText('+R$ 50,00');
    await expect(deposit.getByTestId('record-balance')).toHaveText('Saldo: R$ 50,00');
    const withdrawal = page.locator('[data-type="withdrawal"]');
    await expect(withdrawal.getByTestId('record-amount')).toHaveText('-R$ 20,00');
    await expect(withdrawal.getByTestId('record-balance')).toHaveText('Saldo: R$ 30,00');
    await expect(withdrawal.getByTestId('payout-expected')).toHaveCount(0);

    await page.getByTestId('field-type').selectOption('deposit');
    await expect(page.locator('[data-type="withdrawal"]')).toHaveCount(0);
    await expect(deposit).toHaveCount(1);
  });

  test('the account record exports the period as a CSV a Brazilian spreadsheet opens; more than 12 months is refused', async ({
    page,
    server,
  }) => {
    await registerMember(page, { username: `st_${Date.now().toString(36)}`, cpf: uniqueCpf(), mobile: uniqueMobile() });
    await depositAndPay(page, server, '50.00');
    await page.goto('/m/transaction/record');
    await expect(page.locator('[data-type="deposit"]')).toHaveCount(1);
    const startDate = await page.getByTestId('field-startDate').inputValue();
    const endDate = await page.getByTestId('field-endDate').inputValue();

    const downloading = page.waitForEvent('download');
    await page.getByTestId('statement-export').click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe(`extrato-${startDate}-${endDate}.csv`);
    const text = readFileSync((await file.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Data;Tipo;Valor;Saldo após;Situação;Referência');
    expect(lines.slice(1).map((line) => line.split(';').slice(1, 5))).toEqual([['Depósito', '50,00', '50,00', 'Concluído']]);

    await page.getByTestId('field-startDate').fill('2020-01-01');
    await page.getByTestId('statement-export').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'no máximo 12 meses' })).toBeVisible();
  });
});
