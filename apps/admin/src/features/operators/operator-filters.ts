import type { OperatorAccount, OperatorRole } from '@app/contract';

/** The list's filters. The server answers every operator at once (a merchant has dozens), so the screen filters. */
export interface OperatorFilters {
  text?: string;
  role?: OperatorRole;
  status?: OperatorAccount['status'];
}

export function filterOperators(rows: readonly OperatorAccount[], filters: OperatorFilters): OperatorAccount[] {
  const text = filters.text?.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (!text || row.username.toLowerCase().includes(text) || row.displayName.toLowerCase().includes(text)) &&
      (!filters.role || row.role === filters.role) &&
      (!filters.status || row.status === filters.status),
  );
}
