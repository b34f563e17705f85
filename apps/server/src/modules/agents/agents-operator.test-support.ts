import { API, type OperatorRole } from '@app/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { nextIp } from '../../test/accounts.js';
import { providerCalls } from '../../test/money.js';
import { operatorHeaders, type TestApp } from '../../test/test-app.js';
import { CURRENCIES, houseAccount, memberAccount } from '../ledger/ledger-accounts.js';
import type { TreeMember } from './agents.test-support.js';

type Method = 'GET' | 'POST' | 'PUT';

/** The back office's agent calls as the suite's admin key, or as a key of another role. */
export function operatorCalls(t: TestApp) {
  const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = operatorHeaders) =>
    t.app.inject({ method, url, remoteAddress: nextIp(), headers, ...(payload && { payload }) });
  const keyOf = async (role: OperatorRole) => {
    const created = await call('POST', API.operatorApiKeys, { name: `agents ${role}`, role });
    return { authorization: `Bearer ${created.json().value.secret as string}` };
  };
  const audit = async () => (await call('GET', `${API.operatorAudit}?limit=50`)).json().value.rows as Array<Record<string, unknown>>;
  const move = (who: { username: string }, upline: string) =>
    call('POST', API.operatorAgentUpline.replace(':username', who.username), { upline });
  const children = async (id: number, query = '') => {
    const res = await call('GET', `${API.operatorAgentChildren.replace(':id', String(id))}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as { nodes: Array<Record<string, unknown>>; next: number | null };
  };
  return { call, keyOf, audit, move, children };
}

/** A member of the tree plays after a deposit: `stake` staked and `win` won through the signed seamless wallet. */
export async function playsOneRound(t: TestApp, merchantId: number, m: TreeMember, tag: string, stake = '100.00', win = '20.00') {
  await t.app.ledger.transfer({
    merchantId,
    currency: CURRENCIES.real,
    debit: houseAccount('psp.clearing'),
    credit: memberAccount(m.id, 'cash'),
    amount: 50_000n,
    code: 'deposit',
    idempotencyKey: `fund-${tag}-${m.id}`,
  });
  const provider = providerCalls(t);
  const round = { playerId: m.playerId, roundId: `r-${tag}-${m.id}`, gameCode: 'demo-slot', currency: 'BRL' };
  expect((await provider('bet', { ...round, transactionId: `b-${tag}-${m.id}`, amount: stake })).statusCode).toBe(200);
  expect((await provider('win', { ...round, transactionId: `w-${tag}-${m.id}`, amount: win, endRound: true })).statusCode).toBe(200);
}

/** What the ledger has paid agents: the sum and number of commission and rebate transfers. */
export async function agentPayments(t: TestApp, merchantId: number) {
  const result = await t.database.db.execute(
    sql`select coalesce(sum(amount), 0) as total, count(*) as n from ledger_transfers
      where merchant_id = ${merchantId} and code in ('commission', 'rebate')`,
  );
  const [row] = rowsOf<{ total: unknown; n: unknown }>(result);
  return { total: BigInt(String(row?.total ?? 0)), count: Number(row?.n ?? 0) };
}
