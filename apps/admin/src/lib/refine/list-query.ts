import type { CrudFilter, CrudSort, LogicalFilter, Pagination } from '@refinedev/core';
import type { QueryValue } from '../api/api-client';
import type { ResourceRoute } from './resource-routes';

function defaultQueryName(filter: LogicalFilter): string {
  if (filter.operator === 'gte' || filter.operator === 'gt') return 'from';
  if (filter.operator === 'lte' || filter.operator === 'lt') return 'to';
  return filter.field;
}

/** Dates (and dayjs values, which have toISOString) as ISO instants, lists comma-joined, the rest as text. */
function queryValue(value: unknown): QueryValue {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.map((item) => queryValue(item)).join(',');
  if (typeof value === 'object' && 'toISOString' in value && typeof value.toISOString === 'function') {
    return String(value.toISOString());
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return undefined;
}

function isLogical(filter: CrudFilter): filter is LogicalFilter {
  return filter.operator !== 'or' && filter.operator !== 'and';
}

/**
 * refine's filters, sorters and page as our query parameters. Only plain conditions reach the server: our lists filter
 * by named parameters, so `or`/`and` groups have no meaning there and are left out. `between` gives `from` and `to`.
 */
export function listQuery(
  route: ResourceRoute,
  params: { filters?: CrudFilter[]; sorters?: CrudSort[]; pagination?: Pagination; cursor?: unknown },
): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  for (const filter of (params.filters ?? []).filter(isLogical)) {
    if (filter.operator === 'between' && Array.isArray(filter.value)) {
      query.from = queryValue(filter.value[0]);
      query.to = queryValue(filter.value[1]);
      continue;
    }
    const name = route.queryName ? route.queryName(filter) : defaultQueryName(filter);
    if (name) query[name] = queryValue(filter.value);
  }
  const sorter = params.sorters?.[0];
  if (sorter) {
    query.sort = sorter.field;
    query.order = sorter.order;
  }
  const pagination = params.pagination;
  if (pagination?.mode !== 'off' && route.paging === 'keyset') {
    query.limit = pagination?.pageSize;
    query.before = queryValue(params.cursor);
  }
  if (pagination?.mode !== 'off' && route.paging === 'offset') {
    query.page = pagination?.currentPage ?? 1;
    query.pageSize = pagination?.pageSize;
  }
  if (pagination?.mode !== 'off' && route.paging === 'cursor') {
    query.limit = pagination?.pageSize;
    query.cursor = queryValue(params.cursor);
  }
  if (pagination?.mode !== 'off' && route.paging === 'total-header') {
    query.page = pagination?.currentPage ?? 1;
    query.limit = pagination?.pageSize;
  }
  return query;
}
