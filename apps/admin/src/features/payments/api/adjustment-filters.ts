import type { CrudFilter } from '@refinedev/core';
import type { AdjustmentStatus } from '@app/contract';
import { eq, memberIdValue } from './filter-values';

export interface AdjustmentFilterValues {
  status?: AdjustmentStatus | null;
  memberId?: string;
}

/** The adjustments queue's filters as GET /adjustments parameters. */
export function adjustmentFilters(values: AdjustmentFilterValues): CrudFilter[] {
  const memberId = memberIdValue(values.memberId);
  return [...(values.status ? [eq('status', values.status)] : []), ...(memberId ? [eq('memberId', memberId)] : [])];
}
