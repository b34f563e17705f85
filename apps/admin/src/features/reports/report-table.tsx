import { useTranslation } from 'react-i18next';
import { Alert, Card, Table, type TableColumnsType } from 'antd';
import type { Report, ReportRow } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { hasFlows, rowLabel } from './report-rows';

/** The rows of the report, in the server's order (days oldest first; the rest biggest GGR first). */
export function ReportTable({ report }: { report: Report }) {
  const { t } = useTranslation('reports');
  const { money, language } = useFormat();
  const amount = (key: string, pick: (r: ReportRow) => string) => ({
    key,
    title: t(key),
    align: 'right' as const,
    render: (_: unknown, r: ReportRow) => money(pick(r)),
  });
  const count = (key: string, pick: (r: ReportRow) => number | null) => ({
    key,
    title: t(key),
    align: 'right' as const,
    render: (_: unknown, r: ReportRow) => pick(r) ?? '—',
  });
  const play: TableColumnsType<ReportRow> = [
    count('rounds', (r) => r.rounds),
    amount('bets', (r) => r.bets),
    amount('wins', (r) => r.wins),
    amount('ggr', (r) => r.ggr),
  ];
  const flows: TableColumnsType<ReportRow> = [
    amount('bonusCost', (r) => r.bonusCost),
    amount('ngr', (r) => r.ngr),
    amount('deposits', (r) => r.deposits.amount),
    amount('withdrawals', (r) => r.withdrawals.amount),
    amount('firstDeposits', (r) => r.firstDeposits.amount),
    count('registrations', (r) => r.registrations),
    count('activePlayers', (r) => r.activePlayers),
  ];
  const name = {
    key: 'name',
    title: t(`groups.${report.groupBy}`),
    fixed: 'left' as const,
    render: (_: unknown, r: ReportRow) => rowLabel(report, r, t, language),
  };

  return (
    <Card title={t('tableTitle')}>
      {report.truncated && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('truncated', { count: report.rows.length })} />
      )}
      <Table<ReportRow>
        data-testid="report-table"
        dataSource={report.rows}
        rowKey="key"
        size="small"
        scroll={{ x: hasFlows(report) ? 1300 : 700 }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        columns={[name, ...play, ...(hasFlows(report) ? flows : [])]}
      />
    </Card>
  );
}
