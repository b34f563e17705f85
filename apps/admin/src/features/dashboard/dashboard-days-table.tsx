import { useTranslation } from 'react-i18next';
import { Card, Table } from 'antd';
import type { DashboardDay } from '@app/contract';
import { formatDay } from '../../lib/format/time';
import { useFormat } from '../../lib/format/use-format';
import { ExportCsvButton } from '../../lib/list/export-csv-button';
import { useListExport } from '../../lib/list/use-list-export';
import { dashboardCsvColumns } from './dashboard-series';

/** The 30 days as figures, newest first, with the same CSV export as every list. */
export function DashboardDaysTable({ series }: { series: readonly DashboardDay[] }) {
  const { t } = useTranslation('dashboard');
  const { money, language } = useFormat();
  const rows = [...series].reverse();
  const exporter = useListExport({ resource: 'dashboard', fileName: 'dashboard', rows, columns: dashboardCsvColumns(t) });
  const amountColumn = (key: string, title: string, pick: (d: DashboardDay) => string) => ({
    key,
    title,
    align: 'right' as const,
    render: (_: unknown, d: DashboardDay) => money(pick(d)),
  });

  return (
    <Card title={t('tableTitle')} extra={<ExportCsvButton {...exporter} onClick={exporter.run} />}>
      <Table<DashboardDay>
        dataSource={rows}
        rowKey="day"
        size="small"
        scroll={{ x: 1000 }}
        pagination={{ defaultPageSize: 10, showSizeChanger: false }}
        columns={[
          { key: 'day', title: t('day'), render: (_, d) => formatDay(d.day, language) },
          { key: 'registrations', title: t('registrations'), dataIndex: 'registrations', align: 'right' },
          amountColumn('firstDeposits', t('firstDeposits'), (d) => d.firstDeposits.amount),
          amountColumn('deposits', t('deposits'), (d) => d.deposits.amount),
          amountColumn('withdrawalsPaid', t('withdrawalsPaid'), (d) => d.withdrawalsPaid.amount),
          amountColumn('bets', t('bets'), (d) => d.bets),
          amountColumn('wins', t('wins'), (d) => d.wins),
          amountColumn('ggr', t('ggr'), (d) => d.ggr),
          { key: 'activePlayers', title: t('activePlayers'), dataIndex: 'activePlayers', align: 'right' },
        ]}
      />
    </Card>
  );
}
