import { Tag, Typography } from 'antd';
import { API, type PlayerLoginsPage } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format/use-format';
import { HistoryTable } from '../components/history-table';

type Row = PlayerLoginsPage['rows'][number];

/** Sign-ins and the failed guesses still kept: address, browser and device of each. */
export function LoginsTab({ playerId }: { playerId: number }) {
  const { t } = useTranslation('players');
  const format = useFormat();
  return (
    <HistoryTable<Row>
      path={API.operatorPlayerLogins}
      playerId={playerId}
      rowKey={(r) => `${r.at}-${r.ip}-${String(r.success)}`}
      columns={[
        { key: 'at', title: t('fields.at'), dataIndex: 'at', width: 170, render: (at: string) => format.dateTime(at) },
        {
          key: 'success',
          title: t('logins.result'),
          dataIndex: 'success',
          render: (ok: boolean) => <Tag color={ok ? 'green' : 'red'}>{t(ok ? 'logins.success' : 'logins.failure')}</Tag>,
        },
        { key: 'ip', title: t('logins.ip'), dataIndex: 'ip', render: (ip: string) => <Typography.Text copyable>{ip}</Typography.Text> },
        {
          key: 'ua',
          title: t('logins.userAgent'),
          dataIndex: 'userAgent',
          ellipsis: { showTitle: true },
          width: 460,
        },
        { key: 'device', title: t('logins.device'), dataIndex: 'deviceId', ellipsis: true },
      ]}
    />
  );
}
