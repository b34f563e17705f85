import { formatMinor, type AgentContract, type ContractKind, type ContractRequestInfo } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import { violatedUniqueIndex } from '../../db/sql-state.js';
import * as members from '../members/members.service.js';
import { requireDirectSubAgent } from './access.js';
import type { AgentDeps, Caller } from './agents.deps.js';
import * as store from './contracts.repository.js';
import { bpToPercent, percentToBp } from './rates.js';

/** The most a top agent (one without an upline contract of the kind) may offer: 10% (an operator constant). */
export const TOP_CONTRACT_MAX_BP = 1_000;

async function view(deps: AgentDeps, merchantId: number, rows: store.ContractRow[]): Promise<AgentContract[]> {
  const payouts = await store.payoutsOfContracts(
    deps.db,
    rows.map((r) => r.id),
  );
  const names = await members.publicNames(
    deps,
    merchantId,
    rows.flatMap((r) => [r.agentId, r.offeredBy]),
  );
  const usernames = new Map<number, string>();
  for (const id of names.keys()) usernames.set(id, (await members.findById(deps, merchantId, id))?.username ?? '');
  return rows.map((r) => {
    const own = payouts.filter((p) => p.contractId === r.id);
    return {
      id: String(r.id),
      kind: r.kind,
      agentId: String(r.agentId),
      agentUsername: usernames.get(r.agentId) ?? '',
      offeredBy: String(r.offeredBy),
      offeredByUsername: usernames.get(r.offeredBy) ?? '',
      rate: bpToPercent(r.rateBp),
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      paidTotal: formatMinor(own.reduce((sum, p) => sum + p.amount, 0n)),
      payouts: own.slice(0, 30).map((p) => ({
        period: p.period,
        amount: formatMinor(p.amount),
        roundCount: p.roundCount,
        stake: formatMinor(p.stake),
        win: formatMinor(p.win),
        createdAt: p.createdAt.toISOString(),
      })),
    };
  });
}

/** The caller's own contracts of a kind and the ones it offered to its sub-agents. */
export async function list(deps: AgentDeps, caller: Caller, kind: ContractKind) {
  const rows = await store.contractsOf(deps.db, caller.merchantId, caller.memberId, kind);
  const all = await view(deps, caller.merchantId, rows);
  return {
    mine: all.filter((c) => c.agentId === String(caller.memberId)),
    offered: all.filter((c) => c.offeredBy === String(caller.memberId)),
  };
}

/**
 * An upline offers terms to a direct sub-agent; the rate may not exceed the
 * upline's own accepted contract of the kind (or the top maximum without one).
 */
export async function offer(deps: AgentDeps, caller: Caller, input: { kind: ContractKind; agentId: number; rate: string }) {
  await requireDirectSubAgent(deps, caller, input.agentId);
  const rateBp = percentToBp(input.rate);
  const mine = await store.liveContract(deps.db, caller.merchantId, caller.memberId, input.kind);
  const ceiling = mine?.status === 'accepted' ? mine.rateBp : TOP_CONTRACT_MAX_BP;
  if (rateBp <= 0) throw new AppError('request.invalid', { details: 'rate' });
  if (rateBp > ceiling) throw new AppError('agent.rate.above.parent', { max: bpToPercent(ceiling) });
  try {
    const row = await store.insertContract(deps.db, {
      merchantId: caller.merchantId,
      kind: input.kind,
      agentId: input.agentId,
      offeredBy: caller.memberId,
      rateBp,
      createdAt: new Date(deps.clock()),
    });
    return (await view(deps, caller.merchantId, [row]))[0];
  } catch (error) {
    if (violatedUniqueIndex(error) === 'agent_contracts_live_uq') throw new AppError('agent.contract.exists');
    throw error;
  }
}

/** Accept or decline: only the agent the offer was made to, only while offered. Others get 404. */
export async function decide(deps: AgentDeps, caller: Caller, id: number, answer: 'accepted' | 'declined') {
  const contract = await store.findContract(deps.db, caller.merchantId, id);
  if (!contract || contract.agentId !== caller.memberId) throw new AppError('agent.contract.not.found');
  const moved = await store.decideContract(deps.db, id, 'offered', answer, new Date(deps.clock()));
  if (!moved) throw new AppError('agent.contract.state');
  return (await view(deps, caller.merchantId, [moved]))[0];
}

/** The upline withdraws an offer or ends an accepted contract (no payout for periods after it). */
export async function cancel(deps: AgentDeps, caller: Caller, id: number) {
  const contract = await store.findContract(deps.db, caller.merchantId, id);
  if (!contract || contract.offeredBy !== caller.memberId) throw new AppError('agent.contract.not.found');
  if (contract.status !== 'offered' && contract.status !== 'accepted') throw new AppError('agent.contract.state');
  const moved = await store.decideContract(deps.db, id, contract.status, 'cancelled', new Date(deps.clock()));
  if (!moved) throw new AppError('agent.contract.state');
  return (await view(deps, caller.merchantId, [moved]))[0];
}

/** SPEC §3 contract request info: which kinds have an offer waiting for the agent's answer. */
export async function contractRequestInfo(deps: AgentDeps, caller: Caller): Promise<ContractRequestInfo> {
  const kinds = new Set((await store.pendingOffers(deps.db, caller.merchantId, caller.memberId)).map((o) => o.kind));
  const flag = (kind: ContractKind) => (kinds.has(kind) ? '1' : '0');
  return { dailysalreqtype: flag('salary'), divtypecompperiodreq: flag('dividend'), contracthoursalreq: flag('hourly') };
}
