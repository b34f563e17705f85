import type { ApiKey, OperatorRole } from '@app/contract';

/** The list's filters; the server answers every key at once (a merchant has a handful), so the screen filters. */
export interface ApiKeyFilters {
  text?: string;
  role?: OperatorRole;
  status?: 'active' | 'revoked';
}

export function filterApiKeys(rows: readonly ApiKey[], filters: ApiKeyFilters): ApiKey[] {
  const text = filters.text?.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (!text || row.name.toLowerCase().includes(text) || row.prefix.toLowerCase().startsWith(text)) &&
      (!filters.role || row.role === filters.role) &&
      (!filters.status || (filters.status === 'revoked') === (row.revokedAt !== null)),
  );
}
