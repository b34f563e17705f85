import { addMerchantDays, API, merchantDayStart, type OperatorRole, type Report } from '@app/contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.js';
import { operatorHeaders, type TestApp } from '../../test/test-app.js';
import { houseAccount, memberAccount } from '../ledger/ledger-accounts.js';

/*
 * What the reports' tests build and what they compare against: the sums of a range computed straight from the
 * ledger's transfers, the rounds and the members, with none of the reports' own SQL.
 */

export const reportUrl = (from: string, to: string, groupBy = 'day', path: string = API.operatorReports) =>
  `${path}?from=${from}&to=${to}&groupBy=${groupBy}`;

export async function readReport(
  t: TestApp,
  from: string,
  to: string,
  groupBy = 'day',
  headers = operatorHeaders,
  paging?: { page: number; limit: number },
): Promise<Report> {
  const url = reportUrl(from, to, groupBy) + (paging ? `&page=${paging.page}&limit=${paging.limit}` : '');
  const res = await t.app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 200) throw new Error(`report: ${res.statusCode} ${res.body}`);
  return res.json().value as Report;
}

export async function keyOf(t: TestApp, role: OperatorRole) {
  const created = await t.app.inject({
    method: 'POST',
    url: API.operatorApiKeys,
    headers: operatorHeaders,
    payload: { name: `reports ${role}`, role },
  });
  return { authorization: `Bearer ${created.json().value.secret as string}` };
}

const money = (minor: string | number | bigint) => {
  const v = BigInt(minor);
  const abs = v < 0n ? -v : v;
  return `${v < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

/** The range's totals from the records: what a report of the same days must say. */
export async function ledgerTotals(t: TestApp, merchantId: number, from: string, to: string) {
  const start = merchantDayStart(from);
  const end = merchantDayStart(addMerchantDays(to, 1));
  const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query))[0]!;
  const play = await one<{ n: string; stake: string; win: string }>(sql`
    select count(*)::text as n, coalesce(sum(stake), 0)::text as stake, coalesce(sum(win), 0)::text as win from game_rounds
    where merchant_id = ${merchantId} and currency = 'BRL' and status = 'completed' and created_at >= ${start} and created_at < ${end}`);
  // Distinct members with a settled stake, day by day, added up.
  const active = await one<{ n: string }>(sql`
    select count(*)::text as n from (select distinct member_id, ((created_at at time zone 'UTC') - interval '3 hours')::date as day
      from game_rounds where merchant_id = ${merchantId} and currency = 'BRL' and status = 'completed' and stake > 0
        and created_at >= ${start} and created_at < ${end}) d`);
  const flows = await one<Record<string, string>>(sql`
    select count(*) filter (where t.code = 'deposit' and c.owner_id <> 0)::text as deposits_n,
      coalesce(sum(t.amount) filter (where t.code = 'deposit' and c.owner_id <> 0), 0)::text as deposits,
      count(*) filter (where t.code = 'withdraw_settle' and d.owner_id <> 0)::text as withdrawals_n,
      coalesce(sum(t.amount) filter (where t.code = 'withdraw_settle' and d.owner_id <> 0), 0)::text as withdrawals,
      coalesce(sum(case when d.code = 'house.bonus' and c.owner_id <> 0 then t.amount
        when c.code = 'house.bonus' and d.owner_id <> 0 then -t.amount else 0 end) filter (where t.code in ('bonus', 'rebate')), 0)::text as bonus
    from ledger_transfers t join ledger_accounts d on d.id = t.debit_account_id join ledger_accounts c on c.id = t.credit_account_id
    where t.merchant_id = ${merchantId} and t.currency = 'BRL' and t.created_at >= ${start} and t.created_at < ${end}`);
  // Each member's first deposit ever, counted when it falls in the range.
  const firsts = await one<{ n: string; amount: string }>(sql`
    select count(*)::text as n, coalesce(sum(f.amount), 0)::text as amount from (
      select distinct on (c.owner_id) t.amount, t.created_at from ledger_transfers t join ledger_accounts c on c.id = t.credit_account_id
      where t.merchant_id = ${merchantId} and t.currency = 'BRL' and t.code = 'deposit' and c.owner_id <> 0 order by c.owner_id, t.id) f
    where f.created_at >= ${start} and f.created_at < ${end}`);
  const registrations = await one<{ n: string }>(sql`
    select count(*)::text as n from members where merchant_id = ${merchantId} and type <> 4 and created_at >= ${start} and created_at < ${end}`);
  const ggr = BigInt(play.stake) - BigInt(play.win);
  return {
    rounds: Number(play.n),
    bets: money(play.stake),
    wins: money(play.win),
    ggr: money(ggr),
    bonusCost: money(flows.bonus!),
    ngr: money(ggr - BigInt(flows.bonus!)),
    deposits: { count: Number(flows.deposits_n), amount: money(flows.deposits!) },
    withdrawals: { count: Number(flows.withdrawals_n), amount: money(flows.withdrawals!) },
    firstDeposits: { count: Number(firsts.n), amount: money(firsts.amount) },
    registrations: Number(registrations.n),
    activePlayers: Number(active.n),
  };
}

/** A completed real-money round as the moves record it, inserted with its start time (a past day's round). */
export async function pastRound(
  t: TestApp,
  r: { merchantId: number; memberId: number; at: Date; game: string; stake: number; win: number; id: string },
) {
  await t.database.db.execute(sql`
    insert into game_rounds (merchant_id, member_id, vendor, round_id, game_code, currency, status, stake, win, created_at, settled_at)
    values (${r.merchantId}, ${r.memberId}, 'TESTV', ${r.id}, ${r.game}, 'BRL', 'completed', ${r.stake}, ${r.win}, ${r.at}, ${r.at})`);
}

/**
 * A past day's transfer. The ledger stamps a transfer with the database's clock, so a transfer of another day is
 * written as the row the ledger would have written (the reports read transfers, not balances).
 */
export async function pastTransfer(
  t: TestApp,
  x: { merchantId: number; code: string; debit: number; credit: number; amount: number; at: Date; key: string },
) {
  await t.database.db.execute(sql`
    insert into ledger_transfers (merchant_id, currency, debit_account_id, credit_account_id, amount, code, idempotency_key, request_hash, created_at)
    values (${x.merchantId}, 'BRL', ${x.debit}, ${x.credit}, ${x.amount}, ${x.code}, ${x.key}, 'test', ${x.at})`);
}

/** The ids of a member's cash and of the house accounts the fixtures post against. */
export async function accountIds(t: TestApp, merchantId: number, memberId: number) {
  const [cash, bonus, clearing, houseBonus] = await t.app.ledger.accountIdsOf(merchantId, 'BRL', [
    memberAccount(memberId, 'cash'),
    memberAccount(memberId, 'bonus'),
    houseAccount('psp.clearing'),
    houseAccount('house.bonus'),
  ]);
  return { cash: cash!, bonus: bonus!, clearing: clearing!, houseBonus: houseBonus! };
}
