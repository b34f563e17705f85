import { formatMinor, isAgentType, type PnlFigures, type TeamPnl, type TeamRound } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import * as members from '../members/members.service.js';
import { requireInTeam } from './access.js';
import type { AgentDeps, Caller } from './agents.deps.js';
import * as repository from './agents.repository.js';
import * as activity from './team-activity.repository.js';
import { dayRange } from './periods.js';

interface Sums {
  deposits: bigint;
  withdrawals: bigint;
  stakes: bigint;
  wins: bigint;
  bonuses: bigint;
  rebates: bigint;
  rounds: number;
  bettors: number;
}

const zero = (): Sums => ({ deposits: 0n, withdrawals: 0n, stakes: 0n, wins: 0n, bonuses: 0n, rebates: 0n, rounds: 0, bettors: 0 });

function figures(s: Sums): PnlFigures {
  return {
    deposits: formatMinor(s.deposits),
    withdrawals: formatMinor(s.withdrawals),
    stakes: formatMinor(s.stakes),
    wins: formatMinor(s.wins),
    bonuses: formatMinor(s.bonuses),
    rebates: formatMinor(s.rebates),
    net: formatMinor(s.wins + s.bonuses + s.rebates - s.stakes),
    rounds: s.rounds,
    bettors: s.bettors,
  };
}

/**
 * Team P&L of the caller or of an agent of its team, for a range of days:
 * one row per direct downline member (with its whole team) and the total.
 */
export async function teamPnl(
  deps: AgentDeps,
  caller: Caller,
  q: { agentId?: number | undefined; startDate?: string | undefined; endDate?: string | undefined },
): Promise<TeamPnl> {
  const agentId = q.agentId ?? caller.memberId;
  if (agentId !== caller.memberId) await requireInTeam(deps, caller, agentId);
  const agent = await members.findById(deps, caller.merchantId, agentId);
  if (!agent) throw new AppError('member.not.found');
  const range = dayRange(deps.clock(), q.startDate, q.endDate);
  const small = await repository.isSmallTeam(deps.db, agentId);
  const [direct, rows] = await Promise.all([
    repository.directDownline(deps.db, caller.merchantId, agentId),
    activity.pnlByDirect(deps.db, caller.merchantId, agentId, range, small),
  ]);
  const byChild = new Map<number, Sums>(rows.map(({ child, ...sums }) => [child, sums]));
  const total = zero();
  for (const s of byChild.values()) {
    total.deposits += s.deposits;
    total.withdrawals += s.withdrawals;
    total.stakes += s.stakes;
    total.wins += s.wins;
    total.bonuses += s.bonuses;
    total.rebates += s.rebates;
    total.rounds += s.rounds;
    total.bettors += s.bettors;
  }
  // Direct members with activity first, by stakes; quiet ones keep their order after them.
  const byDirect = direct
    .map((d) => ({ d, s: byChild.get(d.id) ?? zero() }))
    .sort((a, b) => (b.s.stakes > a.s.stakes ? 1 : b.s.stakes < a.s.stakes ? -1 : 0))
    .slice(0, 200)
    .map(({ d, s }) => ({ ...figures(s), memberId: String(d.id), username: d.username, isAgent: isAgentType(d.type) }));
  return {
    agentId: String(agentId),
    username: agent.username,
    startDate: range.startDate,
    endDate: range.endDate,
    total: figures(total),
    byDirect,
  };
}

export interface BettingQuery {
  memberId?: number | undefined;
  username?: string | undefined;
  vendor?: string | undefined;
  status?: 'open' | 'completed' | 'cancelled' | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  pageNo: number;
  pageSize: number;
}

/** Rounds of the caller's downline, newest first (default: today). */
export async function teamBetting(deps: AgentDeps, caller: Caller, q: BettingQuery) {
  if (q.memberId !== undefined) await requireInTeam(deps, caller, q.memberId);
  const range = dayRange(deps.clock(), q.startDate, q.endDate);
  const { rows, total } = await activity.teamRounds(deps.db, caller.merchantId, caller.memberId, {
    memberId: q.memberId,
    username: q.username,
    vendor: q.vendor,
    status: q.status,
    range,
    offset: (q.pageNo - 1) * q.pageSize,
    limit: q.pageSize,
  });
  const list = rows.map((r): TeamRound => ({
    id: String(r.id),
    roundId: r.roundId,
    memberId: String(r.memberId),
    username: r.username,
    vendor: r.vendor,
    gameCode: r.gameCode,
    stake: formatMinor(r.stake),
    win: formatMinor(r.win),
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  }));
  return { list, pageNo: q.pageNo, pageSize: q.pageSize, total, totalPages: Math.ceil(total / q.pageSize) };
}
