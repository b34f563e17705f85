import type { TFunction } from 'i18next';
import type { CrudSort } from '@refinedev/core';
import { EditButton, getDefaultSortOrder } from '@refinedev/antd';
import { Tag, type TableColumnsType } from 'antd';
import type { OperatorAccount, operatorSortKeys } from '@app/contract';
import { RoleTag } from '../../lib/ui/role-tag';

/** The list's columns; the ones the server sorts by (GET /operators `sort`) have a sorter. */
export function operatorColumns(
  t: TFunction,
  dateTime: (value: string) => string,
  selfId: number | undefined,
  sorters: CrudSort[],
): TableColumnsType<OperatorAccount> {
  const sortable = (field: (typeof operatorSortKeys)[number]) => ({ sorter: true, sortOrder: getDefaultSortOrder(field, sorters) });
  return [
    { dataIndex: 'username', title: t('operators.username'), ...sortable('username') },
    { dataIndex: 'displayName', title: t('operators.displayName'), ...sortable('displayName') },
    { dataIndex: 'role', title: t('operators.role'), render: (_, row) => <RoleTag role={row.role} /> },
    {
      dataIndex: 'status',
      title: t('operators.status'),
      render: (_, row) => <Tag color={row.status === 'active' ? 'green' : 'default'}>{t(`operators.statuses.${row.status}`)}</Tag>,
    },
    {
      dataIndex: 'totpEnrolled',
      title: t('operators.totp'),
      render: (_, row) =>
        row.totpEnrolled ? <Tag color="green">{t('operators.totpOn')}</Tag> : <Tag color="orange">{t('operators.totpPending')}</Tag>,
    },
    {
      dataIndex: 'lastLoginAt',
      title: t('operators.lastLogin'),
      ...sortable('lastLoginAt'),
      render: (_, row) => (row.lastLoginAt ? dateTime(row.lastLoginAt) : t('common:never')),
    },
    {
      dataIndex: 'createdAt',
      title: t('operators.createdAt'),
      ...sortable('createdAt'),
      render: (_, row) => dateTime(row.createdAt),
    },
    {
      key: 'actions',
      title: t('common:list.actions'),
      fixed: 'right',
      width: 80,
      // Nobody edits themselves here (the server refuses one's own role and status): their page is "my account".
      render: (_, row) => row.id !== selfId && <EditButton hideText size="small" recordItemId={row.id} />,
    },
  ];
}
