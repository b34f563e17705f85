import { useCustomMutation, useInvalidate } from '@refinedev/core';
import {
  API,
  type AgentMoveResult,
  type ContractKind,
  type OperatorContract,
  type RebateCategory,
  type SettlementKind,
} from '@app/contract';
import { fillPath } from '../../lib/api/api-client';
import { errorText } from '../../lib/i18n/error-text';
import { isAdminHttpError } from '../../lib/refine/http-error';

type Method = 'post' | 'put';

interface SettleAnswer {
  paid: number;
  skipped: number;
  failed: number;
  amount: string;
}

/** The screen's changes (each permission-checked and audited by the server); the lists refresh after each. */
export function useAgentActions(onDone: () => void = () => undefined) {
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation();
  const send = async <T>(url: string, method: Method, values: object): Promise<T> => {
    const { data } = await mutateAsync({ url, method, values, successNotification: false, errorNotification: false });
    await Promise.all(['agent-contracts', 'agent-settlements'].map((resource) => invalidate({ resource, invalidates: ['list'] })));
    onDone();
    return data as T;
  };
  return {
    pending: mutation.isPending,
    setType: (username: string, type: number) => send<{ type: number }>(fillPath(API.operatorAgentType, { username }), 'post', { type }),
    move: (username: string, upline: string) => send<AgentMoveResult>(fillPath(API.operatorAgentUpline, { username }), 'post', { upline }),
    setRates: (username: string, rates: Partial<Record<RebateCategory, string>>) =>
      send<null>(fillPath(API.operatorAgentRebate, { username }), 'put', { rates }),
    offer: (values: { username: string; kind: ContractKind; rate: string }) =>
      send<OperatorContract>(API.operatorAgentContracts, 'post', values),
    withdraw: (id: number) => send<OperatorContract>(fillPath(API.operatorAgentContractWithdraw, { id }), 'post', {}),
    settle: (kind: SettlementKind, period: string) => send<SettleAnswer>(API.operatorAgentSettle, 'post', { kind, period }),
  };
}

export type AgentActions = ReturnType<typeof useAgentActions>;

/** A failed change's text: refine hands mutations' errors over already translated (lib/refine/http-error.ts). */
export const actionError = (error: unknown): string => (isAdminHttpError(error) ? error.message : errorText(error));
