import type { BaseRecord, DataProvider, GetListResponse } from '@refinedev/core';
import { TOTAL_COUNT_HEADER } from '@app/contract';
import { apiRequest, fillPath, type ApiRequestOptions, type QueryValue } from '../api/api-client';
import { toHttpError } from './http-error';
import { listQuery } from './list-query';
import type { Paging, ResourceRoute, ResourceRoutes } from './resource-routes';

/** A page of a list, with what the CSV export needs to fetch the next one. */
export interface ListPage<T = BaseRecord> extends GetListResponse<T> {
  paging: Paging;
  /** Keyset lists: the `before` of the next page; cursor lists: the next page's `cursor`; null on the last page. */
  cursor?: number | string | null;
  /** Cursor lists whose count stops at a cap: there are more matches than `total`. */
  totalCapped?: boolean;
}

async function call<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
  try {
    return await apiRequest<T>(path, options);
  } catch (error) {
    throw toHttpError(error);
  }
}

function rowsOf(value: unknown): BaseRecord[] {
  if (Array.isArray(value)) return value as BaseRecord[];
  if (typeof value === 'object' && value !== null && 'rows' in value && Array.isArray(value.rows)) return value.rows as BaseRecord[];
  return [];
}

/** `headers` of the answer: the `total-header` lists read their whole count there. */
export function readList(route: ResourceRoute, value: unknown, headers?: Headers): ListPage {
  const data = route.rows ? route.rows(value) : rowsOf(value);
  const facts = (typeof value === 'object' && value !== null ? value : {}) as { total?: unknown; next?: unknown; totalCapped?: unknown };
  const next = typeof facts.next === 'number' || typeof facts.next === 'string' ? facts.next : null;
  const total = typeof facts.total === 'number' ? facts.total : data.length;
  if (route.paging === 'keyset') return { data, total: data.length, paging: 'keyset', cursor: next };
  if (route.paging === 'offset') return { data, total, paging: 'offset' };
  if (route.paging === 'cursor') return { data, total, paging: 'cursor', cursor: next, totalCapped: facts.totalCapped === true };
  if (route.paging === 'total-header') {
    const counted = Number(headers?.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
    return { data, total: Number.isSafeInteger(counted) && counted >= 0 ? counted : data.length, paging: 'total-header' };
  }
  return { data, total: data.length, paging: 'none' };
}

/**
 * refine's data provider over our contract: a resource name is looked up in `routes` (its path and paging), answers
 * are unwrapped from the envelope, failures become refine HttpErrors carrying the translated text.
 */
export function createDataProvider(routes: ResourceRoutes): DataProvider {
  const routeOf = (resource: string): ResourceRoute => {
    const route = routes[resource];
    if (!route) throw new Error(`No server route for the resource "${resource}"`);
    return route;
  };
  const itemPath = (resource: string, id: string | number): string => {
    const item = routeOf(resource).item;
    if (!item) throw new Error(`The resource "${resource}" has no item path`);
    // The item's one parameter, whatever the contract calls it (`:id`, `:role`, `:orderNo`).
    const name = /:(\w+)/.exec(item)?.[1] ?? 'id';
    return fillPath(item, { [name]: id });
  };

  return {
    getApiUrl: () => '',
    getList: async ({ resource, filters, sorters, pagination, meta }) => {
      const route = routeOf(resource);
      const query = listQuery(route, { filters, sorters, pagination, cursor: meta?.cursor });
      let headers: Headers | undefined;
      const value = await call<unknown>(route.path, { query, signal: meta?.queryContext?.signal, onHeaders: (h) => (headers = h) });
      return readList(route, value, headers) as ListPage as never;
    },
    getOne: async ({ resource, id, meta }) => ({ data: await call(itemPath(resource, id), { signal: meta?.queryContext?.signal }) }),
    create: async ({ resource, variables }) => ({ data: await call(routeOf(resource).path, { method: 'POST', body: variables }) }),
    update: async ({ resource, id, variables }) => ({
      data: await call(itemPath(resource, id), { method: routeOf(resource).updateMethod ?? 'PATCH', body: variables }),
    }),
    deleteOne: async ({ resource, id, variables }) => ({
      data: await call(itemPath(resource, id), { method: 'DELETE', ...(variables !== undefined && { body: variables }) }),
    }),
    custom: async ({ url, method, payload, query }) => ({
      data: await call(url, {
        method: method.toUpperCase() as NonNullable<ApiRequestOptions<unknown>['method']>,
        ...(payload !== undefined && { body: payload }),
        ...(query !== undefined && { query: query as Record<string, QueryValue> }),
      }),
    }),
  };
}
