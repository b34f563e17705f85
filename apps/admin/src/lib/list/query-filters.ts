import type { CrudFilter } from '@refinedev/core';

/**
 * A filter form whose fields are named after the list's query parameters (`q`, `role`, `status`) as refine filters:
 * text trimmed, blanks and cleared selects left out, so the server sees only what the operator asked for.
 */
export function queryFilters(values: object): CrudFilter[] {
  return Object.entries(values).flatMap(([field, value]: [string, unknown]) => {
    const trimmed = typeof value === 'string' ? value.trim() : '';
    return trimmed ? [{ field, operator: 'eq' as const, value: trimmed }] : [];
  });
}
