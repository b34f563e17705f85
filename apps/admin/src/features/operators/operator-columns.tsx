import type { TFunction } from 'i18next';
import { EditButton } from '@refinedev/antd';
import { Tag, type TableColumnsType } from 'antd';
import type { OperatorAccount } from '@app/contract';
import { RoleTag } from '../../lib/ui/role-tag';

const byText = (pick: (row: OperatorAccount) => string | null) => (a: OperatorAccount, b: OperatorAccount) =>
  (pick(a) ?? '').localeCompare(pick(b) ?? '');

/** The list's columns; they sort the rows in hand (the server answers the whole list). */
export function operatorColumns(
  t: TFunction,
  dateTime: (value: string) => string,
  selfId: number | undefined,
): TableColumnsType<OperatorAccount> {
  return [
    { dataIndex: 'username', title: t('operators.username'), sorter: byText((r) => r.username) },
    { dataIndex: 'displayName', title: t('operators.displayName'), sorter: byText((r) => r.displayName) },
    { dataIndex: 'role', title: t('operators.role'), sorter: byText((r) => r.role), render: (_, row) => <RoleTag role={row.role} /> },
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
      sorter: byText((r) => r.lastLoginAt),
      render: (_, row) => (row.lastLoginAt ? dateTime(row.lastLoginAt) : t('common:never')),
    },
    {
      dataIndex: 'createdAt',
      title: t('operators.createdAt'),
      defaultSortOrder: 'descend',
      sorter: byText((r) => r.createdAt),
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
