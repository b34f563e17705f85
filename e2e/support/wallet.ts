import { expect, type Page } from '@playwright/test';
import { API } from '@app/contract';
import { operatorCall, type RunningServer } from './server.js';

/** Reads an operator list answer that may be a bare list or a page. */
function listOf(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value as Record<string, unknown>[];
  const list = (value as { list?: unknown } | null)?.list;
  return Array.isArray(list) ? (list as Record<string, unknown>[]) : [];
}

/**
 * The PSP txid of a deposit order, as an operator sees it (the member's
 * answer carries only the orderNo).
 */
export async function depositTxid(server: RunningServer, orderNo: string): Promise<string> {
  const res = await fetch(`${server.url}${API.operatorDeposits}?status=pending&limit=100`, {
    headers: { authorization: `Bearer ${server.operatorToken}` },
  });
  const { value } = (await res.json()) as { value: unknown };
  const found = listOf(value).find((d) => d.orderNo === orderNo);
  if (typeof found?.txid !== 'string') throw new Error(`no txid for deposit ${orderNo}`);
  return found.txid;
}

/** Pays a charge in the sandbox PSP; its webhook credits the deposit. */
export async function payInSandbox(server: RunningServer, txid: string): Promise<void> {
  const res = await operatorCall(server, 'POST', API.operatorSandboxPay.replace(':txid', txid), { delivery: 'normal' });
  expect(res.status).toBe(200);
}

export async function decideWithdrawal(server: RunningServer, orderNo: string, decision: 'approve' | 'reject'): Promise<void> {
  const res = await operatorCall(server, 'POST', API.operatorWithdrawalDecision.replace(':orderNo', orderNo), { decision });
  expect(res.status).toBe(200);
}

/** Opens the deposit screen, picks a preset, creates the charge and returns its order number. */
export async function createPixDeposit(page: Page, preset: string): Promise<string> {
  await page.goto('/m/voucherCenter');
  await page.getByTestId(`deposit-preset-${preset}`).click();
  const answer = page.waitForResponse((r) => r.url().endsWith(API.deposit) && r.request().method() === 'POST');
  await page.getByTestId('deposit-submit').click();
  const { value } = (await (await answer).json()) as { value: { orderNo: string } };
  await expect(page.getByTestId('pix-qr')).toBeVisible();
  return value.orderNo;
}

/** Full deposit: charge, sandbox payment, paid state. */
export async function depositAndPay(page: Page, server: RunningServer, preset: string): Promise<void> {
  const orderNo = await createPixDeposit(page, preset);
  await payInSandbox(server, await depositTxid(server, orderNo));
  await expect(page.getByTestId('deposit-paid')).toBeVisible();
}

/** Adds a PIX payout account of type CPF with the member's own CPF. */
export async function addCpfPayoutAccount(page: Page, cpf: string, holderName = 'Ana Teste Silva'): Promise<void> {
  await page.goto('/m/withdraw');
  await page.getByTestId('payout-add').click();
  await page.getByTestId('field-pixKeyType').selectOption('CPF');
  await page.getByTestId('field-pixKey').fill(cpf);
  await page.getByTestId('field-holderName').fill(holderName);
  await page.getByTestId('field-holderCpf').fill(cpf);
  await page.getByTestId('payout-save').click();
  await expect(page.getByTestId('toast')).toHaveText('Conta PIX adicionada');
}

const PAYMENT_PASSWORD = '135790';

/** Opens /m/withdraw with the payment password typed, setting one in the security centre first when the merchant asks for it. */
export async function openWithdrawForm(page: Page): Promise<void> {
  await page.goto('/m/withdraw');
  if (await page.getByTestId('field-paymentPassword').count()) {
    await page.goto('/m/securityCenter');
    await page.getByTestId('payment-password-toggle').click();
    await page.getByTestId('field-paymentPassword').fill(PAYMENT_PASSWORD);
    await page.getByTestId('field-confirmPaymentPassword').fill(PAYMENT_PASSWORD);
    await page.getByTestId('payment-password-save').click();
    await expect(page.getByTestId('toast')).toHaveText('Senha de pagamento salva');
    await page.goto('/m/withdraw');
    await page.getByTestId('field-paymentPassword').fill(PAYMENT_PASSWORD);
  }
}

/** Asks for a withdrawal of `amount` (as typed, `20`); answers its order number once the site shows it pending. */
export async function submitWithdrawal(page: Page, amount: string): Promise<string> {
  await openWithdrawForm(page);
  await page.getByTestId('field-amount').fill(amount);
  const answer = page.waitForResponse((r) => r.url().endsWith(API.withdraw) && r.request().method() === 'POST');
  await page.getByTestId('withdraw-submit').click();
  const { value } = (await (await answer).json()) as { value: { orderNo: string } };
  await expect(page.getByTestId(`withdrawal-${value.orderNo}`).getByTestId('withdrawal-status')).toHaveText('Em análise');
  return value.orderNo;
}
