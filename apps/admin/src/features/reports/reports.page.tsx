import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCustom } from '@refinedev/core';
import { Alert, Flex, Skeleton, Space, Typography } from 'antd';
import { API, type Report } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { ReportChart } from './report-chart';
import { ReportFilters } from './report-filters';
import { choiceOf, queryOf, searchOf, type ReportChoice } from './report-query';
import { ReportTable } from './report-table';
import { ReportTotals } from './report-totals';

/** The reports page: a range and a grouping (kept in the address), the range's totals, a chart and the rows. */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const { dateTime, timeZone } = useFormat();
  const [search, setSearch] = useSearchParams();
  const choice = choiceOf(search);
  const { result, query } = useCustom<Report>({ url: API.operatorReports, method: 'get', config: { query: queryOf(choice) } });
  const report = query.data ? result.data : undefined;
  // A new range or grouping starts at the first page; the table's pager keeps them and changes the page.
  const choose = (next: ReportChoice) => setSearch(searchOf({ ...next, page: 1 }));
  const turn = (page: number, limit: number) => setSearch(searchOf({ ...choice, page: limit === choice.limit ? page : 1, limit }));

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Flex justify="space-between" align="flex-start" wrap gap={8}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('intro', { zone: timeZone })}</Typography.Text>
        </div>
        {report && (
          <Typography.Text type="secondary" data-testid="report-folded-at">
            {report.foldedAt ? t('foldedAt', { time: dateTime(report.foldedAt) }) : t('notFolded')}
          </Typography.Text>
        )}
      </Flex>
      <ReportFilters choice={choice} onChange={choose} fetching={query.isFetching} onRefresh={() => void query.refetch()} />
      {query.isError && <Alert type="error" showIcon message={query.error.message} />}
      {!report && query.isLoading && <Skeleton active paragraph={{ rows: 8 }} />}
      {report && (
        <>
          <ReportTotals totals={report.totals} />
          <ReportChart report={report} />
          <ReportTable report={report} onPage={turn} loading={query.isFetching} />
        </>
      )}
    </Space>
  );
}
