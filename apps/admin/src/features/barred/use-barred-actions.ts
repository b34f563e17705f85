import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { API, type BarredCategory, type BarredOverview, type BarredRun, type BarredSandboxEntry } from '@app/contract';
import { fillPath } from '../../lib/api/api-client';

type Method = 'post' | 'put' | 'delete';

/**
 * The screen's changes (each audited by the server): run the sweep now, add or remove a sandbox CPF, switch the
 * sandbox's outage. The lists refresh after each; `onDone` refreshes the overview.
 */
export function useBarredActions(onDone: () => void) {
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation();
  const send = async <T>(url: string, method: Method, values: object): Promise<T> => {
    const { data } = await mutateAsync({ url, method, values, successNotification: false, errorNotification: false });
    await Promise.all(['barred', 'barred-runs', 'barred-sandbox'].map((resource) => invalidate({ resource, invalidates: ['list'] })));
    onDone();
    return data as T;
  };
  return {
    pending: mutation.isPending,
    runNow: () => send<BarredRun>(API.operatorBarredRuns, 'post', {}),
    add: (entry: { cpf: string; category: BarredCategory; note: string }) =>
      send<BarredSandboxEntry>(API.operatorBarredSandboxEntries, 'post', entry),
    remove: (id: number) => send<null>(fillPath(API.operatorBarredSandboxEntry, { id }), 'delete', {}),
    setFailing: (failing: boolean) => send<BarredOverview>(API.operatorBarredSandbox, 'put', { failing }),
  };
}

export type BarredActions = ReturnType<typeof useBarredActions>;
