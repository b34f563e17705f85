import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { membersView } from '../members/members.views.js';
import { agentSettlementRuns } from './agents.tables.js';
import { big, num } from './team-sql.js';

export type NewRun = typeof agentSettlementRuns.$inferInsert;
export type RunRow = typeof agentSettlementRuns.$inferSelect;

export async function insertRun(db: Db, run: NewRun): Promise<RunRow> {
  const [row] = await db.insert(agentSettlementRuns).values(run).returning();
  return row as RunRow;
}

export async function findRun(db: Db, merchantId: number, id: number): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(agentSettlementRuns)
    .where(and(eq(agentSettlementRuns.merchantId, merchantId), eq(agentSettlementRuns.id, id)));
  return row;
}

/** Runs newest first, filtered by kind and period, with the whole count. */
export async function listRuns(
  db: Db,
  merchantId: number,
  f: { kind?: string | undefined; period?: string | undefined; offset: number; limit: number },
) {
  const where = and(
    eq(agentSettlementRuns.merchantId, merchantId),
    f.kind ? eq(agentSettlementRuns.kind, f.kind) : undefined,
    f.period ? eq(agentSettlementRuns.period, f.period) : undefined,
  );
  const [rows, counted] = await Promise.all([
    db.select().from(agentSettlementRuns).where(where).orderBy(desc(agentSettlementRuns.id)).limit(f.limit).offset(f.offset),
    db
      .select({ n: sql<number>`count(*)` })
      .from(agentSettlementRuns)
      .where(where),
  ]);
  return { rows, total: num(counted[0]?.n) };
}

/** The payouts of one kind and period (whichever run recorded them), largest first. */
export async function payoutsOfPeriod(db: Db, merchantId: number, kind: string, period: string) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select m.username, p.amount, p.round_count, p.stake, p.win, p.created_at
      from agent_payouts p join ${membersView(merchantId)} m on m.id = p.agent_id
      where p.merchant_id = ${merchantId} and p.kind = ${kind} and p.period = ${period}
      order by p.amount desc, m.username limit 500`),
  );
  return rows.map((r) => ({
    username: String(r.username),
    amount: big(r.amount),
    roundCount: num(r.round_count),
    stake: big(r.stake),
    win: big(r.win),
    createdAt: new Date(r.created_at as string),
  }));
}
