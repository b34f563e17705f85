import { useTranslation } from 'react-i18next';
import { Card, Table, type TableColumnsType } from 'antd';
import { REPORT_DEFAULT_PAGE_SIZE, REPORT_PAGE_SIZES, type Report, type ReportRow } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { hasFlows, rowLabel } from './report-rows';

interface ReportTableProps {
  report: Report;
  /** A ranked grouping's pager asks the server for another page (days are paged here, all being loaded). */
  onPage: (page: number, limit: number) => void;
  loading: boolean;
}

/** The rows of the report, in the server's order (days oldest first; the rest biggest GGR first, a page at a time). */
export function ReportTable({ report, onPage, loading }: ReportTableProps) {
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
      <Table<ReportRow>
        data-testid="report-table"
        dataSource={report.rows}
        rowKey="key"
        size="small"
        scroll={{ x: hasFlows(report) ? 1300 : 700 }}
        loading={loading}
        pagination={
          report.groupBy === 'day'
            ? { defaultPageSize: REPORT_DEFAULT_PAGE_SIZE, showSizeChanger: true }
            : {
                current: report.page,
                pageSize: report.limit,
                total: report.total,
                pageSizeOptions: REPORT_PAGE_SIZES.map(String),
                showSizeChanger: true,
                showTotal: (total) => t('rowCount', { count: total }),
                onChange: onPage,
              }
        }
        columns={[name, ...play, ...(hasFlows(report) ? flows : [])]}
      />
    </Card>
  );
}
