import { useTranslation } from 'react-i18next';
import { Checkbox, Table, Tooltip, Typography, theme } from 'antd';
import { OPERATOR_ROLES, type OperatorPermission, type OperatorRole } from '@app/contract';
import { RoleTag } from '../../lib/ui/role-tag';
import { FIXED_ROLE, permissionAreas, type Matrix } from './role-matrix';

export interface MatrixRow {
  permission: OperatorPermission;
  area: string;
  /** Rows the area cell spans: the area's size on its first row, 0 on the others. */
  areaSpan: number;
}

export const matrixRows: MatrixRow[] = permissionAreas().flatMap(({ area, permissions }) =>
  permissions.map((permission, index) => ({ permission, area, areaSpan: index === 0 ? permissions.length : 0 })),
);

interface RoleMatrixTableProps {
  matrix: Matrix;
  /** Differs from the server's answer: the cell is marked until saved. */
  changed: (role: OperatorRole, permission: OperatorPermission) => boolean;
  editable: boolean;
  loading: boolean;
  onToggle: (role: OperatorRole, permission: OperatorPermission, on: boolean) => void;
}

/** Permissions down, roles across (26 rows read better than 26 columns at 1366 px); the admin column is fixed. */
export function RoleMatrixTable({ matrix, changed, editable, loading, onToggle }: RoleMatrixTableProps) {
  const { t } = useTranslation('team');
  const { token } = theme.useToken();
  const roleColumns = OPERATOR_ROLES.map((role) => ({
    key: role,
    title: <RoleTag role={role} />,
    align: 'center' as const,
    width: 120,
    render: (_: unknown, row: MatrixRow) => {
      const checked = matrix[role].includes(row.permission);
      if (role === FIXED_ROLE) {
        return (
          <Tooltip title={t('roles.fixed')}>
            <Checkbox checked disabled aria-label={`${role} ${row.permission}`} />
          </Tooltip>
        );
      }
      return (
        <Checkbox
          checked={checked}
          disabled={!editable}
          aria-label={`${role} ${row.permission}`}
          onChange={(event) => onToggle(role, row.permission, event.target.checked)}
        />
      );
    },
    onCell: (row: MatrixRow) => ({ style: changed(role, row.permission) ? { background: token.colorWarningBg } : {} }),
  }));

  return (
    <Table<MatrixRow>
      dataSource={matrixRows}
      rowKey="permission"
      size="small"
      pagination={false}
      loading={loading}
      sticky
      bordered
      scroll={{ x: 1000 }}
      columns={[
        {
          key: 'area',
          title: '',
          width: 150,
          onCell: (row) => ({ rowSpan: row.areaSpan }),
          render: (_, row) => <Typography.Text strong>{t(`permissionAreas.${row.area}`)}</Typography.Text>,
        },
        {
          key: 'permission',
          title: t('roles.permission'),
          render: (_, row) => (
            <>
              {t(`permissions.${row.permission}`)}{' '}
              <Typography.Text type="secondary" code style={{ fontSize: 12 }}>
                {row.permission}
              </Typography.Text>
            </>
          ),
        },
        ...roleColumns,
      ]}
    />
  );
}
