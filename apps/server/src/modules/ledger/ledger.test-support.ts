import { memberAccount, houseAccount, CURRENCIES } from './ledger-accounts.js';
import type { Ledger } from './ledger.service.js';

/** Gives a member cash as a deposit would, for tests that need a starting balance. */
export function fundMember(
  ledger: Ledger,
  merchantId: number,
  memberId: number,
  amount: bigint,
  key = `fund:${memberId}:${amount}:${Math.random()}`,
) {
  return ledger.transfer({
    merchantId,
    currency: CURRENCIES.real,
    debit: houseAccount('psp.clearing'),
    credit: memberAccount(memberId, 'cash'),
    amount,
    code: 'deposit',
    idempotencyKey: key,
  });
}
