import type { CrudFilter } from '@refinedev/core';
import type { Dayjs } from 'dayjs';
import type { WithdrawalStatus } from '@app/contract';
import { amountValue, eq, inclusiveDayRange, memberIdValue, textValue } from './filter-values';

export interface WithdrawalFilterValues {
  status?: WithdrawalStatus | null;
  username?: string;
  memberId?: string;
  minAmount?: string | number | null;
  maxAmount?: string | number | null;
  /** Only withdrawals with a risk flag. */
  flagged?: boolean;
  /** Only withdrawals unpaid past their payout deadline. */
  late?: boolean;
  /** Creation days, first and last, both included (days in the merchant's zone). */
  created?: [Dayjs | null, Dayjs | null] | null;
}

/** The queue's filter form as GET /withdrawals parameters (status, member, amount bounds, creation days, flagged, late). */
export function withdrawalFilters(values: WithdrawalFilterValues, timeZone: string): CrudFilter[] {
  const filters: CrudFilter[] = [];
  const add = (field: string, value: string | undefined) => value !== undefined && filters.push(eq(field, value));
  add('status', values.status ?? undefined);
  add('username', textValue(values.username));
  add('memberId', memberIdValue(values.memberId));
  add('minAmount', amountValue(values.minAmount));
  add('maxAmount', amountValue(values.maxAmount));
  // The queue's `to` is inclusive (the deposits' is not): the last day ends at its last millisecond.
  const { from, to } = inclusiveDayRange(values.created, timeZone);
  add('from', from);
  add('to', to);
  if (values.flagged) filters.push(eq('flagged', 'true'));
  if (values.late) filters.push(eq('late', 'true'));
  return filters;
}
