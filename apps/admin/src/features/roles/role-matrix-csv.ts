import type { TFunction } from 'i18next';
import { OPERATOR_ROLES } from '@app/contract';
import type { CsvColumn } from '../../lib/csv/csv';
import type { Matrix } from './role-matrix';
import type { MatrixRow } from './role-matrix-table';

/** The matrix as the screen shows it: one line per permission, one column per role (role codes as headers). */
export function roleMatrixCsvColumns(t: TFunction, matrix: Matrix): CsvColumn<MatrixRow>[] {
  return [
    { header: t('team:roles.permission'), value: (row) => row.permission },
    { header: '', value: (row) => t(`team:permissions.${row.permission}`) },
    ...OPERATOR_ROLES.map((role) => ({ header: role, value: (row: MatrixRow) => matrix[role].includes(row.permission) })),
  ];
}
