import { List, useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Card, Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Link, Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BackofficePrivacyRequest } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { playerPagePath, privacyRequestPath } from './paths';
import { PrivacyFilterForm } from './privacy-filter-form';
import { privacyFilters, type PrivacyFilterValues } from './privacy-filters';
import { PrivacyKindTag, PrivacyStatusTag } from './privacy-tags';

function columns(t: TFunction, format: ReturnType<typeof useFormat>) {
  return [
    { title: t('id'), dataIndex: 'id' },
    { title: t('kind'), render: (_: unknown, r: BackofficePrivacyRequest) => <PrivacyKindTag kind={r.kind} /> },
    { title: t('status'), render: (_: unknown, r: BackofficePrivacyRequest) => <PrivacyStatusTag status={r.status} /> },
    {
      title: t('member'),
      render: (_: unknown, r: BackofficePrivacyRequest) => (
        <Link to={playerPagePath(r.memberId)} onClick={(event) => event.stopPropagation()}>
          {r.username ?? r.memberId} · {r.memberId}
        </Link>
      ),
    },
    { title: t('requestedAt'), dataIndex: 'requestedAt', render: (at: string) => format.dateTime(at) },
    { title: t('completedAt'), dataIndex: 'completedAt', render: (at: string | null) => format.dateTime(at) },
    { title: t('decidedBy'), dataIndex: 'decidedBy', render: (by: string | null) => by ?? '' },
  ];
}

/**
 * GET /privacy/requests: every player's request for a copy of their data or for closing the account, newest first;
 * a row opens the request, where a pending closure is processed or refused.
 */
export function PrivacyListPage() {
  const { t } = useTranslation('privacy');
  const format = useFormat();
  const navigate = useNavigate();
  const { tableProps, searchFormProps } = useTable<BackofficePrivacyRequest, HttpError, PrivacyFilterValues>({
    resource: 'privacy',
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    filters: { defaultBehavior: 'replace' },
    onSearch: (values) => privacyFilters(values, format.timeZone),
  });
  return (
    <List title={t('title')}>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Card size="small" style={{ marginBottom: 16 }}>
        <PrivacyFilterForm formProps={searchFormProps} />
      </Card>
      <Table<BackofficePrivacyRequest>
        {...tableProps}
        rowKey="id"
        size="small"
        columns={columns(t, format)}
        onRow={(row) => ({ onClick: () => void navigate(privacyRequestPath(row.id)), style: { cursor: 'pointer' } })}
        locale={{ emptyText: t('common:list.empty') }}
      />
      <Outlet />
    </List>
  );
}
