import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import {
  logoutThroughSidebar,
  PASSWORD,
  registerMember,
  submitLogin,
  submitRegistration,
  uniqueCpf,
  uniqueMobile,
} from '../support/accounts.js';
import { expect, test } from '../support/fixtures.js';

/** Screenshots to look at (390×844 and 320 px, Portuguese and English); test-results is not committed. */
const shots = resolve(import.meta.dirname, '../test-results/two-factor');
const PHONE = { width: 390, height: 844 };
const NARROW = { width: 320, height: 700 };

async function shootBoth(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage: true });
  await page.setViewportSize(NARROW);
  await page.screenshot({ path: `${shots}/${name}-320.png`, fullPage: true });
  await page.setViewportSize(PHONE);
}

const STEP_MS = 30_000;
const stepOf = (ms: number) => Math.floor(ms / STEP_MS);

/** The app's code now, once the step of the last code used has passed (a code is good once). */
async function freshCode(secret: string, usedStep: number): Promise<{ code: string; step: number }> {
  const wait = (usedStep + 1) * STEP_MS - Date.now();
  if (wait > 0) await new Promise((done) => setTimeout(done, wait + 200));
  const now = Date.now();
  return { code: await generate({ secret, epoch: Math.floor(now / 1000) }), step: stepOf(now) };
}

/** From the security centre: start, read the key, confirm with the password and the first code, keep the backup codes. */
async function turnOn(page: Page, texts: { off: string; on: string }, shot: string) {
  await page.goto('/m/securityCenter');
  await expect(page.getByTestId('security-two-factor-state')).toHaveText(texts.off);
  await page.getByTestId('security-two-factor').click();
  await expect(page).toHaveURL(/\/m\/twoFactor$/);
  await page.getByTestId('two-factor-start').click();
  await expect(page.getByTestId('two-factor-qr')).toBeVisible();
  await shootBoth(page, `${shot}-setup`);
  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(page.getByTestId('two-factor-open-app')).toHaveAttribute('href', new RegExp(`^otpauth://totp/.*secret=${secret}`));
  const first = await freshCode(secret, -1);
  await page.getByTestId('field-password').fill(PASSWORD);
  await page.getByTestId('field-code').fill(first.code);
  await page.getByTestId('two-factor-enable').click();
  await expect(page.getByTestId('backup-code-9')).toBeVisible();
  const backupCodes = await page.getByTestId(/^backup-code-/).allTextContents();
  await shootBoth(page, `${shot}-backup-codes`);
  await expect(page.getByTestId('two-factor-done')).toBeDisabled();
  await page.getByTestId('two-factor-saved').check();
  await page.getByTestId('two-factor-done').click();
  await expect(page).toHaveURL(/\/m\/securityCenter$/);
  await expect(page.getByTestId('security-two-factor-state')).toHaveText(texts.on);
  await shootBoth(page, `${shot}-security-centre`);
  return { secret, usedStep: first.step, backupCodes };
}

test.describe('two-step verification (issue 33 item 11)', () => {
  test('turned on with an app code, then the login asks for it; a wrong code is refused (pt)', async ({ page }) => {
    const username = `tf_${Date.now().toString(36)}`;
    await registerMember(page, { username, cpf: uniqueCpf(), mobile: uniqueMobile() });
    const { secret, usedStep } = await turnOn(page, { off: 'Desativada', on: 'Ativada' }, 'pt');

    await page.goto('/m/home');
    await logoutThroughSidebar(page);
    await submitLogin(page, username, PASSWORD);
    await expect(page.getByTestId('two-factor-step')).toContainText('Verificação em duas etapas');
    expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    await shootBoth(page, 'pt-code-step');

    await page.getByTestId('field-twoFactorCode').fill('000000');
    await page.getByTestId('two-factor-submit').click();
    await expect(page.getByTestId('error-twoFactorCode')).toHaveText(
      'Código errado ou já usado. Digite o código atual do app autenticador ou um código de backup.',
    );
    await shootBoth(page, 'pt-code-wrong');

    // The code that turned it on was taken: the login needs the next one.
    const { code } = await freshCode(secret, usedStep);
    await page.getByTestId('field-twoFactorCode').fill(code);
    await page.getByTestId('two-factor-submit').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-balance-amount')).toHaveText('R$ 0,00');
  });

  test('in English at 320 px: the setup, the code step, a wrong code and a backup code', async ({ page }) => {
    await page.setViewportSize(NARROW);
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    const username = `tfen_${Date.now().toString(36)}`;
    await submitRegistration(page, { username, cpf: uniqueCpf(), mobile: uniqueMobile() });
    await expect(page.getByTestId('toast')).toHaveText('Registered successfully');
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.setViewportSize(PHONE);
    const { backupCodes } = await turnOn(page, { off: 'Off', on: 'On' }, 'en');

    await page.goto('/m/home');
    await logoutThroughSidebar(page);
    await submitLogin(page, username, PASSWORD);
    await expect(page.getByTestId('two-factor-step')).toContainText('Two-step verification');
    await shootBoth(page, 'en-code-step');
    await page.getByTestId('field-twoFactorCode').fill('123456');
    await page.getByTestId('two-factor-submit').click();
    await expect(page.getByTestId('error-twoFactorCode')).toHaveText(
      'Wrong or already used code. Type the current code of your authenticator app or a backup code.',
    );
    await page.setViewportSize(NARROW);
    await page.getByTestId('two-factor-toggle-backup').click();
    await page.getByTestId('field-twoFactorCode').fill(backupCodes[0] ?? '');
    await page.screenshot({ path: `${shots}/en-backup-step-320.png`, fullPage: true });
    await page.getByTestId('two-factor-submit').click();
    await expect(page).toHaveURL(/\/m\/home$/);

    await page.setViewportSize(PHONE);
    await page.goto('/m/twoFactor');
    await expect(page.getByTestId('two-factor-backup-left')).toHaveText('9 backup codes left');
    await shootBoth(page, 'en-on');
  });
});
