import { API } from '@app/contract';
import type { Page } from '@playwright/test';
import { registerMember, uniqueCpf, uniqueMobile } from '../support/accounts.js';
import { createOperatorByCli, firstSignIn, newDesk } from '../support/backoffice.js';
import { expect, test } from '../support/fixtures.js';
import type { RunningServer } from '../support/server.js';
import { addCpfPayoutAccount, depositAndPay, submitWithdrawal } from '../support/wallet.js';

/** A player with a pending R$ 20 withdrawal, through the site; answers their username, CPF and the order number. */
async function playerWithPendingWithdrawal(page: Page, server: RunningServer) {
  const cpf = uniqueCpf();
  const username = `bo_${Date.now().toString(36)}`;
  await registerMember(page, { username, cpf, mobile: uniqueMobile() });
  await depositAndPay(page, server, '50.00');
  await addCpfPayoutAccount(page, cpf);
  return { username, cpf, orderNo: await submitWithdrawal(page, '20') };
}

/** On the player's page: a credit with a reason code and a text; above the threshold the modal says it waits. */
async function requestCredit(desk: Page, amount: string): Promise<void> {
  await desk.getByRole('button', { name: 'Ajustar saldo' }).click();
  const modal = desk.getByRole('dialog');
  await modal.getByText('Crédito', { exact: true }).click();
  await modal.getByLabel('Valor').fill(amount);
  await modal.getByLabel('Motivo').click();
  await desk.getByTitle('Cortesia').click();
  await modal.getByLabel('Explicação (fica na auditoria)').fill('Compensação por instabilidade no jogo');
  await modal.getByRole('button', { name: 'Solicitar ajuste' }).click();
  await expect(modal.getByText(/aguarda|aprova/i).first()).toBeVisible();
  await modal.getByRole('button', { name: 'Fechar' }).click();
}

/** In the adjustments queue: approves the player's pending request, which then leaves the queue. */
async function approveAdjustment(desk: Page, username: string, amountText: string): Promise<void> {
  await desk.goto('/admin/payments/adjustments');
  const request = desk.getByRole('row').filter({ hasText: username });
  await expect(request).toContainText(amountText);
  await request.getByRole('button', { name: 'Aprovar' }).click();
  await desk.getByRole('dialog').getByRole('button', { name: 'Aprovar' }).click();
  await expect(desk.getByRole('row').filter({ hasText: username })).toHaveCount(0);
}

/** In the withdrawal queue: opens the withdrawal's detail and approves it; the server then pays it. */
async function approveWithdrawal(desk: Page, server: RunningServer, username: string, orderNo: string): Promise<void> {
  await desk.goto('/admin/payments/withdrawals');
  await desk.getByRole('row').filter({ hasText: orderNo }).click();
  await desk.locator('.ant-drawer').getByRole('button', { name: 'Aprovar' }).click();
  await desk.getByRole('dialog').last().getByRole('button', { name: 'Aprovar' }).click();
  await expect(desk.getByText(new RegExp(`Saque ${orderNo} aprovado`))).toBeVisible();
  await expect
    .poll(async () => {
      const res = await fetch(`${server.url}${API.operatorWithdrawals}?username=${username}`, {
        headers: { authorization: `Bearer ${server.operatorToken}` },
      });
      return ((await res.json()) as { value: Array<{ orderNo: string; status: string }> }).value.find((w) => w.orderNo === orderNo)?.status;
    })
    .toMatch(/approved|paid/);
}

/** The audit screen lists each step with its operator, and the command line's creation of both operators. */
async function expectAudited(desk: Page, boss: string, financier: string): Promise<void> {
  await desk.getByRole('menuitem', { name: /Auditoria/ }).click();
  const audit = desk.locator('.ant-table-tbody');
  await expect(audit.getByRole('row').filter({ hasText: financier }).filter({ hasText: 'withdrawals' })).not.toHaveCount(0);
  await expect(audit.getByRole('row').filter({ hasText: financier }).filter({ hasText: 'adjustments' })).not.toHaveCount(0);
  await expect(audit.getByRole('row').filter({ hasText: boss }).filter({ hasText: 'adjustments' })).not.toHaveCount(0);
  // The operators themselves were created by the command line (over HTTP, as the server held the database).
  const created = audit
    .getByRole('row')
    .filter({ hasText: 'Linha de comando' })
    .filter({ hasText: `POST ${API.operatorAccounts}` });
  await expect(created).toHaveCount(2);
}

test.describe('back office (issue 29): from the README to an audited day of support and finance', () => {
  test('first operator with two factors finds a player by CPF, adjusts with four eyes, approves a withdrawal, and the audit shows it', async ({
    page,
    server,
    browser,
  }) => {
    test.setTimeout(240_000);
    const { username, cpf, orderNo } = await playerWithPendingWithdrawal(page, server);

    // The first operator, created as the README says, signs in with two factors.
    const boss = `chefe.${Date.now().toString(36)}`;
    const desk = await newDesk(browser, server.url);
    await firstSignIn(desk, boss, createOperatorByCli(server, boss, 'admin'));

    // Find the player by CPF (typed with its dots and dash) and read their history.
    await desk.getByRole('menuitem', { name: /Jogadores/ }).click();
    await desk.getByLabel('CPF').fill(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`);
    await desk.getByRole('button', { name: 'Buscar' }).click();
    await desk.getByRole('link', { name: username }).click();
    await expect(desk.getByRole('heading', { name: username })).toBeVisible();
    const ledger = desk.getByRole('tabpanel');
    await expect(ledger.getByRole('row').filter({ hasText: 'Depósito' }).filter({ hasText: 'R$ 50,00' })).toHaveCount(1);
    await expect(ledger.getByRole('row').filter({ hasText: 'Saque (retido)' }).first()).toBeVisible();

    // The player's responsible gaming: no limit set under NONE, and the exclusion an admin may take.
    await desk.getByRole('tab', { name: 'Jogo responsável' }).click();
    await expect(desk.getByRole('tabpanel').getByRole('row').filter({ hasText: 'Perdas' })).toContainText('Sem limite');
    await expect(desk.getByTestId('player-exclude')).toBeVisible();
    await desk.screenshot({ path: 'test-results/admin-player-protection.png' });
    await desk.getByRole('tab', { name: 'Extrato' }).click();

    // A credit of R$ 1.500,00 is above the R$ 1.000,00 default threshold: it waits for a second operator.
    await requestCredit(desk, '1500');
    // Its author cannot approve it: the server refuses, in the operator's language.
    await desk.goto('/admin/payments/adjustments');
    await desk.getByRole('row').filter({ hasText: username }).getByRole('button', { name: 'Aprovar' }).click();
    await desk.getByRole('dialog').getByRole('button', { name: 'Aprovar' }).click();
    await expect(desk.getByText('Outro operador precisa aprovar o seu próprio pedido.')).toBeVisible();
    await desk.goBack();

    // A second operator, of finance, approves it.
    const financier = `fin.${Date.now().toString(36)}`;
    const desk2 = await newDesk(browser, server.url);
    await firstSignIn(desk2, financier, createOperatorByCli(server, financier, 'finance'));
    await approveAdjustment(desk2, username, 'R$ 1.500,00');

    // The balance moved once: R$ 30,00 left after the withdrawal's hold, plus R$ 1.500,00.
    await desk.reload();
    await expect(desk.getByText('R$ 1.530,00').first()).toBeVisible();
    await expect(desk.getByRole('tabpanel').getByRole('row').filter({ hasText: 'Ajuste manual' })).toHaveCount(1);

    // Finance approves the withdrawal from the queue.
    await approveWithdrawal(desk2, server, username, orderNo);

    // The audit trail shows every step with who did it.
    await expectAudited(desk, boss, financier);
    await desk.screenshot({ path: 'test-results/admin-audit.png' });

    // The admin's list of operators, searched on the server.
    await desk.goto('/admin/operators');
    await expect(desk.locator('.ant-table-tbody').getByRole('row')).toHaveCount(2);
    await desk.getByPlaceholder('Usuário ou nome').fill('fin.');
    await desk.getByPlaceholder('Usuário ou nome').press('Enter');
    await expect(desk.locator('.ant-table-tbody').getByRole('row')).toHaveCount(1);
    await expect(desk.locator('.ant-table-tbody')).toContainText(financier);
    await desk.screenshot({ path: 'test-results/admin-operators.png' });
    await desk.context().close();
    await desk2.context().close();
  });
});
