import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegulatorSubmission } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';

/** Every delivery of the day, newest first: when, who asked, what the regulator answered. */
export function RegulatorSubmissions({ submissions }: { submissions: RegulatorSubmission[] }) {
  const { t } = useTranslation('regulator');
  const format = useFormat();
  return (
    <Table<RegulatorSubmission>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={submissions}
      locale={{ emptyText: t('noSubmissions') }}
      columns={[
        { title: t('at'), dataIndex: 'at', render: (at: string) => format.dateTime(at) },
        { title: t('by'), dataIndex: 'by' },
        {
          title: t('result'),
          dataIndex: 'result',
          render: (result: RegulatorSubmission['result']) => (
            <Tag color={result === 'accepted' ? 'green' : 'red'}>{t(`deliveries.${result}`)}</Tag>
          ),
        },
        {
          title: t('receipt'),
          render: (_, s) => <Typography.Text type={s.error ? 'danger' : undefined}>{s.error ?? s.receipt}</Typography.Text>,
        },
      ]}
    />
  );
}
