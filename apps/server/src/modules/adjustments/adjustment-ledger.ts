import type { Db } from '../../db/client.js';
import { CURRENCIES, houseAccount, memberAccount } from '../ledger/ledger-accounts.js';
import type { AdjustmentsDeps } from './adjustments.deps.js';
import * as repo from './adjustments.repository.js';

const HOUSE = houseAccount('house.adjustments');

/** Creates the member's cash account and the house side before a transaction posts between them. */
export const prepareAdjustmentAccounts = (deps: AdjustmentsDeps, merchantId: number, memberId: number) =>
  deps.ledger.prepareAccounts(merchantId, CURRENCIES.real, [memberAccount(memberId, 'cash'), HOUSE]);

/**
 * Posts the adjustment's one transfer inside the caller's transaction (the one that marked it applied). Its key is
 * the adjustment's id: whatever runs twice, the ledger holds one transfer per adjustment. A debit above the cash
 * balance is refused by the ledger (insufficient funds) and the whole transaction with it.
 */
export async function postAdjustment(deps: AdjustmentsDeps, tx: Db, row: repo.AdjustmentRow): Promise<repo.AdjustmentRow> {
  const cash = memberAccount(row.memberId, 'cash');
  const posted = await deps.ledger.transfer(
    {
      merchantId: row.merchantId,
      currency: CURRENCIES.real,
      debit: row.direction === 'credit' ? HOUSE : cash,
      credit: row.direction === 'credit' ? cash : HOUSE,
      amount: row.amount,
      code: 'manual_adjustment',
      idempotencyKey: `adjustment:${row.id}`,
      reference: `adjustment:${row.id}`,
      metadata: { adjustmentId: row.id, reasonCode: row.reasonCode },
    },
    tx,
  );
  return repo.setTransfer(tx, row.id, posted.transferId);
}
