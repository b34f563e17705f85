import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agentContracts, agentPayouts, agentRebateRates, contractKinds } from './agents.tables.js';
import { rowsOf } from '../../db/rows.js';

type Kind = (typeof contractKinds)[number];

export async function ratesOf(db: Db, merchantId: number, agentIds: number[]) {
  if (agentIds.length === 0) return [];
  return db
    .select({ agentId: agentRebateRates.agentId, category: agentRebateRates.category, rateBp: agentRebateRates.rateBp })
    .from(agentRebateRates)
    .where(and(eq(agentRebateRates.merchantId, merchantId), inArray(agentRebateRates.agentId, agentIds)));
}

export async function upsertRates(
  db: Db,
  merchantId: number,
  agentId: number,
  setBy: number | null,
  rates: Array<{ category: string; rateBp: number }>,
  at: Date,
) {
  if (rates.length === 0) return;
  await db
    .insert(agentRebateRates)
    .values(rates.map((r) => ({ merchantId, agentId, category: r.category, rateBp: r.rateBp, setBy, updatedAt: at })))
    .onConflictDoUpdate({
      target: [agentRebateRates.agentId, agentRebateRates.category],
      set: { rateBp: sql`excluded.rate_bp`, setBy: sql`excluded.set_by`, updatedAt: sql`excluded.updated_at` },
    });
}

/** Lowers every rate of the downline of `agentId` in a category that is above `rateBp` to it. */
export async function capDownlineRates(db: Db, agentId: number, category: string, rateBp: number, at: Date) {
  await db.execute(sql`update agent_rebate_rates set rate_bp = ${rateBp}, updated_at = ${at}
    where category = ${category} and rate_bp > ${rateBp}
      and agent_id in (select descendant_id from agent_tree where ancestor_id = ${agentId} and depth > 0)`);
}

export type ContractRow = typeof agentContracts.$inferSelect;

export async function insertContract(
  db: Db,
  values: { merchantId: number; kind: Kind; agentId: number; offeredBy: number; rateBp: number; createdAt: Date },
) {
  const [row] = await db.insert(agentContracts).values(values).returning();
  return row as ContractRow;
}

export async function findContract(db: Db, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.id, id)));
  return row;
}

/** Moves a contract from `from` to `to` once; undefined when it was not in `from`. */
export async function decideContract(db: Db, id: number, from: ContractRow['status'], to: ContractRow['status'], at: Date) {
  const [row] = await db
    .update(agentContracts)
    .set({ status: to, decidedAt: at })
    .where(and(eq(agentContracts.id, id), eq(agentContracts.status, from)))
    .returning();
  return row;
}

/** Contracts of a kind where the member is the agent or the one who offered them, newest first. */
export async function contractsOf(db: Db, merchantId: number, memberId: number, kind: Kind) {
  return db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.merchantId, merchantId),
        eq(agentContracts.kind, kind),
        or(eq(agentContracts.agentId, memberId), eq(agentContracts.offeredBy, memberId)),
      ),
    )
    .orderBy(desc(agentContracts.id))
    .limit(100);
}

export async function liveContract(db: Db, merchantId: number, agentId: number, kind: Kind) {
  const [row] = await db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.merchantId, merchantId),
        eq(agentContracts.agentId, agentId),
        eq(agentContracts.kind, kind),
        inArray(agentContracts.status, ['offered', 'accepted']),
      ),
    );
  return row;
}

export async function pendingOffers(db: Db, merchantId: number, agentId: number) {
  return db
    .select({ kind: agentContracts.kind })
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.agentId, agentId), eq(agentContracts.status, 'offered')));
}

/** Accepted contracts of a kind accepted before `before` (a contract earns from the periods that end after its acceptance). */
export async function acceptedContracts(db: Db, merchantId: number, kind: Kind, before: Date) {
  return db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.merchantId, merchantId),
        eq(agentContracts.kind, kind),
        eq(agentContracts.status, 'accepted'),
        sql`${agentContracts.decidedAt} < ${before}`,
      ),
    );
}

export type NewPayout = typeof agentPayouts.$inferInsert;

/** Records the payout of (agent, kind, period) unless it exists; true when this call recorded it. */
export async function insertPayout(db: Db, payout: NewPayout): Promise<boolean> {
  const rows = await db.insert(agentPayouts).values(payout).onConflictDoNothing().returning({ agentId: agentPayouts.agentId });
  return rows.length === 1;
}

export async function setPayoutTransfer(db: Db, key: { agentId: number; kind: string; period: string }, transferId: number) {
  await db
    .update(agentPayouts)
    .set({ ledgerTransferId: transferId })
    .where(and(eq(agentPayouts.agentId, key.agentId), eq(agentPayouts.kind, key.kind), eq(agentPayouts.period, key.period)));
}

export async function payoutsOfContracts(db: Db, contractIds: number[]) {
  if (contractIds.length === 0) return [];
  return db.select().from(agentPayouts).where(inArray(agentPayouts.contractId, contractIds)).orderBy(desc(agentPayouts.periodStart));
}

export async function paidRebates(db: Db, merchantId: number, agentId: number, from: Date, to: Date) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${agentPayouts.amount}), 0)` })
    .from(agentPayouts)
    .where(
      and(
        eq(agentPayouts.merchantId, merchantId),
        eq(agentPayouts.agentId, agentId),
        eq(agentPayouts.kind, 'rebate'),
        sql`${agentPayouts.periodStart} >= ${from}`,
        sql`${agentPayouts.periodEnd} <= ${to}`,
      ),
    );
  return BigInt(row?.total ?? 0);
}

/** Merchants with any contract or rebate rate: the ones the scheduled settlement visits. */
export async function merchantsWithAgents(db: Db): Promise<number[]> {
  const result = await db.execute(sql`select merchant_id from agent_contracts union select merchant_id from agent_rebate_rates`);
  return rowsOf<{ merchant_id: unknown }>(result).map((r) => Number(r.merchant_id));
}
