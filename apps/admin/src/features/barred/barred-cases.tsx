import { useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Segmented, Space, Table, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BarredCase, BarredCaseStatus } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { CaseStatusTag, CategoryTag } from './barred-tags';
import { playerPagePath } from './paths';

function columns(t: TFunction, format: ReturnType<typeof useFormat>) {
  return [
    {
      title: t('member'),
      render: (_: unknown, c: BarredCase) => (
        <Link to={playerPagePath(c.memberId)}>
          {c.username} · {c.memberId}
        </Link>
      ),
    },
    { title: t('status'), render: (_: unknown, c: BarredCase) => <CaseStatusTag status={c.status} /> },
    { title: t('category'), render: (_: unknown, c: BarredCase) => <CategoryTag category={c.category} /> },
    { title: t('source'), render: (_: unknown, c: BarredCase) => t(`sources.${c.source}`) },
    { title: t('detectedAt'), dataIndex: 'detectedAt', render: (at: string) => format.dateTime(at) },
    { title: t('deadline'), dataIndex: 'deadline', render: (at: string) => format.dateTime(at) },
    { title: t('closedAt'), dataIndex: 'closedAt', render: (at: string | null) => format.dateTime(at) },
    {
      title: t('refunded'),
      render: (_: unknown, c: BarredCase) => t('refundedValue', { count: c.refundedBets, amount: format.money(c.refunded) }),
    },
    {
      title: (
        <Tooltip title={t('owedHelp')}>
          <span>{t('owed')}</span>
        </Tooltip>
      ),
      render: (_: unknown, c: BarredCase) =>
        c.owedAtClosure === null ? (
          '—'
        ) : (
          <Typography.Text strong={c.owedAtClosure !== '0.00'}>{format.money(c.owedAtClosure)}</Typography.Text>
        ),
    },
  ];
}

/** GET /barred/cases: the accounts a hit blocked, newest first, with their deadline, refunds and what is owed at closure. */
export function BarredCases() {
  const { t } = useTranslation('barred');
  const format = useFormat();
  const { tableProps, setFilters, filters } = useTable<BarredCase, HttpError>({
    resource: 'barred',
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    filters: { defaultBehavior: 'replace' },
  });
  const status = (filters.find((f) => 'field' in f && f.field === 'status')?.value as BarredCaseStatus | undefined) ?? 'all';
  const options = [
    { value: 'all', label: t('all') },
    { value: 'blocked', label: t('statuses.blocked') },
    { value: 'closed', label: t('statuses.closed') },
  ];
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Segmented
        options={options}
        value={status}
        onChange={(value) => setFilters(value === 'all' ? [] : [{ field: 'status', operator: 'eq', value }])}
      />
      <Table<BarredCase>
        {...tableProps}
        rowKey="id"
        size="small"
        columns={columns(t, format)}
        locale={{ emptyText: t('common:list.empty') }}
      />
    </Space>
  );
}
