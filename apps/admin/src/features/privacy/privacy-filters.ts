import type { CrudFilter } from '@refinedev/core';
import type { Dayjs } from 'dayjs';
import type { PrivacyRequestKind, PrivacyRequestStatus } from '@app/contract';
import { zonedIso } from '../../lib/format/time';

export interface PrivacyFilterValues {
  kind?: PrivacyRequestKind | null;
  status?: PrivacyRequestStatus | null;
  memberId?: string;
  /** Days the requests were made, first and last, both included (days in the merchant's zone). */
  requested?: [Dayjs | null, Dayjs | null] | null;
}

const eq = (field: string, value: string): CrudFilter => ({ field, operator: 'eq', value });

/** The filter form as GET /privacy/requests parameters; a member id that is not a number is left out. */
export function privacyFilters(values: PrivacyFilterValues, timeZone: string): CrudFilter[] {
  const filters: CrudFilter[] = [];
  if (values.kind) filters.push(eq('kind', values.kind));
  if (values.status) filters.push(eq('status', values.status));
  const memberId = values.memberId?.trim();
  if (memberId && /^[1-9]\d{0,9}$/.test(memberId)) filters.push(eq('memberId', memberId));
  const [first, last] = values.requested ?? [];
  if (first) filters.push(eq('from', zonedIso(first.startOf('day'), timeZone)));
  if (last) filters.push(eq('to', zonedIso(last.add(1, 'day').startOf('day'), timeZone)));
  return filters;
}
