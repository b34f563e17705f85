import { useCustomMutation, useInvalidate } from '@refinedev/core';

type Method = 'post' | 'put' | 'delete';

/** A change through the API (audited by the server), then the lists of these resources refresh. */
export function useOperatorCall(resources: string[]) {
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation();
  const send = async <T>(url: string, method: Method, values: object = {}): Promise<T> => {
    const { data } = await mutateAsync({ url, method, values, successNotification: false, errorNotification: false });
    await Promise.all(resources.map((resource) => invalidate({ resource, invalidates: ['list', 'detail'] })));
    return data as T;
  };
  return { send, pending: mutation.isPending };
}
