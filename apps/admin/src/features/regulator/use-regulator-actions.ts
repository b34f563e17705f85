import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { API, type RegulatorFileSet } from '@app/contract';
import { fillPath } from '../../lib/api/api-client';

export type RegulatorAction = 'resend' | 'regenerate';

const paths = { resend: API.operatorRegulatorResend, regenerate: API.operatorRegulatorRegenerate } as const;

/** POST …/:day/resend or …/:day/regenerate (both audited by the server); the list refreshes after. */
export function useRegulatorAction() {
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<RegulatorFileSet>();
  const run = async (action: RegulatorAction, day: string): Promise<RegulatorFileSet> => {
    const { data } = await mutateAsync({
      url: fillPath(paths[action], { day }),
      method: 'post',
      values: {},
      successNotification: false,
      errorNotification: false,
    });
    await invalidate({ resource: 'regulator', invalidates: ['list'] });
    return data;
  };
  return { run, pending: mutation.isPending };
}
