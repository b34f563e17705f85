import { List } from '@refinedev/antd';
import { useList } from '@refinedev/core';
import { Flex, Table, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { JobState, JobStatus } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { intervalText } from './job-interval';
import { RunJobButton } from './run-job-button';

/** Read again every few seconds: a pass asked for, running or retrying changes within seconds. */
const REFRESH_MS = 5_000;

const stateColors: Record<JobState, string> = {
  never: 'default',
  active: 'processing',
  retrying: 'gold',
  completed: 'green',
  failed: 'red',
};

const nowrap = { style: { whiteSpace: 'nowrap' as const } };

/** The state, and under it the last failure's message (whole in its tooltip) while the job is retrying or failed. */
function StateCell({ job, t }: { job: JobStatus; t: TFunction }) {
  return (
    <Flex vertical gap={2} align="start">
      <Tag color={stateColors[job.state]} data-testid={`job-state-${job.name}`}>
        {t(`states.${job.state}`)}
      </Tag>
      {job.error && (
        <Typography.Text type="danger" ellipsis={{ tooltip: job.error }} style={{ maxWidth: 200 }} data-testid={`job-error-${job.name}`}>
          {job.error}
        </Typography.Text>
      )}
    </Flex>
  );
}

function columns(t: TFunction, dateTime: (at: string | null) => string) {
  const due = (job: JobStatus) => {
    if (!job.nextDueAt) return '';
    return Date.parse(job.nextDueAt) <= Date.now() ? t('now') : dateTime(job.nextDueAt);
  };
  return [
    {
      title: t('job'),
      render: (_: unknown, job: JobStatus) => (
        <Tooltip title={t(`descriptions.${job.name}`, { defaultValue: '' })}>
          <Typography.Text strong>{t(`names.${job.name}`, { defaultValue: job.name })}</Typography.Text>
        </Tooltip>
      ),
    },
    { title: t('interval'), onCell: () => nowrap, render: (_: unknown, job: JobStatus) => intervalText(t, job.intervalMs) },
    { title: t('state'), width: 210, render: (_: unknown, job: JobStatus) => <StateCell job={job} t={t} /> },
    { title: t('lastStarted'), onCell: () => nowrap, render: (_: unknown, job: JobStatus) => dateTime(job.lastStartedAt) },
    { title: t('lastFinished'), onCell: () => nowrap, render: (_: unknown, job: JobStatus) => dateTime(job.lastFinishedAt) },
    { title: t('retries'), dataIndex: 'retryCount', align: 'right' as const },
    { title: t('nextDue'), onCell: () => nowrap, render: (_: unknown, job: JobStatus) => due(job) },
    { title: '', render: (_: unknown, job: JobStatus) => <RunJobButton job={job} /> },
  ];
}

/** GET /jobs: each background job's last pass, its next due time and "run now". */
export function JobsListPage() {
  const { t } = useTranslation('jobs');
  const format = useFormat();
  const { result, query } = useList<JobStatus>({
    resource: 'jobs',
    pagination: { mode: 'off' },
    queryOptions: { refetchInterval: REFRESH_MS },
  });
  return (
    <List title={t('title')}>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Table<JobStatus>
        dataSource={result.data}
        loading={query.isLoading}
        rowKey="name"
        size="small"
        pagination={false}
        columns={columns(t, (at) => format.dateTime(at))}
        locale={{ emptyText: t('common:list.empty') }}
      />
    </List>
  );
}
