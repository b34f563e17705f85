import { formatMinor, isAgentType, type ContractKind, type OperatorContract } from '@app/contract';
import { violatedUniqueIndex } from '../../db/sql-state.js';
import { AppError } from '../../http/app-error.js';
import * as members from '../members/members.service.js';
import type { AgentDeps } from './agents.deps.js';
import * as store from './contracts.repository.js';
import { listContracts, OPERATOR_OFFERER, type ContractFilter } from './operator-contracts.repository.js';
import { uplineOf } from './operator-tree.repository.js';
import { bpToPercent, percentToBp } from './rates.js';

type Row = Awaited<ReturnType<typeof listContracts>>['rows'][number];

const view = (r: Row): OperatorContract => ({
  id: r.id,
  kind: r.kind,
  agent: r.agent,
  offeredBy: r.offeredBy,
  rate: bpToPercent(r.rateBp),
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
  paidTotal: formatMinor(r.paid),
});

export async function list(deps: AgentDeps, merchantId: number, f: Omit<ContractFilter, 'offset'> & { page: number }) {
  const { rows, total } = await listContracts(deps.db, merchantId, { ...f, offset: (f.page - 1) * f.limit });
  return { list: rows.map(view), total };
}

async function oneContract(deps: AgentDeps, merchantId: number, id: number): Promise<OperatorContract> {
  const [found] = (await listContracts(deps.db, merchantId, { id, offset: 0, limit: 1 })).rows;
  if (!found) throw new AppError('agent.contract.not.found');
  return view(found);
}

/**
 * The operator offers terms to a top agent (an agent with no agent above it: below one, its upline offers them). The
 * agent accepts or declines it in its own area, as any offer; the rate is the operator's to choose.
 */
export async function offer(deps: AgentDeps, merchantId: number, input: { username: string; kind: ContractKind; rate: string }) {
  const agent = await members.findByUsername(deps, merchantId, input.username);
  if (!agent) throw new AppError('member.not.found');
  if (!isAgentType(agent.type)) throw new AppError('login.non.agent');
  const uplineId = await uplineOf(deps.db, agent.id);
  const upline = uplineId === null ? undefined : await members.findById(deps, merchantId, uplineId);
  if (upline && isAgentType(upline.type)) throw new AppError('agent.not.top');
  const rateBp = percentToBp(input.rate);
  if (rateBp <= 0) throw new AppError('request.invalid', { details: 'rate' });
  try {
    const row = await store.insertContract(deps.db, {
      merchantId,
      kind: input.kind,
      agentId: agent.id,
      offeredBy: OPERATOR_OFFERER,
      rateBp,
      createdAt: new Date(deps.clock()),
    });
    return oneContract(deps, merchantId, row.id);
  } catch (error) {
    if (violatedUniqueIndex(error) === 'agent_contracts_live_uq') throw new AppError('agent.contract.exists');
    throw error;
  }
}

/** The contract as it is now (the audit's `before` of a withdrawal). */
export async function current(deps: AgentDeps, merchantId: number, id: number) {
  const contract = await store.findContract(deps.db, merchantId, id);
  if (!contract) throw new AppError('agent.contract.not.found');
  return contract;
}

/** Withdraws an offer or ends an accepted contract (whoever offered it): no payout for the periods after it. */
export async function withdraw(deps: AgentDeps, merchantId: number, id: number) {
  const contract = await current(deps, merchantId, id);
  if (contract.status !== 'offered' && contract.status !== 'accepted') throw new AppError('agent.contract.state');
  const moved = await store.decideContract(deps.db, id, contract.status, 'cancelled', new Date(deps.clock()));
  if (!moved) throw new AppError('agent.contract.state');
  return oneContract(deps, merchantId, id);
}
