import { formatMinor, type AccountRecord, type Page, type PayoutExpectation, type RecordType } from '@app/contract';
import { DAY_MS, dayStart } from '../../infra/merchant-day.js';
import type { TransferCode } from '../ledger/ledger-accounts.js';
import { currencyOf, type WalletDeps, type WalletOwner } from './wallet.service.js';

/** What the member reads for each ledger reason; codes absent here never touch cash or bonus. */
const typeByCode: Partial<Record<TransferCode, RecordType>> = {
  deposit: 'deposit',
  withdraw_hold: 'withdrawal',
  withdraw_release: 'withdrawal_refund',
  bet: 'bet',
  bet_refund: 'refund',
  win: 'win',
  bonus: 'bonus',
  rebate: 'rebate',
  commission: 'commission',
  play_grant: 'adjustment',
  adjustment: 'adjustment',
  manual_adjustment: 'adjustment',
};

function codesOf(type: RecordType): TransferCode[] {
  if (type === 'transfer_in' || type === 'transfer_out') return ['wallet_transfer'];
  return (Object.entries(typeByCode) as Array<[TransferCode, RecordType]>).filter(([, t]) => t === type).map(([code]) => code);
}

/** [startDate 00:00, endDate 24:00) of the merchant's days (infra/merchant-day.ts); either side may be open. */
export function dayRange(startDate?: string, endDate?: string): { from?: Date; to?: Date } {
  const from = startDate ? dayStart(startDate) : undefined;
  const to = endDate ? new Date(dayStart(endDate).getTime() + DAY_MS) : undefined;
  return { ...(from && { from }), ...(to && { to }) };
}

const pageOf = <T>(list: T[], total: number, pageNo: number, pageSize: number): Page<T> => ({
  list,
  pageNo,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
});

export interface RecordQuery {
  type?: RecordType;
  startDate?: string;
  endDate?: string;
  pageNo: number;
  pageSize: number;
}

/** When the member's waiting withdrawals (by order number) are expected to be paid (the payments module knows). */
export type WithdrawalExpectations = (merchantId: number, memberId: number, orderNos: string[]) => Promise<Map<string, PayoutExpectation>>;

/** Movements of the member's cash and bonus, newest first; withdrawals show as pending until paid out or released. */
export async function accountRecords(
  deps: WalletDeps & { withdrawalExpectations: WithdrawalExpectations },
  owner: WalletOwner,
  q: RecordQuery,
): Promise<Page<AccountRecord>> {
  const accountIds = await deps.ledger.memberAccountIds(owner.merchantId, owner.memberId, currencyOf(owner), ['cash', 'bonus']);
  if (accountIds.length === 0) return pageOf([], 0, q.pageNo, q.pageSize);
  const { rows, total } = await deps.ledger.listEntries({
    accountIds,
    ...(q.type && { codes: codesOf(q.type) }),
    ...(q.type === 'transfer_in' && { sign: 1 as const }),
    ...(q.type === 'transfer_out' && { sign: -1 as const }),
    ...dayRange(q.startDate, q.endDate),
    offset: (q.pageNo - 1) * q.pageSize,
    limit: q.pageSize,
  });
  // A withdrawal is pending until its hold is paid out or released; a bet is done unless refunded.
  const resolvable = rows.filter((r) => r.code === 'withdraw_hold' || r.code === 'bet').map((r) => r.transferId);
  const resolved = await deps.ledger.resolvedHolds(resolvable);
  const statusOf = (code: string, resolution: string | undefined): AccountRecord['status'] => {
    if (resolution?.endsWith('release') || resolution === 'bet_refund') return 'released';
    return code === 'withdraw_hold' && resolution === undefined ? 'pending' : 'done';
  };
  const waiting = rows.filter((r) => r.code === 'withdraw_hold' && !resolved.has(r.transferId) && r.reference);
  const expected = await deps.withdrawalExpectations(
    owner.merchantId,
    owner.memberId,
    waiting.map((r) => r.reference as string),
  );
  const list = rows.map((r): AccountRecord => {
    const amount = BigInt(r.amount);
    const payout = r.code === 'withdraw_hold' && r.reference ? expected.get(r.reference) : undefined;
    return {
      id: String(r.entryId),
      type:
        r.code === 'wallet_transfer'
          ? amount > 0n
            ? 'transfer_in'
            : 'transfer_out'
          : (typeByCode[r.code as TransferCode] ?? 'adjustment'),
      amount: formatMinor(amount),
      balanceAfter: formatMinor(BigInt(r.balanceAfter)),
      status: statusOf(r.code, resolved.get(r.transferId)),
      reference: r.reference,
      createdAt: r.createdAt.toISOString(),
      ...(payout && { expected: payout }),
    };
  });
  return pageOf(list, total, q.pageNo, q.pageSize);
}
