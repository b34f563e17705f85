import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Card, DatePicker, Flex, Segmented, Space, Typography } from 'antd';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { REPORT_GROUPS, REPORT_MAX_DAYS, type ReportGroup } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { downloadReportCsv } from './report-csv-download';
import type { ReportChoice } from './report-query';

interface ReportFiltersProps {
  choice: ReportChoice;
  onChange: (choice: ReportChoice) => void;
  fetching: boolean;
  onRefresh: () => void;
}

/** The range (merchant days, inclusive), the grouping, refresh and the CSV of the same rows. */
export function ReportFilters({ choice, onChange, fetching, onRefresh }: ReportFiltersProps) {
  const { t } = useTranslation('reports');
  const { dateFormat } = useFormat();
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadReportCsv(choice);
    } catch (error) {
      void message.error(t('exportFailed', { message: (error as Error).message }));
    } finally {
      setExporting(false);
    }
  }

  return (
    <Card size="small">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Space wrap size={16}>
          <Space>
            <Typography.Text strong>{t('range')}</Typography.Text>
            <DatePicker.RangePicker
              data-testid="report-range"
              allowClear={false}
              format={dateFormat}
              value={[dayjs(choice.from), dayjs(choice.to)]}
              disabledDate={(day, info) => Boolean(info.from && Math.abs(day.diff(info.from, 'day')) >= REPORT_MAX_DAYS)}
              onChange={(range) => {
                const [from, to] = range ?? [];
                if (from && to) onChange({ ...choice, from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') });
              }}
            />
          </Space>
          <Space>
            <Typography.Text strong>{t('groupBy')}</Typography.Text>
            <Segmented<ReportGroup>
              data-testid="report-group"
              value={choice.groupBy}
              onChange={(groupBy) => onChange({ ...choice, groupBy })}
              options={REPORT_GROUPS.map((group) => ({ value: group, label: t(`groups.${group}`) }))}
            />
          </Space>
        </Space>
        <Space>
          <Button icon={<ReloadOutlined />} loading={fetching} onClick={onRefresh}>
            {t('refresh')}
          </Button>
          <Button type="primary" icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
            {t('exportCsv')}
          </Button>
        </Space>
      </Flex>
    </Card>
  );
}
