import {
  API,
  consolidatedFundsSchema,
  contractListSchema,
  contractSchema,
  openAccountResultSchema,
  rebateSetupSchema,
  registerSettingsSchema,
  teamKpiSchema,
  teamMemberPageSchema,
  teamOverviewSchema,
  teamPnlSchema,
  teamRebateSchema,
  teamRoundPageSchema,
  type ContractKind,
  type OpenAccountPayload,
} from '@app/contract';
import { apiGet, apiRequest } from '../../../lib/api/api-client';

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
};

/** Team KPI (AGEINFO3) for today: startDate = endDate = today, size 0. */
export const fetchKpi = (today: string, signal?: AbortSignal) =>
  apiGet(`${API.agentKpi}?${query({ startDate: today, endDate: today, size: 0 })}`, { signal, schema: teamKpiSchema });

export const fetchFunds = (signal?: AbortSignal) => apiGet(API.consolidatedFunds, { signal, schema: consolidatedFundsSchema });

export const fetchOverview = (signal?: AbortSignal) => apiGet(API.agentTeamOverview, { signal, schema: teamOverviewSchema });

export const fetchTeamMembers = (params: Record<string, string | number | undefined>, signal?: AbortSignal) =>
  apiGet(`${API.agentTeamMembers}?${query(params)}`, { signal, schema: teamMemberPageSchema });

export const fetchPnl = (params: Record<string, string | number | undefined>, signal?: AbortSignal) =>
  apiGet(`${API.agentTeamPnl}?${query(params)}`, { signal, schema: teamPnlSchema });

export const fetchTeamBetting = (params: Record<string, string | number | undefined>, signal?: AbortSignal) =>
  apiGet(`${API.agentTeamBetting}?${query(params)}`, { signal, schema: teamRoundPageSchema });

export const openAccount = (payload: OpenAccountPayload) =>
  apiRequest(API.agentRegister, { method: 'POST', body: payload, schema: openAccountResultSchema });

export const fetchRebates = (signal?: AbortSignal) => apiGet(API.agentRebate, { signal, schema: rebateSetupSchema });

export const saveRebates = (memberId: string, rates: Record<string, string>) =>
  apiRequest(API.agentRebateOf.replace(':memberId', memberId), { method: 'PUT', body: { rates }, schema: rebateSetupSchema });

export const fetchTeamRebate = (params: { startDate?: string; endDate?: string }, signal?: AbortSignal) =>
  apiGet(`${API.agentTeamRebate}?${query(params)}`, { signal, schema: teamRebateSchema });

export const fetchContracts = (kind: ContractKind, signal?: AbortSignal) =>
  apiGet(`${API.agentContracts}?kind=${kind}`, { signal, schema: contractListSchema });

export const offerContract = (body: { kind: ContractKind; agentId: number; rate: string }) =>
  apiRequest(API.agentContracts, { method: 'POST', body, schema: contractSchema });

export const answerContract = (id: string, answer: 'accept' | 'decline' | 'cancel') => {
  const path = answer === 'accept' ? API.agentContractAccept : answer === 'decline' ? API.agentContractDecline : API.agentContractCancel;
  return apiRequest(path.replace(':id', id), { method: 'POST', schema: contractSchema });
};


/** The merchant's registration field settings: open account applies the same rules. */
export const fetchRegisterSettings = (signal?: AbortSignal) => apiGet(API.registerSettings, { signal, schema: registerSettingsSchema });
