import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { API, type JobName, type JobStatus } from '@app/contract';
import { fillPath } from '../../lib/api/api-client';

/** POST /jobs/:name/run (audited by the server): queues a pass; the list refreshes after. */
export function useRunJob() {
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<JobStatus>();
  const run = async (name: JobName): Promise<JobStatus> => {
    const { data } = await mutateAsync({
      url: fillPath(API.operatorJobRun, { name }),
      method: 'post',
      values: {},
      successNotification: false,
      errorNotification: false,
    });
    await invalidate({ resource: 'jobs', invalidates: ['list'] });
    return data;
  };
  return { run, pending: mutation.isPending };
}
