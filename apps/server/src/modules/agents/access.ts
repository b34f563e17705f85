import { isAgentType } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import * as members from '../members/members.service.js';
import type { AgentDeps, Caller } from './agents.deps.js';
import * as repository from './agents.repository.js';

/**
 * Every agent call that names a member checks it here. Outside the caller's
 * downline the member "does not exist" (404 member.not.found), so ids of
 * other teams reveal nothing; the caller itself passes only where allowed.
 */
export async function requireInTeam(
  deps: AgentDeps,
  caller: Caller,
  memberId: number,
  options: { allowSelf?: boolean } = {},
): Promise<number> {
  const depth = await repository.depthBelow(deps.db, caller.merchantId, caller.memberId, memberId);
  if (depth === undefined || (depth === 0 && !options.allowSelf)) throw new AppError('member.not.found');
  return depth;
}

/** Rebates and contracts are set by an agent for its direct sub-agents only: deeper team members answer 403. */
export async function requireDirectSubAgent(deps: AgentDeps, caller: Caller, memberId: number) {
  const depth = await requireInTeam(deps, caller, memberId);
  const member = await members.findById(deps, caller.merchantId, memberId);
  if (!member) throw new AppError('member.not.found');
  if (depth !== 1 || !isAgentType(member.type)) throw new AppError('agent.not.direct');
  return member;
}
