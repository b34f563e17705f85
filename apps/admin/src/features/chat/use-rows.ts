import { useCustom } from '@refinedev/core';

/**
 * A GET of the console that answers an array, as rows: empty until it has come (refine's `result.data` is an empty
 * object before the first answer, which a list or a table must not be handed).
 */
export function useRows<T>(url: string, query?: Record<string, string>) {
  const { result, query: state } = useCustom<T[]>({ url, method: 'get', ...(query && { config: { query } }) });
  const rows: T[] | undefined = state.data && Array.isArray(result.data) ? result.data : undefined;
  return { rows, query: state };
}
