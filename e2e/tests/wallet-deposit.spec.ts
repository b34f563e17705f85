import { registerMember, uniqueCpf, uniqueMobile } from '../support/accounts.js';
import { expect, test } from '../support/fixtures.js';
import { createPixDeposit, depositTxid, payInSandbox } from '../support/wallet.js';

const FREE_REJECT = 'Indisponível para contas de teste. Cadastre-se para usar este recurso.';

test.describe('deposit by PIX (issue 4)', () => {
  test('R$ 50 preset: QR and copy code, paid in the sandbox, status and header balance update without reload', async ({
    page,
    server,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await registerMember(page, { username: `dep_${Date.now().toString(36)}`, cpf: uniqueCpf(), mobile: uniqueMobile() });
    await expect(page.getByTestId('header-balance-amount')).toHaveText('R$ 0,00');

    const orderNo = await createPixDeposit(page, '50.00');
    await expect(page.getByTestId('pix-amount')).toHaveText('R$ 50,00');
    await expect(page.getByTestId('pix-status')).toHaveText('Aguardando pagamento');
    await expect(page.getByTestId('pix-countdown')).toHaveText(/^Expira em \d\d:\d\d$/);
    const code = await page.getByTestId('pix-code').inputValue();
    expect(code).toMatch(/^000201/);
    await page.getByTestId('pix-copy').click();
    await expect(page.getByTestId('toast')).toHaveText('Código copiado');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    await payInSandbox(server, await depositTxid(server, orderNo));
    await expect(page.getByTestId('pix-status')).toHaveText('Pago');
    await expect(page.getByTestId('deposit-paid')).toBeVisible();
    await expect(page.getByTestId('deposit-balance')).toHaveText('R$ 50,00');
    // Back home through the app (no reload): the header shows the new balance.
    await page.getByTestId('footer-item-home').click();
    await expect(page.getByTestId('header-balance-amount')).toHaveText('R$ 50,00');
  });

  test('bad amounts show their messages and nothing is sent', async ({ page }) => {
    await registerMember(page, { username: `bad_${Date.now().toString(36)}`, cpf: uniqueCpf(), mobile: uniqueMobile() });
    await page.goto('/m/voucherCenter');
    const posted: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/wps/payments/deposit')) posted.push(r.url());
    });
    const max = (await page.getByTestId('hint-amount').textContent()) ?? '';
    const cases: [string, RegExp][] = [
      ['-10', /^O valor não pode ser negativo\.$/],
      ['0', /^O valor deve ser maior que zero\.$/],
      ['1.234', /^Use no máximo duas casas decimais\.$/],
      ['99999999', /^O valor máximo é R\$ [\d.]+,\d\d\.$/],
    ];
    for (const [amount, text] of cases) {
      await page.getByTestId('field-amount').fill(amount);
      await page.getByTestId('deposit-submit').click();
      await expect(page.getByTestId('error-amount')).toHaveText(text);
    }
    expect(max).toContain('Máximo R$');
    expect(posted).toHaveLength(0);
  });

  test('a trial account opening /m/voucherCenter gets free_reject', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByTestId('trial-play').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/voucherCenter');
    await expect(page.getByTestId('toast')).toHaveText(FREE_REJECT);
    await expect(page).not.toHaveURL(/voucherCenter/);
    await expect(page.getByTestId('screen-voucherCenter')).toHaveCount(0);
  });
});
