import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { membersView } from '../members/members.views.js';
import type { ContractRow } from './contracts.repository.js';
import { big, num } from './team-sql.js';

/** `offered_by` of the operator's own offers to top agents (no member offered them; member ids start at 1). */
export const OPERATOR_OFFERER = 0;

export interface ContractFilter {
  id?: number | undefined;
  kind?: string | undefined;
  status?: string | undefined;
  username?: string | undefined;
  offset: number;
  limit: number;
}

/** Contracts of the merchant, newest first, with the agent's and the offerer's names and what each has paid. */
export async function listContracts(db: Db, merchantId: number, f: ContractFilter) {
  const conditions = [sql`c.merchant_id = ${merchantId}`];
  if (f.id !== undefined) conditions.push(sql`c.id = ${f.id}`);
  if (f.kind) conditions.push(sql`c.kind = ${f.kind}`);
  if (f.status) conditions.push(sql`c.status = ${f.status}`);
  if (f.username) conditions.push(sql`a.username_lower = ${f.username.toLowerCase()}`);
  const where = sql.join(conditions, sql` and `);
  const from = sql`from agent_contracts c join ${membersView(merchantId)} a on a.id = c.agent_id
    left join ${membersView(merchantId)} o on o.id = c.offered_by`;
  const [list, counted] = await Promise.all([
    db.execute(sql`select c.id, c.kind, c.rate_bp, c.status, c.created_at, c.decided_at, a.username as agent, o.username as offered_by,
        (select coalesce(sum(p.amount), 0) from agent_payouts p where p.contract_id = c.id) as paid
      ${from} where ${where} order by c.id desc limit ${f.limit} offset ${f.offset}`),
    db.execute(sql`select count(*) as n ${from} where ${where}`),
  ]);
  return {
    rows: rowsOf<Record<string, unknown>>(list).map((r) => ({
      id: num(r.id),
      kind: r.kind as ContractRow['kind'],
      rateBp: num(r.rate_bp),
      status: r.status as ContractRow['status'],
      createdAt: new Date(r.created_at as string),
      decidedAt: r.decided_at ? new Date(r.decided_at as string) : null,
      agent: String(r.agent),
      offeredBy: r.offered_by == null ? null : String(r.offered_by),
      paid: big(r.paid),
    })),
    total: num(rowsOf<{ n: unknown }>(counted)[0]?.n),
  };
}

/** The offered or accepted contracts of an agent (the ones a move ends). */
export async function liveContractsOf(db: Db, merchantId: number, agentId: number) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select id, kind, status from agent_contracts
      where merchant_id = ${merchantId} and agent_id = ${agentId} and status in ('offered', 'accepted') for update`),
  );
  return rows.map((r) => ({ id: num(r.id), kind: r.kind as ContractRow['kind'], status: r.status as ContractRow['status'] }));
}
