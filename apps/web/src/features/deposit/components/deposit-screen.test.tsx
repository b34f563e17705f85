import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, type DepositOrder } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { depositOrder, pixChannel, walletValue } from '../../../test/wallet-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const orderPath = API.depositOrder.replace(':orderNo', 'D123');
const type = (value: string) => fireEvent.change(screen.getByTestId('field-amount'), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('deposit-submit'));

function setup(order: () => DepositOrder, balance: () => string = () => '0.00') {
  const api = fakeApi({
    [API.depositChannels]: () => ({ value: [pixChannel({ dailyRemaining: '300.00' })] }),
    [API.deposit]: () => ({ value: depositOrder() }),
    [orderPath]: () => ({ value: order() }),
    [API.wallet]: () => ({ value: walletValue(balance()) }),
  });
  useSessionStore.getState().setSession(sessionValue('ana_1'));
  renderApp('/m/voucherCenter');
  return api;
}

describe('deposit screen', () => {
  it('shows the contract and limit messages for bad amounts, without calling', async () => {
    const { calls } = setup(() => depositOrder());
    await screen.findByTestId('deposit-form');
    expect(screen.getByTestId('hint-amount').textContent).toContain('Mínimo R$ 10,00');
    const cases: [string, string][] = [
      ['-5', 'O valor não pode ser negativo.'],
      ['0', 'O valor deve ser maior que zero.'],
      ['1.234', 'Use no máximo duas casas decimais.'],
      ['abc', 'Digite um valor válido, por exemplo 50 ou 50,25.'],
      ['5', 'O valor mínimo é R$ 10,00.'],
      ['5000,01', 'O valor máximo é R$ 5.000,00.'],
      ['300,01', 'Acima do limite diário restante (R$ 300,00).'],
    ];
    for (const [amount, text] of cases) {
      type(amount);
      submit();
      expect(screen.getByTestId('error-amount').textContent).toBe(text);
    }
    expect(calls.filter((c) => c.path === API.deposit)).toHaveLength(0);
  });

  it('creates a PIX charge from a preset, copies the code, polls until paid and refreshes the balance', async () => {
    let status: DepositOrder['status'] = 'pending';
    let balance = '0.00';
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { calls } = setup(
      () => depositOrder({ status }),
      () => balance,
    );
    fireEvent.click(await screen.findByTestId('deposit-preset-50.00'));
    expect((screen.getByTestId('field-amount') as HTMLInputElement).value).toBe('50');
    submit();
    expect(await screen.findByTestId('pix-qr')).toBeTruthy();
    const body = calls.find((c) => c.path === API.deposit)?.body as { channelId: number; amount: string; requestId: string };
    expect(body.channelId).toBe(1);
    expect(body.amount).toBe('50.00');
    expect(body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect((screen.getByTestId('pix-code') as HTMLTextAreaElement).value).toContain('br.gov.bcb.pix');
    expect(screen.getByTestId('pix-status').textContent).toBe('Aguardando pagamento');
    expect(screen.getByTestId('pix-countdown').textContent).toMatch(/^Expira em 1[45]:\d\d$/);

    fireEvent.click(screen.getByTestId('pix-copy'));
    expect(writeText).toHaveBeenCalledWith(depositOrder().brCode);
    expect((await screen.findByTestId('toast')).textContent).toBe('Código copiado');

    const walletCallsBefore = calls.filter((c) => c.path === API.wallet).length;
    status = 'paid';
    balance = '50.00';
    expect(await screen.findByTestId('deposit-paid', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByTestId('pix-status').textContent).toBe('Pago');
    await waitFor(() => expect(screen.getByTestId('deposit-balance').textContent).toBe('R$ 50,00'));
    expect(calls.filter((c) => c.path === API.wallet).length).toBeGreaterThan(walletCallsBefore);
  });

  it('shows the expired state and starts over with "new deposit"', async () => {
    fakeApi({
      [API.depositChannels]: () => ({ value: [pixChannel()] }),
      [API.deposit]: () => ({ value: depositOrder({ expiresAt: new Date(Date.now() - 1000).toISOString() }) }),
      [orderPath]: () => ({ value: depositOrder({ status: 'expired' }) }),
      [API.wallet]: () => ({ value: walletValue() }),
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/voucherCenter');
    await screen.findByTestId('deposit-form');
    type('20');
    submit();
    expect(await screen.findByTestId('deposit-expired')).toBeTruthy();
    expect(screen.getByTestId('pix-status').textContent).toBe('Expirado');
    fireEvent.click(screen.getByTestId('deposit-new'));
    expect(await screen.findByTestId('deposit-form')).toBeTruthy();
  });

  it('shows a deposit returned to its payer, why, and that only own-account money is credited', async () => {
    const returned = depositOrder({ status: 'returned', returnReason: 'payer_cpf_mismatch', paidAt: new Date().toISOString() });
    fakeApi({
      [API.depositChannels]: () => ({ value: [pixChannel()] }),
      [API.deposit]: () => ({ value: returned }),
      [orderPath]: () => ({ value: returned }),
      [API.wallet]: () => ({ value: walletValue() }),
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/voucherCenter');
    await screen.findByTestId('deposit-form');
    type('50');
    submit();
    const box = await screen.findByTestId('deposit-returned');
    expect(screen.getByTestId('pix-status').textContent).toBe('Devolvido');
    expect(box.textContent).toContain('Ele foi pago de uma conta de outro CPF.');
    expect(box.textContent).toContain('O valor foi devolvido à conta que pagou.');
    expect(screen.queryByTestId('deposit-paid')).toBeNull();
  });

  it('retries a failed submission with the same requestId', async () => {
    let fail = true;
    const api = fakeApi({
      [API.depositChannels]: () => ({ value: [pixChannel()] }),
      [API.deposit]: () => (fail ? { errorCode: 'payment.provider.failed', status: 502 } : { value: depositOrder() }),
      [orderPath]: () => ({ value: depositOrder() }),
      [API.wallet]: () => ({ value: walletValue() }),
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/voucherCenter');
    await screen.findByTestId('deposit-form');
    type('50');
    submit();
    await screen.findByTestId('toast');
    await waitFor(() => expect((screen.getByTestId('deposit-submit') as HTMLButtonElement).disabled).toBe(false));
    fail = false;
    submit();
    await screen.findByTestId('pix-charge');
    const ids = api.calls.filter((c) => c.path === API.deposit).map((c) => (c.body as { requestId: string }).requestId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('under BR leads a member whose identity is not verified to the identity page, also after a refused deposit', async () => {
    let verified = true;
    fakeApi({
      [API.depositChannels]: () => ({ value: [pixChannel()] }),
      [API.deposit]: () => ({ errorCode: 'identity.unverified', message: 'Verifique sua identidade para depositar e jogar.', status: 403 }),
      [API.wallet]: () => ({ value: walletValue('0.00') }),
      [API.protection]: () => ({ value: { identity: { required: true, verified } } }),
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/voucherCenter');
    fireEvent.click(await screen.findByTestId('deposit-preset-50.00'));
    verified = false;
    submit();
    const notice = await screen.findByTestId('deposit-identity');
    expect(notice.textContent).toContain('Verifique sua identidade para depositar e jogar.');
    expect(screen.getByTestId('deposit-identity-link').getAttribute('href')).toBe('/m/verifyIdentity');
    expect(screen.getByTestId('deposit-identity-link').textContent).toBe('Verificar identidade');
    expect(screen.queryByTestId('deposit-form')).toBeNull();
  });
});
