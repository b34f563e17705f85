import { App, Button, Popconfirm, Tooltip } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { JOB_NAMES, type JobName, type JobStatus } from '@app/contract';
import { errorText } from '../../lib/i18n/error-text';
import { useMe } from '../../lib/session/use-me';
import { useRunJob } from './use-run-job';

const isJobName = (name: string): name is JobName => (JOB_NAMES as readonly string[]).includes(name);

/** "Run now", after a confirmation; hidden from roles without settings.manage, off for a job that is off (the server decides). */
export function RunJobButton({ job }: { job: JobStatus }) {
  const { t } = useTranslation('jobs');
  const { message } = App.useApp();
  const { can } = useMe();
  const { run, pending } = useRunJob();
  if (!can('settings.manage') || !isJobName(job.name)) return null;
  const name = job.name;
  const off = job.intervalMs === 0;
  const act = async () => {
    try {
      await run(name);
      void message.success(t('queued'));
    } catch (error) {
      void message.error(errorText(error));
    }
  };
  return (
    <Tooltip title={off ? t('offHint') : undefined}>
      <Popconfirm title={t('runConfirm')} onConfirm={act} okButtonProps={{ loading: pending }} disabled={off}>
        <Button size="small" icon={<PlayCircleOutlined />} disabled={off} data-testid={`job-run-${name}`}>
          {t('runNow')}
        </Button>
      </Popconfirm>
    </Tooltip>
  );
}
