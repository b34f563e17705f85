import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { API, type PrivacyRequestDetail } from '@app/contract';
import { fillPath } from '../../lib/api/api-client';

export type PrivacyAction = { kind: 'process' } | { kind: 'refuse'; reason: string };

/** POST …/:id/process or …/:id/refuse (both audited by the server); the list and the request refresh after. */
export function usePrivacyAction() {
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<PrivacyRequestDetail>();
  const run = async (id: number, action: PrivacyAction): Promise<PrivacyRequestDetail> => {
    const { data } = await mutateAsync({
      url: fillPath(action.kind === 'process' ? API.operatorPrivacyProcess : API.operatorPrivacyRefuse, { id }),
      method: 'post',
      values: action.kind === 'process' ? {} : { reason: action.reason },
      successNotification: false,
      errorNotification: false,
    });
    await invalidate({ resource: 'privacy', invalidates: ['list', 'detail'], id });
    return data;
  };
  return { run, pending: mutation.isPending };
}
