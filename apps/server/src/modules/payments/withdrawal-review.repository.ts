import type { WithdrawalRiskFlag } from '@app/contract';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { loginRecordsView } from '../auth/auth.views.js';
import { memberAccountsView } from '../ledger/ledger.views.js';
import { memberRecordsView } from '../members/members.views.js';
import { withdrawals } from './payments.tables.js';
import type { WithdrawalRow, WithdrawalStatusValue } from './withdrawals.repository.js';
import { depositWithoutPlaySql } from './withdrawal-risk.repository.js';

export interface ReviewFilter {
  merchantId: number;
  id?: number | undefined;
  status?: WithdrawalStatusValue | undefined;
  memberId?: number | undefined;
  minAmount?: bigint | undefined;
  maxAmount?: bigint | undefined;
  flaggedOnly: boolean;
  /** Logins since then count for shared devices (30 days before now). */
  loginsSince: Date;
  offset: number;
  limit: number;
}

type FlagRow = { id: number; deposit_without_play: boolean; shared_device: boolean; shared_payout_key: boolean; total: number };

function baseWhere(f: ReviewFilter): SQL {
  const conditions = [
    sql`w.merchant_id = ${f.merchantId}`,
    f.id === undefined ? undefined : sql`w.id = ${f.id}`,
    f.status ? sql`w.status = ${f.status}` : undefined,
    f.memberId === undefined ? undefined : sql`w.member_id = ${f.memberId}`,
    f.minAmount === undefined ? undefined : sql`w.amount >= ${f.minAmount.toString()}::bigint`,
    f.maxAmount === undefined ? undefined : sql`w.amount <= ${f.maxAmount.toString()}::bigint`,
  ].filter((c): c is SQL => c !== undefined);
  return sql.join(conditions, sql` and `);
}

/**
 * One page of withdrawals with their risk flags, and how many match. The flags are computed in the statement, so
 * `flaggedOnly` filters before paging. The logins of the window and the payout keys' owners are each read once
 * (hash joins), not once per withdrawal: neither table has an index on the address, device or key.
 */
export async function flaggedPage(
  db: Db,
  f: ReviewFilter,
): Promise<{ page: Array<{ id: number; flags: WithdrawalRiskFlag[] }>; total: number }> {
  const m = f.merchantId;
  const result = await db.execute(sql`
    with base as (
      select w.id, w.member_id, w.pix_key, w.amount, w.created_at from withdrawals w where ${baseWhere(f)}
    ),
    recent as (
      select l.member_id, l.ip, l.device_id from ${loginRecordsView(m)} l where l.created_at >= ${f.loginsSince}
    ),
    mine as (
      select distinct r.member_id, r.ip, r.device_id from recent r where r.member_id in (select member_id from base)
    ),
    shared_device as (
      select mi.member_id from mine mi join recent o on o.ip = mi.ip and o.member_id <> mi.member_id
      union
      select mi.member_id from mine mi join recent o on o.device_id = mi.device_id and o.member_id <> mi.member_id
    ),
    key_owners as (
      select pa.pix_key, pa.member_id from payout_accounts pa
      where pa.merchant_id = ${m} and pa.pix_key in (select pix_key from base)
      union
      select wk.pix_key, wk.member_id from withdrawals wk
      where wk.merchant_id = ${m} and wk.pix_key in (select pix_key from base)
    ),
    shared_key as (select pix_key from key_owners group by pix_key having count(distinct member_id) > 1),
    flagged as (
      select b.id, b.created_at,
        ${depositWithoutPlaySql(m, 'b')} as deposit_without_play,
        b.member_id in (select member_id from shared_device) as shared_device,
        b.pix_key in (select pix_key from shared_key) as shared_payout_key
      from base b
    )
    select id, deposit_without_play, shared_device, shared_payout_key, (count(*) over ())::int as total from flagged
    where ${f.flaggedOnly ? sql`deposit_without_play or shared_device or shared_payout_key` : sql`true`}
    order by created_at desc, id desc
    offset ${f.offset} limit ${f.limit}`);
  const rows = rowsOf<FlagRow>(result);
  const page = rows.map((r) => ({
    id: Number(r.id),
    flags: (['deposit_without_play', 'shared_device', 'shared_payout_key'] as const).filter((flag) => r[flag]),
  }));
  // A page past the end has no row to carry the count.
  const total = rows[0] ? Number(rows[0].total) : f.offset > 0 ? (await flaggedPage(db, { ...f, offset: 0, limit: 1 })).total : 0;
  return { page, total };
}

export async function findByIds(db: Db, ids: number[]): Promise<WithdrawalRow[]> {
  if (!ids.length) return [];
  return db.select().from(withdrawals).where(inArray(withdrawals.id, ids));
}

export interface MemberIdentity {
  id: number;
  username: string;
  nickname: string | null;
  payeeName: string | null;
  cpf: string | null;
  registeredAt: Date;
}

const idList = (ids: number[]) =>
  sql.join(
    [...new Set(ids)].map((id) => sql`${id}`),
    sql`, `,
  );

/** Who the members are (username, names, CPF), read through the members module's view. */
export async function memberIdentities(db: Db, merchantId: number, memberIds: number[]): Promise<Map<number, MemberIdentity>> {
  if (!memberIds.length) return new Map();
  const result = await db.execute(
    sql`select m.id, m.username, m.nickname, m.payee_name, m.id_number, m.created_at
      from ${memberRecordsView(merchantId)} m where m.id in (${idList(memberIds)})`,
  );
  type Row = {
    id: number;
    username: string;
    nickname: string | null;
    payee_name: string | null;
    id_number: string | null;
    created_at: string;
  };
  return new Map(
    rowsOf<Row>(result).map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        username: r.username,
        nickname: r.nickname,
        payeeName: r.payee_name,
        cpf: r.id_number,
        registeredAt: new Date(r.created_at),
      },
    ]),
  );
}

/** The members' cash balances in reais (a member without a cash account has 0). */
export async function cashBalances(db: Db, merchantId: number, memberIds: number[]): Promise<Map<number, bigint>> {
  if (!memberIds.length) return new Map();
  const result = await db.execute(
    sql`select a.member_id, a.balance::text as balance from ${memberAccountsView(merchantId)} a
      where a.member_id in (${idList(memberIds)}) and a.code = 'cash' and a.currency = 'BRL'`,
  );
  return new Map(rowsOf<{ member_id: number; balance: string }>(result).map((r) => [Number(r.member_id), BigInt(r.balance)]));
}
