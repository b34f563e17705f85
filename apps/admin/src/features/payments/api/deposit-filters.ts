import type { CrudFilter } from '@refinedev/core';
import type { Dayjs } from 'dayjs';
import type { DepositStatus } from '@app/contract';
import { dayRange, eq, memberIdValue, textValue } from './filter-values';

export interface DepositFilterValues {
  status?: DepositStatus | null;
  username?: string;
  memberId?: string;
  /** Creation days, first and last, both included (days in the merchant's zone). */
  created?: [Dayjs | null, Dayjs | null] | null;
}

/** The deposits' filter form as GET /deposits parameters. */
export function depositFilters(values: DepositFilterValues, timeZone: string): CrudFilter[] {
  const filters: CrudFilter[] = [];
  const add = (field: string, value: string | undefined) => value !== undefined && filters.push(eq(field, value));
  add('status', values.status ?? undefined);
  add('username', textValue(values.username));
  add('memberId', memberIdValue(values.memberId));
  const { from, to } = dayRange(values.created, timeZone);
  add('from', from);
  add('to', to);
  return filters;
}
