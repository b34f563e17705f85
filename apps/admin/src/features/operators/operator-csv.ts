import type { TFunction } from 'i18next';
import type { OperatorAccount } from '@app/contract';
import type { CsvColumn } from '../../lib/csv/csv';
import { csvDateTime } from '../../lib/format/time';

/** The file keeps codes (role, status) rather than their translations: a spreadsheet filters on stable values. */
export function operatorCsvColumns(t: TFunction, timeZone: string): CsvColumn<OperatorAccount>[] {
  return [
    { header: 'id', value: (r) => r.id },
    { header: t('team:operators.username'), value: (r) => r.username },
    { header: t('team:operators.displayName'), value: (r) => r.displayName },
    { header: t('team:operators.role'), value: (r) => r.role },
    { header: t('team:operators.status'), value: (r) => r.status },
    { header: t('team:operators.totp'), value: (r) => r.totpEnrolled },
    { header: t('team:operators.lastLogin'), value: (r) => csvDateTime(r.lastLoginAt, timeZone) },
    { header: t('team:operators.createdAt'), value: (r) => csvDateTime(r.createdAt, timeZone) },
  ];
}
