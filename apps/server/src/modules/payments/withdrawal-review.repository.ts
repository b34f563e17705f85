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
  /** Creation time, both bounds included. */
  from?: Date | undefined;
  to?: Date | undefined;
  flaggedOnly: boolean;
  /** Only withdrawals still pending or approved that were requested before this (late payouts). */
  lateBefore?: Date | undefined;
  /** Logins since then count for shared devices (30 days before now). */
  loginsSince: Date;
  offset: number;
  limit: number;
}

type FlagRow = { id: number; deposit_without_play: boolean; shared_device: boolean; shared_payout_key: boolean; total?: number };

function baseWhere(f: ReviewFilter): SQL {
  const conditions = [
    sql`w.merchant_id = ${f.merchantId}`,
    f.id === undefined ? undefined : sql`w.id = ${f.id}`,
    f.status ? sql`w.status = ${f.status}` : undefined,
    f.memberId === undefined ? undefined : sql`w.member_id = ${f.memberId}`,
    f.minAmount === undefined ? undefined : sql`w.amount >= ${f.minAmount.toString()}::bigint`,
    f.maxAmount === undefined ? undefined : sql`w.amount <= ${f.maxAmount.toString()}::bigint`,
    f.from ? sql`w.created_at >= ${f.from}` : undefined,
    f.to ? sql`w.created_at <= ${f.to}` : undefined,
    f.lateBefore ? sql`w.status in ('pending', 'approved') and w.created_at < ${f.lateBefore}` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return sql.join(conditions, sql` and `);
}

/**
 * Each withdrawal's risk flags, computed per row through indexes (migration 0028): logins of the member since the
 * window's start joined to other members' logins from the same address or device; other holders of its PIX key.
 */
function flagColumns(m: number, since: Date): SQL {
  const logins = loginRecordsView(m);
  const sharedBy = (column: 'ip' | 'device_id') => sql`exists (
      select 1 from ${logins} mine join ${logins} o on o.${sql.raw(column)} = mine.${sql.raw(column)}
        and o.created_at >= ${since} and o.member_id <> mine.member_id
      where mine.member_id = b.member_id and mine.created_at >= ${since})`;
  return sql`${depositWithoutPlaySql(m, 'b')} as deposit_without_play,
    (${sharedBy('ip')} or ${sharedBy('device_id')}) as shared_device,
    (exists (select 1 from payout_accounts pa where pa.merchant_id = ${m} and pa.pix_key = b.pix_key and pa.member_id <> b.member_id)
      or exists (select 1 from withdrawals wk where wk.merchant_id = ${m} and wk.pix_key = b.pix_key and wk.member_id <> b.member_id))
      as shared_payout_key`;
}

const toPage = (rows: FlagRow[]) =>
  rows.map((r) => ({
    id: Number(r.id),
    flags: (['deposit_without_play', 'shared_device', 'shared_payout_key'] as const).filter((flag) => r[flag]),
  }));

/**
 * One page of withdrawals with their risk flags, and how many match. Unfiltered by flags, the page is cut first
 * (newest first, through the status or creation index) and only its rows get flags; `flaggedOnly` must flag every
 * match before paging, so it is as fast as the filters before it are narrow (the pending queue: a few thousand).
 */
export async function flaggedPage(
  db: Db,
  f: ReviewFilter,
): Promise<{ page: Array<{ id: number; flags: WithdrawalRiskFlag[] }>; total: number }> {
  const order = sql`order by created_at desc, id desc`;
  const window = sql`offset ${f.offset} limit ${f.limit}`;
  if (!f.flaggedOnly) {
    const [paged, counted] = await Promise.all([
      db.execute(sql`
        with b as (select w.id, w.member_id, w.pix_key, w.created_at from withdrawals w where ${baseWhere(f)} ${order} ${window})
        select b.id, ${flagColumns(f.merchantId, f.loginsSince)} from b ${order}`),
      db.execute(sql`select count(*)::int as total from withdrawals w where ${baseWhere(f)}`),
    ]);
    return { page: toPage(rowsOf<FlagRow>(paged)), total: Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0) };
  }
  const result = await db.execute(sql`
    with b as (select w.id, w.member_id, w.pix_key, w.created_at from withdrawals w where ${baseWhere(f)}),
    flagged as (select b.id, b.created_at, ${flagColumns(f.merchantId, f.loginsSince)} from b)
    select id, deposit_without_play, shared_device, shared_payout_key, (count(*) over ())::int as total from flagged
    where deposit_without_play or shared_device or shared_payout_key
    ${order} ${window}`);
  const rows = rowsOf<FlagRow>(result);
  // A page past the end has no row to carry the count.
  const total = rows[0] ? Number(rows[0].total) : f.offset > 0 ? (await flaggedPage(db, { ...f, offset: 0, limit: 1 })).total : 0;
  return { page: toPage(rows), total };
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
