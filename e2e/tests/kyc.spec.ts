import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { registerWithLimits, uniqueCpf, uniqueMobile } from '../support/accounts.js';
import { createOperatorByCli, firstSignIn, newDesk } from '../support/backoffice.js';
import { expect, newPhone, test } from '../support/fixtures.js';
import { KYC_FULL_NAME, testPng } from '../support/kyc.js';
import { startServer, switchToBrazil } from '../support/server.js';
import { depositAndPay } from '../support/wallet.js';

/** Screenshots to look at (390×844 and 320 px); test-results is not committed. */
const shots = resolve(import.meta.dirname, '../test-results/kyc');
const PHONE = { width: 390, height: 844 };
const NARROW = { width: 320, height: 700 };

async function shootBoth(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage: true });
  await page.setViewportSize(NARROW);
  await page.screenshot({ path: `${shots}/${name}-320.png`, fullPage: true });
  await page.setViewportSize(PHONE);
}

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: testPng() });

/** The player's three steps on the site, from the deposit's refusal to "em análise". */
async function verifyOnThePhone(page: Page): Promise<void> {
  await page.goto('/m/voucherCenter');
  await expect(page.getByTestId('deposit-identity')).toContainText('Verifique sua identidade para depositar e jogar.');
  await shootBoth(page, 'deposit-refused');
  await page.getByTestId('deposit-identity-link').click();
  await expect(page).toHaveURL(/\/m\/verifyIdentity$/);
  await expect(page.getByTestId('kyc-intro')).toContainText('Para depositar e jogar');
  await page.getByTestId('field-fullName').fill(KYC_FULL_NAME);
  await shootBoth(page, 'step-1-cpf');
  await page.getByTestId('kyc-cpf-submit').click();
  await expect(page.getByTestId('kyc-step-cpf-state')).toHaveText('Concluída');

  await page.getByTestId('kyc-file-selfie').setInputFiles(png('selfie.png'));
  await expect(page.getByTestId('kyc-file-selfie-preview')).toBeVisible();
  await shootBoth(page, 'step-2-selfie');
  await page.getByTestId('kyc-selfie-submit').click();
  await expect(page.getByTestId('kyc-step-selfie-state')).toHaveText('Concluída');

  await page.getByTestId('kyc-document-kind-cnh').click();
  await page.getByTestId('kyc-file-front').setInputFiles(png('cnh-frente.png'));
  await page.getByTestId('kyc-file-back').setInputFiles(png('cnh-verso.png'));
  await expect(page.getByTestId('kyc-file-back-preview')).toBeVisible();
  await shootBoth(page, 'step-3-document');
  await page.getByTestId('kyc-document-submit').click();
  await expect(page.getByTestId('kyc-in-review')).toBeVisible();
  await expect(page.getByTestId('kyc-step-document-state')).toHaveText('Em análise');
  await shootBoth(page, 'in-review');
}

/** The operator's review at 1366×768: the queue, the player's row opened with the three images, the approval. */
async function approveInTheBackOffice(desk: Page, username: string): Promise<void> {
  await desk.getByRole('menuitem', { name: /Identidade/ }).click();
  await expect(desk).toHaveURL(/\/admin\/kyc$/);
  const row = desk.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Regular');
  await row.getByRole('button', { name: /expandir|expand/i }).click();
  const panel = desk.locator('[data-testid^="kyc-review-"]');
  await expect(panel.getByTestId('kyc-registry-status')).toHaveText('Regular');
  await expect(panel.getByTestId('kyc-liveness-state')).toHaveText('Aprovada');
  await expect(panel.getByTestId('kyc-document-state')).toHaveText('Em análise');
  for (const name of ['Selfie', 'Frente', 'Verso']) await expect(panel.getByRole('img', { name })).toBeVisible();
  await desk.screenshot({ path: `${shots}/back-office-review-1366.png`, fullPage: true });
  // On a loaded machine a click can land while the confirmation is still opening: try again until the row leaves.
  await expect(async () => {
    await panel.getByTestId('kyc-approve').click();
    const ok = desk.locator('.ant-popconfirm').getByRole('button', { name: 'OK' });
    await expect(ok).toBeVisible({ timeout: 3_000 });
    await ok.click();
    await expect(desk.getByRole('row').filter({ hasText: username })).toHaveCount(0, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

test.describe('identity verification under the BR jurisdiction', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a BR player verifies identity on the phone, the operator approves in the back office, and the player deposits', async ({
    browser,
  }) => {
    const server = await startServer();
    try {
      await switchToBrazil(server);
      const page = await newPhone(browser, server.url);
      const username = `kyc_${Date.now().toString(36)}`;
      await registerWithLimits(page, { username, cpf: uniqueCpf(), mobile: uniqueMobile() });
      await verifyOnThePhone(page);

      const desk = await newDesk(browser, server.url);
      await firstSignIn(desk, 'kyc_reviewer', createOperatorByCli(server, 'kyc_reviewer', 'admin'));
      await approveInTheBackOffice(desk, username);
      await desk.context().close();

      await page.reload();
      await expect(page.getByTestId('kyc-verified')).toContainText('Identidade verificada');
      await shootBoth(page, 'verified');
      await page.getByTestId('kyc-verified-deposit').click();
      await expect(page.getByTestId('deposit-form')).toBeVisible();
      await depositAndPay(page, server, '50.00');
      await expect(page.getByTestId('deposit-balance')).toHaveText('R$ 50,00');
      await page.context().close();
    } finally {
      await server.stop();
    }
  });
});
