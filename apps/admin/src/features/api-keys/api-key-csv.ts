import type { TFunction } from 'i18next';
import type { ApiKey } from '@app/contract';
import type { CsvColumn } from '../../lib/csv/csv';
import { csvDateTime } from '../../lib/format/time';

/** Codes (the role) rather than their translations, and empty cells for "never": a spreadsheet filters on them. */
export function apiKeyCsvColumns(t: TFunction, timeZone: string): CsvColumn<ApiKey>[] {
  return [
    { header: 'id', value: (r) => r.id },
    { header: t('team:apiKeys.name'), value: (r) => r.name },
    { header: t('team:apiKeys.role'), value: (r) => r.role },
    { header: t('team:apiKeys.prefix'), value: (r) => r.prefix },
    { header: t('team:apiKeys.createdBy'), value: (r) => r.createdBy },
    { header: t('team:apiKeys.createdAt'), value: (r) => csvDateTime(r.createdAt, timeZone) },
    { header: t('team:apiKeys.lastUsed'), value: (r) => csvDateTime(r.lastUsedAt, timeZone) },
    { header: t('team:apiKeys.revokedAt'), value: (r) => csvDateTime(r.revokedAt, timeZone) },
  ];
}
