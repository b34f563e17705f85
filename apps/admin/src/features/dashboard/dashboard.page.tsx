import { useTranslation } from 'react-i18next';
import { useCustom } from '@refinedev/core';
import { Alert, Button, Flex, Skeleton, Space, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { API, type Dashboard } from '@app/contract';
import { formatDay } from '../../lib/format/time';
import { useFormat } from '../../lib/format/use-format';
import { DashboardChart } from './dashboard-chart';
import { DashboardDaysTable } from './dashboard-days-table';
import { KpiCards } from './kpi-cards';

/** How often the figures are read again while the page is open. */
const REFRESH_MS = 60_000;

/** The first page: today's figures in cards, the last 30 days as a chart and a table. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { dateTime, language } = useFormat();
  const { result, query } = useCustom<Dashboard>({
    url: API.operatorDashboard,
    method: 'get',
    queryOptions: { refetchInterval: REFRESH_MS },
  });
  const dashboard = query.data ? result.data : undefined;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {dashboard ? t('today', { day: formatDay(dashboard.today.day, language) }) : t('refine:dashboard.dashboard')}
          </Typography.Title>
          {dashboard && <Typography.Text type="secondary">{t('readAt', { time: dateTime(dashboard.at) })}</Typography.Text>}
        </div>
        <Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('refresh')}
        </Button>
      </Flex>
      {query.isError && <Alert type="error" showIcon message={query.error.message} />}
      {!dashboard && query.isLoading && <Skeleton active paragraph={{ rows: 8 }} />}
      {dashboard && (
        <>
          <KpiCards dashboard={dashboard} />
          <DashboardChart series={dashboard.series} />
          <DashboardDaysTable series={dashboard.series} />
        </>
      )}
    </Space>
  );
}
