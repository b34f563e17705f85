import { useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BarredRun } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { runStatusColors } from './barred-tags';

/** A running sweep is read again every few seconds until it ends. */
const RUNNING_REFRESH_MS = 3_000;

/** GET /barred/runs: each check of the whole base, newest first: who started it, how far it went, what stopped it. */
export function BarredRuns() {
  const { t } = useTranslation('barred');
  const format = useFormat();
  const { tableProps } = useTable<BarredRun, HttpError>({
    resource: 'barred-runs',
    syncWithLocation: false,
    pagination: { pageSize: 10 },
    sorters: { mode: 'off' },
    queryOptions: {
      refetchInterval: (query) => (query.state.data?.data.some((run) => run.status === 'running') ? RUNNING_REFRESH_MS : false),
    },
  });
  return (
    <Table<BarredRun>
      {...tableProps}
      rowKey="id"
      size="small"
      locale={{ emptyText: t('common:list.empty') }}
      columns={[
        { title: t('startedAt'), dataIndex: 'startedAt', render: (at: string) => format.dateTime(at) },
        { title: t('finishedAt'), dataIndex: 'finishedAt', render: (at: string | null) => format.dateTime(at) },
        { title: t('trigger'), render: (_, run) => t(`triggers.${run.trigger}`) },
        { title: t('status'), render: (_, run) => <Tag color={runStatusColors[run.status]}>{t(`runStatuses.${run.status}`)}</Tag> },
        { title: t('checked'), dataIndex: 'checked' },
        { title: t('hits'), dataIndex: 'hits' },
        { title: t('error'), render: (_, run) => <Typography.Text type="danger">{run.error ?? ''}</Typography.Text> },
      ]}
    />
  );
}
