import type { CrudFilters } from '@refinedev/core';
import dayjs, { type Dayjs } from 'dayjs';
import { zonedIso } from '../../lib/format/time';

/** The audit search form's values. */
export interface AuditSearch {
  actorKind?: string;
  actorId?: number | string;
  action?: string;
  objectType?: string;
  objectId?: string;
  /** Whole days in the merchant's zone, as the range picker gives them. */
  period?: [Dayjs | null, Dayjs | null] | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * The form as the audit list's query (auditQuerySchema): text filters trimmed and left out when empty; an actor id
 * means an operator's unless a kind says otherwise; the period covers its first day from 00:00 to its last day's
 * end in the merchant's zone (the server's `to` is inclusive, hence the last millisecond).
 */
export function auditFilters(values: AuditSearch, timeZone: string): CrudFilters {
  const filters: CrudFilters = [];
  const add = (field: string, value: unknown) => {
    const clean = text(value);
    if (clean !== undefined && clean !== null && clean !== '') filters.push({ field, operator: 'eq', value: clean });
  };
  add('actorKind', values.actorKind || (values.actorId ? 'operator' : undefined));
  add('actorId', values.actorId);
  add('action', values.action);
  add('objectType', values.objectType);
  add('objectId', values.objectId);
  const [first, last] = values.period ?? [];
  if (first) filters.push({ field: 'from', operator: 'eq', value: zonedIso(first.startOf('day'), timeZone) });
  if (last) {
    const nextDay = zonedIso(last.add(1, 'day').startOf('day'), timeZone);
    filters.push({ field: 'to', operator: 'eq', value: dayjs(nextDay).subtract(1, 'millisecond').toISOString() });
  }
  return filters;
}
