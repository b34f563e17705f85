import type { TFunction } from 'i18next';
import type { CrudSort } from '@refinedev/core';
import { getDefaultSortOrder } from '@refinedev/antd';
import { Tag, Typography, type TableColumnsType } from 'antd';
import type { ApiKey, apiKeySortKeys } from '@app/contract';
import { RoleTag } from '../../lib/ui/role-tag';
import { ApiKeyRevokeButton } from './api-key-revoke-button';

/** The list's columns; the ones the server sorts by (GET /api-keys `sort`) have a sorter. */
export function apiKeyColumns(t: TFunction, dateTime: (value: string) => string, sorters: CrudSort[]): TableColumnsType<ApiKey> {
  const sortable = (field: (typeof apiKeySortKeys)[number]) => ({ sorter: true, sortOrder: getDefaultSortOrder(field, sorters) });
  return [
    { dataIndex: 'name', title: t('apiKeys.name'), ...sortable('name') },
    { dataIndex: 'role', title: t('apiKeys.role'), render: (_, row) => <RoleTag role={row.role} /> },
    { dataIndex: 'prefix', title: t('apiKeys.prefix'), render: (_, row) => <Typography.Text code>{row.prefix}…</Typography.Text> },
    { dataIndex: 'createdBy', title: t('apiKeys.createdBy') },
    {
      dataIndex: 'createdAt',
      title: t('apiKeys.createdAt'),
      ...sortable('createdAt'),
      render: (_, row) => dateTime(row.createdAt),
    },
    {
      dataIndex: 'lastUsedAt',
      title: t('apiKeys.lastUsed'),
      ...sortable('lastUsedAt'),
      render: (_, row) => (row.lastUsedAt ? dateTime(row.lastUsedAt) : t('common:never')),
    },
    {
      dataIndex: 'revokedAt',
      title: t('apiKeys.status'),
      render: (_, row) =>
        row.revokedAt ? <Tag>{t('apiKeys.revoked', { at: dateTime(row.revokedAt) })}</Tag> : <Tag color="green">{t('apiKeys.active')}</Tag>,
    },
    {
      key: 'actions',
      title: t('common:list.actions'),
      fixed: 'right',
      width: 120,
      render: (_, row) => <ApiKeyRevokeButton apiKey={row} />,
    },
  ];
}
