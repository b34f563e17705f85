import { isAgentType, type AgentMoveResult } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { AppError } from '../../http/app-error.js';
import * as members from '../members/members.service.js';
import { membersView } from '../members/members.views.js';
import type { AgentDeps } from './agents.deps.js';
import * as repository from './agents.repository.js';
import * as store from './contracts.repository.js';
import { liveContractsOf } from './operator-contracts.repository.js';
import { uplineOf } from './operator-tree.repository.js';
import { lastFinished } from './periods.js';
import { bpToPercent } from './rates.js';
import { settle, type SettleKind } from './settlement.service.js';
import { num } from './team-sql.js';

/** One lock for every move of a merchant's tree: two moves at once could otherwise make a cycle between them. */
const MOVE_LOCK = 280_620_310;

/**
 * Before the tree changes, the finished periods are paid under the tree they were played in (what the scheduled job
 * does, idempotent): a move changes only the periods still open, whose stakes all follow the member.
 */
async function settleFinished(deps: AgentDeps, merchantId: number) {
  const now = deps.clock();
  const plan: Array<[SettleKind, string]> = [
    ['salary', lastFinished('day', now)],
    ['dividend', lastFinished('day', now)],
    ['rebate', lastFinished('day', now)],
    ['hourly', lastFinished('hour', now)],
  ];
  for (const [kind, period] of plan) await settle(deps, merchantId, kind, period, { kind: 'move' });
}

/** Rates of the branch (the member and its downline) above the new upline's, per category (a missing rate is 0). */
async function ratesAboveUpline(db: Db, merchantId: number, memberId: number, uplineId: number) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select r.agent_id, m.username, r.category, r.rate_bp,
        coalesce((select u.rate_bp from agent_rebate_rates u where u.agent_id = ${uplineId} and u.category = r.category), 0) as cap
      from agent_rebate_rates r join ${membersView(merchantId)} m on m.id = r.agent_id
      where r.agent_id in (select descendant_id from agent_tree where ancestor_id = ${memberId})
        and r.rate_bp > coalesce((select u.rate_bp from agent_rebate_rates u where u.agent_id = ${uplineId} and u.category = r.category), 0)
      order by m.username, r.category for update of r`),
  );
  return rows.map((r) => ({
    agentId: num(r.agent_id),
    username: String(r.username),
    category: String(r.category),
    from: num(r.rate_bp),
    to: num(r.cap),
  }));
}

export interface MoveOutcome {
  result: AgentMoveResult;
  /** For the audit row: the upline, the rates and the contracts as they were. */
  before: { upline: string | null; rates: Array<{ username: string; category: string; rate: string }>; contracts: unknown[] };
}

/**
 * Moves a member (and its whole downline) below another agent. Refused below the member itself or its own downline
 * (agent.move.cycle) and below a non-agent (agent.upline.not.agent). In the same transaction: every rate of the
 * branch above the new upline's is lowered to it (no agent ever has more than its upline), and the member's offered
 * and accepted contracts end (they were terms with its old upline, or the operator's while it was a top agent).
 */
export async function moveMember(deps: AgentDeps, merchantId: number, username: string, uplineName: string): Promise<MoveOutcome> {
  const member = await members.findByUsername(deps, merchantId, username);
  const upline = await members.findByUsername(deps, merchantId, uplineName);
  if (!member || !upline) throw new AppError('member.not.found');
  if (!isAgentType(upline.type)) throw new AppError('agent.upline.not.agent');
  // Checked again under the lock below; here so that a refused move settles nothing.
  if ((await repository.depthBelow(deps.db, merchantId, member.id, upline.id)) !== undefined) throw new AppError('agent.move.cycle');
  await settleFinished(deps, merchantId);
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MOVE_LOCK}, ${merchantId})`);
    if ((await repository.depthBelow(tx, merchantId, member.id, upline.id)) !== undefined) throw new AppError('agent.move.cycle');
    const oldId = await uplineOf(tx, member.id);
    const old = oldId === null ? undefined : await members.findById({ ...deps, db: tx }, merchantId, oldId);
    const lowered = oldId === upline.id ? [] : await ratesAboveUpline(tx, merchantId, member.id, upline.id);
    const contracts = oldId === upline.id ? [] : await liveContractsOf(tx, merchantId, member.id);
    const at = new Date(deps.clock());
    for (const l of lowered) await store.upsertRates(tx, merchantId, l.agentId, upline.id, [{ category: l.category, rateBp: l.to }], at);
    for (const c of contracts) await store.decideContract(tx, c.id, c.status, 'cancelled', at);
    if (oldId !== upline.id) await members.setUpline({ ...deps, db: tx }, merchantId, member.id, upline.id);
    const moved = num(
      rowsOf<{ n: unknown }>(await tx.execute(sql`select count(*) as n from agent_tree where ancestor_id = ${member.id}`))[0]?.n,
    );
    return {
      result: {
        username: member.username,
        uplineBefore: old?.username ?? null,
        upline: upline.username,
        moved,
        ratesLowered: lowered.map((l) => ({
          username: l.username,
          category: l.category,
          from: bpToPercent(l.from),
          to: bpToPercent(l.to),
        })),
        contractsEnded: contracts.map((c) => ({ id: c.id, kind: c.kind, agent: member.username })),
      },
      before: {
        upline: old?.username ?? null,
        rates: lowered.map((l) => ({ username: l.username, category: l.category, rate: bpToPercent(l.from) })),
        contracts: contracts.map((c) => ({ id: c.id, kind: c.kind, status: c.status })),
      },
    };
  });
}
