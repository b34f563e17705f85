import type { BaseRecord, LogicalFilter } from '@refinedev/core';

/**
 * How a list of the server pages (each list of the contract answers one of these shapes):
 * - `none`: the whole list at once, the value is the array;
 * - `keyset`: `limit` and `before` in the query, the value is `{ rows, next }` (`next` is the next page's `before`);
 * - `offset`: `page` (from 1) and `pageSize` in the query, the value is `{ rows, total }`;
 * - `cursor`: `limit` and an opaque `cursor` in the query, the value is `{ rows, next, total?, totalCapped? }` (`next`
 *   is the next page's `cursor`; the players lists);
 * - `total-header`: `page` (from 1) and `limit` in the query, the value is the bare array and the whole count comes in
 *   the `x-total-count` header (the money lists: withdrawals, deposits, adjustments; operators and API keys).
 */
export type Paging = 'none' | 'keyset' | 'offset' | 'cursor' | 'total-header';

/** Where a refine resource lives on the server: what the data provider needs to call it. */
export interface ResourceRoute {
  /** GET lists, POST creates. */
  path: string;
  /** GET one, update, DELETE: a path with `:id`. */
  item?: string;
  paging: Paging;
  /** The method of an update: most of our calls PATCH; a few replace (PUT). */
  updateMethod?: 'PATCH' | 'PUT';
  /** The query parameter of a filter; default: the field itself, `from` for gte and `to` for lte. Undefined drops it. */
  queryName?: (filter: LogicalFilter) => string | undefined;
  /** Rows of an answer that does not follow the paging's shape. */
  rows?: (value: unknown) => BaseRecord[];
}

export type ResourceRoutes = Record<string, ResourceRoute>;
