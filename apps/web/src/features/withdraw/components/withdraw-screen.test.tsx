import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { API, type MemberWithdrawal, type PayoutAccount } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { useUiStore } from '../../../lib/ui/ui-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { walletValue, withdrawInfo } from '../../../test/wallet-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const change = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const account: PayoutAccount = {
  id: 7,
  pixKeyType: 'CPF',
  pixKeyMasked: '529.***.***-25',
  holderName: 'Ana Silva',
  createdAt: '2026-11-22T10:00:00Z',
};

function withdrawal(status: MemberWithdrawal['status'], expected: MemberWithdrawal['expected'] = null): MemberWithdrawal {
  return {
    orderNo: 'W1',
    amount: '20.00',
    status,
    pixKeyMasked: account.pixKeyMasked,
    reason: null,
    createdAt: '2026-11-22T10:00:00Z',
    updatedAt: '2026-11-22T10:00:00Z',
    expected,
  };
}

describe('withdraw screen', () => {
  it('adds a payout account, refuses bad amounts, withdraws and lists it as pending', async () => {
    const accounts: PayoutAccount[] = [];
    const list: MemberWithdrawal[] = [];
    const { calls } = fakeApi({
      [API.withdrawInfo]: () => ({ value: withdrawInfo({ accounts: [...accounts], needsPaymentPassword: true }) }),
      [API.payoutAccounts]: () => {
        accounts.push(account);
        return { value: account };
      },
      [API.withdraw]: () => {
        list.push(withdrawal('pending'));
        return { value: withdrawal('pending') };
      },
      [API.withdrawals]: () => ({ value: [...list] }),
      [API.wallet]: () => ({ value: walletValue('100.00') }),
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/withdraw');
    expect((await screen.findByTestId('withdrawable')).textContent).toBe('R$ 100,00');
    expect(screen.getByTestId('withdrawal-list').textContent).toContain('Nenhum saque ainda.');

    fireEvent.click(screen.getByTestId('payout-add'));
    change('field-pixKey', '52998224725');
    change('field-holderName', 'Ana Silva');
    change('field-holderCpf', '123');
    fireEvent.click(screen.getByTestId('payout-save'));
    expect(screen.getByTestId('error-holderCpf').textContent).toBe('CPF inválido.');
    change('field-holderCpf', '529.982.247-25');
    fireEvent.click(screen.getByTestId('payout-save'));
    expect(await screen.findByTestId('payout-account-7')).toBeTruthy();
    expect(calls.find((c) => c.path === API.payoutAccounts)?.body).toEqual({
      pixKeyType: 'CPF',
      pixKey: '52998224725',
      holderName: 'Ana Silva',
      holderCpf: '52998224725',
    });

    change('field-amount', '100,01');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(screen.getByTestId('error-amount').textContent).toBe('Acima do saldo disponível (R$ 100,00).');
    expect(screen.getByTestId('error-paymentPassword').textContent).toBe('A senha de pagamento tem 6 dígitos.');
    change('field-amount', '20');
    change('field-paymentPassword', '123456');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    const row = await screen.findByTestId('withdrawal-W1');
    expect(within(row).getByTestId('withdrawal-status').textContent).toBe('Em análise');
    const body = calls.find((c) => c.path === API.withdraw)?.body as Record<string, string | number>;
    expect(body).toMatchObject({ accountId: 7, amount: '20.00', paymentPassword: '123456' });
    expect(String(body.requestId)).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('translates every withdrawal state', async () => {
    const states: MemberWithdrawal['status'][] = ['pending', 'approved', 'paid', 'rejected', 'failed'];
    fakeApi({
      [API.withdrawInfo]: () => ({ value: withdrawInfo() }),
      [API.withdrawals]: () => ({
        value: { list: states.map((s, i) => ({ ...withdrawal(s), orderNo: `W${i}` })), pageNo: 1, pageSize: 20, total: 5, totalPages: 1 },
      }),
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/withdraw');
    await screen.findByTestId('withdrawal-W4');
    const texts = states.map((_, i) => within(screen.getByTestId(`withdrawal-W${i}`)).getByTestId('withdrawal-status').textContent);
    expect(texts).toEqual(['Em análise', 'Aprovado', 'Pago', 'Recusado', 'Falhou']);
  });

  it('says when a waiting withdrawal should be paid, and sends a late one to support', async () => {
    const expectedBy = new Date(2026, 10, 22, 14, 5).toISOString();
    fakeApi({
      [API.withdrawInfo]: () => ({ value: withdrawInfo() }),
      [API.withdrawals]: () => ({
        value: [
          { ...withdrawal('pending', { expectedBy, overdue: false }), orderNo: 'W1' },
          { ...withdrawal('approved', { expectedBy, overdue: true }), orderNo: 'W2' },
          { ...withdrawal('paid'), orderNo: 'W3' },
        ],
      }),
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/withdraw');
    const waiting = await screen.findByTestId('withdrawal-W1');
    expect(within(waiting).getByTestId('payout-expected').textContent).toBe('Previsão de pagamento: 22/11 14:05');
    const late = within(screen.getByTestId('withdrawal-W2')).getByTestId('payout-expected');
    expect(late.textContent).toBe('Atrasado — fale com o suporte');
    expect(within(screen.getByTestId('withdrawal-W3')).queryByTestId('payout-expected')).toBeNull();
    fireEvent.click(within(late).getByRole('button', { name: 'fale com o suporte' }));
    expect(useUiStore.getState().panels.serviceModal).toBe(true);
  });
});
