import { App, Alert, Button, Card, Descriptions, Popconfirm, Space, Tag } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BarredOverview } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { errorText } from '../../lib/i18n/error-text';
import { useMe } from '../../lib/session/use-me';
import { runStatusColors } from './barred-tags';
import type { BarredActions } from './use-barred-actions';

/** The check's state: the adapter, whether the profile requires it, the deadline, the sweep's last and next run. */
export function BarredOverviewCard({ overview, actions }: { overview: BarredOverview; actions: BarredActions }) {
  const { t } = useTranslation('barred');
  const format = useFormat();
  const { message } = App.useApp();
  const { can } = useMe();
  const run = overview.lastRun;
  const runNow = async () => {
    try {
      await actions.runNow();
      void message.success(t('runStarted'));
    } catch (error) {
      void message.error(errorText(error));
    }
  };
  const busy = run?.status === 'running';
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      {!overview.required && <Alert type="info" showIcon message={t('notRequired')} style={{ marginBottom: 12 }} />}
      <Descriptions
        size="small"
        column={3}
        title={t('overview')}
        extra={
          can('barred.manage') &&
          overview.required && (
            <Popconfirm title={t('runNowConfirm')} onConfirm={runNow} okButtonProps={{ loading: actions.pending }}>
              <Button icon={<SyncOutlined spin={busy} />} disabled={busy} data-testid="barred-run-now">
                {t('runNow')}
              </Button>
            </Popconfirm>
          )
        }
        items={[
          { key: 'adapter', label: t('adapter'), children: t(`adapters.${overview.adapter}`) },
          { key: 'required', label: t('required'), children: overview.required ? t('yes') : t('no') },
          { key: 'days', label: t('withdrawalDays'), children: t('days', { count: overview.withdrawalDays }) },
          {
            key: 'last',
            label: t('lastRun'),
            children: run ? (
              <Space wrap>
                <Tag color={runStatusColors[run.status]}>{t(`runStatuses.${run.status}`)}</Tag>
                <span>{format.dateTime(run.startedAt)}</span>
                <span>
                  {t('checked')}: {run.checked} · {t('hits')}: {run.hits}
                </span>
              </Space>
            ) : (
              t('never')
            ),
          },
          { key: 'next', label: t('nextSweep'), children: overview.nextSweepAt ? format.dateTime(overview.nextSweepAt) : '—' },
          { key: 'counts', label: t('counts'), children: t('countsValue', { blocked: overview.blocked, closed: overview.closed }) },
        ]}
      />
    </Card>
  );
}
