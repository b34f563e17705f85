import {
  agentNavKeys,
  formatMinor,
  isAgentType,
  type AgentHome,
  type Language,
  type OpenAccountPayload,
  type TeamKpi,
  type TeamMember,
  type TeamOverview,
} from '@app/contract';
import { AppError } from '../../http/app-error.js';
import { unreadAnnouncements } from '../content/announcements.service.js';
import * as members from '../members/members.service.js';
import * as merchants from '../merchants/merchants.service.js';
import { requireInTeam } from './access.js';
import { ONLINE_WINDOW_MS, type AgentDeps, type Caller } from './agents.deps.js';
import * as repository from './agents.repository.js';
import * as activity from './team-activity.repository.js';
import { contractRequestInfo } from './contracts.service.js';
import { dayRange } from './periods.js';

/** Type given to a sub-agent opened by an agent (SPEC §6 agent types; docs/decisions/agents.md "Types we give"). */
export const SUB_AGENT_TYPE = 1;
export const PLAYER_TYPE = 0;

export async function home(deps: AgentDeps, caller: Caller, language: Language): Promise<AgentHome> {
  const member = await members.findById(deps, caller.merchantId, caller.memberId);
  if (!member) throw new AppError('login.not.session');
  const whitelist = await merchants.getSetting(deps.db, caller.merchantId, 'agentWhitelist');
  return {
    username: member.username,
    type: member.type,
    inviteCode: await members.inviteCodeOf(deps, caller.merchantId, caller.memberId),
    nav: agentNavKeys.filter((key) => whitelist.includes(key)),
    showDividend: whitelist.includes('dividend'),
    unreadAnnouncements: await unreadAnnouncements(deps, {
      merchantId: caller.merchantId,
      language,
      viewer: { memberId: caller.memberId, memberType: member.type },
      types: ['A'],
    }),
    contractRequestInfo: await contractRequestInfo(deps, caller),
  };
}

/** The four counters of the team for a range of days (the agent home asks for today). */
export async function kpi(
  deps: AgentDeps,
  caller: Caller,
  query: { startDate?: string | undefined; endDate?: string | undefined },
): Promise<TeamKpi> {
  const now = deps.clock();
  const range = dayRange(now, query.startDate, query.endDate);
  const small = await repository.isSmallTeam(deps.db, caller.memberId);
  const c = await activity.counters(
    deps.db,
    caller.merchantId,
    caller.memberId,
    range,
    new Date(now - ONLINE_WINDOW_MS),
    new Date(now),
    small,
  );
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    footer: {
      teamLoginMemberCount: c.loggedIn,
      teamBetMemberCount: c.betting,
      teamRegisterMemberCount: c.registered,
      teamOnlineCount: c.online,
    },
  };
}

export async function overview(deps: AgentDeps, caller: Caller): Promise<TeamOverview> {
  const range = dayRange(deps.clock());
  const [o, today] = await Promise.all([
    repository.overview(deps.db, caller.merchantId, caller.memberId, range.from),
    kpi(deps, caller, {}),
  ]);
  return {
    teamSize: o.teamSize,
    directMembers: o.directMembers,
    directAgents: o.directAgents,
    agents: o.agents,
    depth: o.depth,
    teamBalance: formatMinor(o.balance),
    newToday: o.newToday,
    footer: today.footer,
  };
}

export interface TeamMembersQuery {
  username?: string | undefined;
  status?: 'active' | 'disabled' | undefined;
  kind?: 'member' | 'agent' | undefined;
  parentId?: number | undefined;
  pageNo: number;
  pageSize: number;
}

export async function teamMembers(deps: AgentDeps, caller: Caller, q: TeamMembersQuery) {
  if (q.parentId !== undefined) await requireInTeam(deps, caller, q.parentId, { allowSelf: true });
  const { rows, total } = await repository.teamMembers(deps.db, caller.merchantId, caller.memberId, {
    username: q.username,
    status: q.status,
    agentsOnly: q.kind === 'agent',
    membersOnly: q.kind === 'member',
    parentId: q.parentId,
    offset: (q.pageNo - 1) * q.pageSize,
    limit: q.pageSize,
  });
  const list = rows.map((r): TeamMember => ({
    id: String(r.id),
    username: r.username,
    type: r.type,
    isAgent: isAgentType(r.type),
    level: r.depth,
    parentId: r.parentId === null ? null : String(r.parentId),
    status: r.status,
    balance: formatMinor(r.balance),
    lastLoginAt: r.lastLogin?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    teamSize: r.teamSize,
  }));
  return { list, pageNo: q.pageNo, pageSize: q.pageSize, total, totalPages: Math.ceil(total / q.pageSize) };
}

/** Open account: a member or a sub-agent directly below the calling agent. */
export async function openAccount(deps: AgentDeps, caller: Caller, payload: OpenAccountPayload, ip: string) {
  const { accountType, ...input } = payload;
  const type = accountType === 'agent' ? SUB_AGENT_TYPE : PLAYER_TYPE;
  const member = await members.createByAgent(deps, caller.merchantId, input, { uplineId: caller.memberId, type, ip });
  return { id: String(member.id), username: member.username, type: member.type };
}
