import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { fillPath } from '../../lib/api/api-client';

export type ContentResource = 'content-banners' | 'content-announcements' | 'content-help';

/**
 * Saves (POST a new item, PUT an existing one) and removes items of one content list, then refreshes it. Each call is
 * permission-checked and audited by the server.
 */
export function useContentActions(resource: ContentResource, paths: { list: string; item: string }) {
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation();
  const send = async <T>(url: string, method: 'post' | 'put' | 'delete', values: object): Promise<T> => {
    const { data } = await mutateAsync({ url, method, values, successNotification: false, errorNotification: false });
    await invalidate({ resource, invalidates: ['list'] });
    return data as T;
  };
  return {
    pending: mutation.isPending,
    save: <T>(id: number | null, values: object) =>
      id === null ? send<T>(paths.list, 'post', values) : send<T>(fillPath(paths.item, { id }), 'put', values),
    remove: (id: number) => send<null>(fillPath(paths.item, { id }), 'delete', {}),
  };
}
