import type { CrudFilter } from '@refinedev/core';
import type { Dayjs } from 'dayjs';
import type { PlayerSearchQuery } from '@app/contract';
import { zonedIso } from '../../../lib/format/time';

/** The search form's fields as antd gives them. */
export interface PlayerSearchValues {
  username?: string;
  mobile?: string;
  cpf?: string;
  email?: string;
  id?: string;
  /** Registration days, first and last, both included (days in the merchant's zone). */
  registered?: [Dayjs | null, Dayjs | null] | null;
  status?: PlayerSearchQuery['status'];
  vipLevel?: number | null;
  upline?: string;
}

type QueryName = 'username' | 'mobile' | 'cpf' | 'email' | 'id' | 'registeredFrom' | 'registeredTo' | 'status' | 'vipLevel' | 'upline';

const eq = (field: QueryName, value: string | number): CrudFilter => ({ field, operator: 'eq', value });

/** The first instant of a picked day in the merchant's zone. */
function dayStart(day: Dayjs, timeZone: string): string {
  return zonedIso(day.startOf('day'), timeZone);
}

/** The last millisecond of a picked day in the merchant's zone: the search's `registeredTo` is inclusive. */
function dayEnd(day: Dayjs, timeZone: string): string {
  return new Date(Date.parse(zonedIso(day.add(1, 'day').startOf('day'), timeZone)) - 1).toISOString();
}

/**
 * The form as refine filters, one per search parameter the server knows (the filter's field is the parameter's
 * name, so the data provider passes it as it is). Blank fields are left out, text is trimmed, and a CPF or a mobile
 * number goes as typed: the server accepts dots, dashes, spaces and a country code.
 */
export function playerSearchFilters(values: PlayerSearchValues, timeZone: string): CrudFilter[] {
  const filters: CrudFilter[] = [];
  const texts: Array<[QueryName, string | undefined]> = [
    ['username', values.username],
    ['mobile', values.mobile],
    ['cpf', values.cpf],
    ['email', values.email],
    ['id', values.id],
    ['upline', values.upline],
  ];
  for (const [field, value] of texts) {
    const trimmed = value?.trim();
    if (trimmed) filters.push(eq(field, trimmed));
  }
  const [from, to] = values.registered ?? [];
  if (from) filters.push(eq('registeredFrom', dayStart(from, timeZone)));
  if (to) filters.push(eq('registeredTo', dayEnd(to, timeZone)));
  if (values.status) filters.push(eq('status', values.status));
  if (typeof values.vipLevel === 'number') filters.push(eq('vipLevel', values.vipLevel));
  return filters;
}
