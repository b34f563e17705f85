import type { CrudFilter } from '@refinedev/core';
import type { GameLabel, GameType } from '@app/contract';

export interface CatalogueFilterValues {
  search?: string;
  vendor?: string | null;
  gameType?: GameType | null;
  enabled?: 'true' | 'false' | null;
  label?: GameLabel | null;
}

const eq = (field: string, value: string): CrudFilter => ({ field, operator: 'eq', value });

/** The catalogue's filter form as GET /games parameters; blanks are left out, the search trimmed. */
export function catalogueFilters(values: CatalogueFilterValues): CrudFilter[] {
  const filters: CrudFilter[] = [];
  const search = values.search?.trim();
  if (search) filters.push(eq('search', search.slice(0, 64)));
  if (values.vendor) filters.push(eq('vendor', values.vendor));
  if (values.gameType) filters.push(eq('gameType', values.gameType));
  if (values.enabled) filters.push(eq('enabled', values.enabled));
  if (values.label) filters.push(eq('label', values.label));
  return filters;
}
