import { and, eq, sql } from 'drizzle-orm';
import type { PayoutAccount } from '@app/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { afterTime, timeKey, type TimePosition } from '../../db/time-position.js';
import { toPayoutAccount } from './payout-accounts.service.js';
import { payoutAccounts } from './payments.tables.js';
import * as payoutRepo from './payout-accounts.repository.js';
import { maskPixKey } from './pix-keys.js';

/*
 * What the payments module holds about a person, for the LGPD calls (modules/privacy): the deposits, withdrawals and
 * saved PIX keys that a copy of one's data lists, and the erasure of the saved keys when a closure is processed.
 * Deposits and withdrawals (the payer's CPF, the key paid to and its holder included) are payment records kept for
 * five years (privacy/retention-rules.ts). Keys leave this module masked, as the site shows them.
 */

export interface MemberKey {
  merchantId: number;
  memberId: number;
}
const after = (position: TimePosition | undefined) => afterTime(sql`created_at`, sql`id`, position);
const atKey = timeKey(sql`created_at`);
const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/** A page of the member's deposit orders, oldest first (on deposit_orders_member_idx). */
export async function depositPage(db: Db, key: MemberKey, position: TimePosition | undefined, limit: number) {
  const result =
    await db.execute(sql`select id, order_no, amount::text as amount, status, created_at, ${atKey} as at_key, paid_at, payer_cpf,
      return_reason, returned_at
    from deposit_orders where merchant_id = ${key.merchantId} and member_id = ${key.memberId} ${after(position)}
    order by created_at, id limit ${limit}`);
  type Row = {
    id: number;
    order_no: string;
    amount: string;
    status: string;
    created_at: Date | string;
    at_key: string;
    paid_at: Date | string | null;
    payer_cpf: string | null;
    return_reason: string | null;
    returned_at: Date | string | null;
  };
  return rowsOf<Row>(result).map((r) => ({
    ...r,
    id: Number(r.id),
    created_at: new Date(r.created_at),
    paid_at: asDate(r.paid_at),
    returned_at: asDate(r.returned_at),
  }));
}

/** A page of the member's withdrawals, oldest first (on withdrawals_member_idx), the key masked. */
export async function withdrawalPage(db: Db, key: MemberKey, position: TimePosition | undefined, limit: number) {
  const result = await db.execute(sql`select id, order_no, amount::text as amount, status, pix_key_type, pix_key, holder_name,
      reason, created_at, ${atKey} as at_key, updated_at
    from withdrawals where merchant_id = ${key.merchantId} and member_id = ${key.memberId} ${after(position)}
    order by created_at, id limit ${limit}`);
  type Row = {
    id: number;
    order_no: string;
    amount: string;
    status: string;
    pix_key_type: 'CPF' | 'EMAIL' | 'PHONE' | 'EVP';
    pix_key: string;
    holder_name: string;
    reason: string | null;
    created_at: Date | string;
    at_key: string;
    updated_at: Date | string;
  };
  return rowsOf<Row>(result).map(({ pix_key, ...r }) => ({
    ...r,
    id: Number(r.id),
    pix_key_masked: maskPixKey(r.pix_key_type, pix_key),
    created_at: new Date(r.created_at),
    updated_at: new Date(r.updated_at),
  }));
}

/** The member's saved payout keys, masked as the withdrawal page shows them. */
export async function payoutKeysOf(db: Db, key: MemberKey): Promise<PayoutAccount[]> {
  return (await payoutRepo.listByMember(db, key.merchantId, key.memberId)).map(toPayoutAccount);
}

/** Withdrawals still to be paid (pending or approved): a closure waits for them. */
export async function openWithdrawals(db: Db, key: MemberKey): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from withdrawals
    where merchant_id = ${key.merchantId} and member_id = ${key.memberId} and status in ('pending', 'approved')`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** The saved keys (and their holders' names and CPFs): a closed account pays out nothing more. */
export async function erasePayoutKeys(tx: Db, key: MemberKey): Promise<void> {
  await tx.delete(payoutAccounts).where(and(eq(payoutAccounts.merchantId, key.merchantId), eq(payoutAccounts.memberId, key.memberId)));
}
