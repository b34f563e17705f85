import type { DepositChannel, DepositOrder, WithdrawInfo } from '@app/contract';

/** Answers of the money calls for screen tests, each overridable. */
export function walletValue(sumBalance = '0.00') {
  return {
    currency: 'BRL',
    sumBalance,
    cash: sumBalance,
    bonus: '0.00',
    withdrawable: sumBalance,
    withdrawHold: '0.00',
    inPlay: '0.00',
    wallets: [],
  };
}

export function pixChannel(over: Partial<DepositChannel> = {}): DepositChannel {
  return {
    id: 1,
    name: 'PIX',
    method: 'PIX',
    minAmount: '10.00',
    maxAmount: '5000.00',
    dailyMax: '20000.00',
    dailyRemaining: '20000.00',
    presets: ['20.00', '50.00', '100.00'],
    ...over,
  };
}

export function depositOrder(over: Partial<DepositOrder> = {}): DepositOrder {
  return {
    orderNo: 'D123',
    amount: '50.00',
    status: 'pending',
    brCode: '00020126580014br.gov.bcb.pix0136pix-code-123',
    qrImage: 'data:image/svg+xml;base64,PHN2Zy8+',
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    paidAt: null,
    returnReason: null,
    ...over,
  };
}

export function withdrawInfo(over: Partial<WithdrawInfo> = {}): WithdrawInfo {
  return {
    currency: 'BRL',
    withdrawable: '100.00',
    minAmount: '10.00',
    maxAmount: '5000.00',
    dailyMax: '10000.00',
    dailyRemaining: '10000.00',
    needsPaymentPassword: false,
    accounts: [],
    ...over,
  };
}
