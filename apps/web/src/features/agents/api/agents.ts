import {
  API,
  consolidatedFundsSchema,
  contractListSchema,
  contractSchema,
  openAccountResultSchema,
  rebateSetupSchema,
  teamKpiSchema,
  teamMemberPageSchema,
  teamOverviewSchema,
  teamPnlSchema,
  teamRebateSchema,
  teamRoundPageSchema,
  type ContractKind,
  type OpenAccountPayload,
} from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pagedListQueryOptions, usePagedList } from '../../../components/paged-list/use-paged-list';
import { apiGet, apiRequest } from '../../../lib/api/api-client';

type Params = Record<string, string | number | undefined>;
type Period = { startDate?: string; endDate?: string };
/** Rows per page of the team lists. */
const TEAM_PAGE_SIZE = 20;

export const agentKeys = {
  kpi: (today: string) => ['agentKpi', today] as const,
  funds: ['agentFunds'] as const,
  overview: ['agentOverview'] as const,
  /** `teamMembersAll` reaches every filter (an account was opened). */
  teamMembersAll: ['agentTeamMembers'] as const,
  teamMembers: (filters: Params) => ['agentTeamMembers', filters] as const,
  pnl: (period: Period, agentId: string | undefined) => ['agentPnl', period, agentId] as const,
  teamBetting: (filters: Params) => ['agentTeamBetting', filters] as const,
  rebates: ['agentRebates'] as const,
  teamRebate: (period: Period) => ['agentTeamRebate', period] as const,
  contracts: (kind: ContractKind) => ['agentContracts', kind] as const,
};

const query = (params: Params) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
};

/** Team KPI (AGEINFO3) for today: startDate = endDate = today, size 0. */
export const fetchKpi = (today: string, signal?: AbortSignal) =>
  apiGet(`${API.agentKpi}?${query({ startDate: today, endDate: today, size: 0 })}`, { signal, schema: teamKpiSchema });

/** Refreshed every minute while the agent home is open. */
export const kpiQueryOptions = (today: string) =>
  queryOptions({ queryKey: agentKeys.kpi(today), queryFn: ({ signal }) => fetchKpi(today, signal), refetchInterval: 60_000 });

export const useKpi = (today: string) => useQuery(kpiQueryOptions(today));

export const fetchFunds = (signal?: AbortSignal) => apiGet(API.consolidatedFunds, { signal, schema: consolidatedFundsSchema });

export const fundsQueryOptions = () => queryOptions({ queryKey: agentKeys.funds, queryFn: ({ signal }) => fetchFunds(signal) });

export const useFunds = () => useQuery(fundsQueryOptions());

export const fetchOverview = (signal?: AbortSignal) => apiGet(API.agentTeamOverview, { signal, schema: teamOverviewSchema });

export const overviewQueryOptions = () => queryOptions({ queryKey: agentKeys.overview, queryFn: ({ signal }) => fetchOverview(signal) });

export const useOverview = () => useQuery(overviewQueryOptions());

export const fetchTeamMembers = (params: Params, signal?: AbortSignal) =>
  apiGet(`${API.agentTeamMembers}?${query(params)}`, { signal, schema: teamMemberPageSchema });

export const teamMembersQueryOptions = (filters: Params) =>
  pagedListQueryOptions(agentKeys.teamMembers(filters), (pageNo, signal) =>
    fetchTeamMembers({ ...filters, pageNo, pageSize: TEAM_PAGE_SIZE }, signal),
  );

export const useTeamMembers = (filters: Params) => usePagedList(teamMembersQueryOptions(filters));

export const fetchPnl = (params: Params, signal?: AbortSignal) =>
  apiGet(`${API.agentTeamPnl}?${query(params)}`, { signal, schema: teamPnlSchema });

export const pnlQueryOptions = (period: Period, agentId: string | undefined) =>
  queryOptions({ queryKey: agentKeys.pnl(period, agentId), queryFn: ({ signal }) => fetchPnl({ ...period, agentId }, signal) });

export const usePnl = (period: Period, agentId: string | undefined) => useQuery(pnlQueryOptions(period, agentId));

export const fetchTeamBetting = (params: Params, signal?: AbortSignal) =>
  apiGet(`${API.agentTeamBetting}?${query(params)}`, { signal, schema: teamRoundPageSchema });

export const teamBettingQueryOptions = (filters: Params) =>
  pagedListQueryOptions(agentKeys.teamBetting(filters), (pageNo, signal) =>
    fetchTeamBetting({ ...filters, pageNo, pageSize: TEAM_PAGE_SIZE }, signal),
  );

export const useTeamBetting = (filters: Params) => usePagedList(teamBettingQueryOptions(filters));

export const openAccount = (payload: OpenAccountPayload) =>
  apiRequest(API.agentRegister, { method: 'POST', body: payload, schema: openAccountResultSchema });

export const fetchRebates = (signal?: AbortSignal) => apiGet(API.agentRebate, { signal, schema: rebateSetupSchema });

export const rebatesQueryOptions = () => queryOptions({ queryKey: agentKeys.rebates, queryFn: ({ signal }) => fetchRebates(signal) });

export const useRebates = () => useQuery(rebatesQueryOptions());

export const saveRebates = (memberId: string, rates: Record<string, string>) =>
  apiRequest(API.agentRebateOf.replace(':memberId', memberId), { method: 'PUT', body: { rates }, schema: rebateSetupSchema });

export const fetchTeamRebate = (params: Period, signal?: AbortSignal) =>
  apiGet(`${API.agentTeamRebate}?${query(params)}`, { signal, schema: teamRebateSchema });

export const teamRebateQueryOptions = (period: Period) =>
  queryOptions({ queryKey: agentKeys.teamRebate(period), queryFn: ({ signal }) => fetchTeamRebate(period, signal) });

export const useTeamRebate = (period: Period) => useQuery(teamRebateQueryOptions(period));

export const fetchContracts = (kind: ContractKind, signal?: AbortSignal) =>
  apiGet(`${API.agentContracts}?kind=${kind}`, { signal, schema: contractListSchema });

export const contractsQueryOptions = (kind: ContractKind) =>
  queryOptions({ queryKey: agentKeys.contracts(kind), queryFn: ({ signal }) => fetchContracts(kind, signal) });

export const useContracts = (kind: ContractKind) => useQuery(contractsQueryOptions(kind));

export const offerContract = (body: { kind: ContractKind; agentId: number; rate: string }) =>
  apiRequest(API.agentContracts, { method: 'POST', body, schema: contractSchema });

export const answerContract = (id: string, answer: 'accept' | 'decline' | 'cancel') => {
  const path = answer === 'accept' ? API.agentContractAccept : answer === 'decline' ? API.agentContractDecline : API.agentContractCancel;
  return apiRequest(path.replace(':id', id), { method: 'POST', schema: contractSchema });
};
