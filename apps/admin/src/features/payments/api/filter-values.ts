import type { CrudFilter } from '@refinedev/core';
import type { Dayjs } from 'dayjs';
import { readAmountInput } from '../../../lib/format/amount-input';
import { zonedIso } from '../../../lib/format/time';

/** A filter named after the query parameter it becomes (the data provider passes `eq` filters by their field). */
export const eq = (field: string, value: string | number): CrudFilter => ({ field, operator: 'eq', value });

/** Trimmed text, or undefined when blank. */
export function textValue(value: string | undefined | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A member id typed in a filter: digits only, else nothing (a stray letter must not send a query the server refuses). */
export function memberIdValue(value: string | number | undefined | null): string | undefined {
  const text = value === undefined || value === null ? '' : String(value).trim();
  return /^[1-9]\d{0,9}$/.test(text) ? text : undefined;
}

/** An amount bound of a filter ("0.00" allowed), undefined when blank or unreadable (the form marks it). */
export function amountValue(value: string | number | undefined | null): string | undefined {
  const reading = readAmountInput(value, { allowZero: true });
  return 'amount' in reading ? reading.amount : undefined;
}

/** Days picked in a range picker (browser-zone dayjs standing for the merchant's days), either end left open. */
export type PickedDays = [Dayjs | null, Dayjs | null] | null | undefined;

/** A picked day range as the API's [from, to): the first day's start and the start of the day after the last. */
export function dayRange(days: PickedDays, timeZone: string): { from?: string; to?: string } {
  const [first, last] = days ?? [];
  return {
    ...(first && { from: zonedIso(first.startOf('day'), timeZone) }),
    ...(last && { to: zonedIso(last.add(1, 'day').startOf('day'), timeZone) }),
  };
}

/** The same days for an API whose `to` is included: it ends at the last day's last millisecond. */
export function inclusiveDayRange(days: PickedDays, timeZone: string): { from?: string; to?: string } {
  const { from, to } = dayRange(days, timeZone);
  return { ...(from && { from }), ...(to && { to: new Date(Date.parse(to) - 1).toISOString() }) };
}
