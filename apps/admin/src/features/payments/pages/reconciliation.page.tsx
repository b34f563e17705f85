import { List } from '@refinedev/antd';
import { Alert, Button, Card, Checkbox, DatePicker, Form, Space } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { RECONCILIATION_MAX_DAYS } from '@app/contract';
import { useFormat } from '../../../lib/format/use-format';
import { ExportCsvButton } from '../../../lib/list/export-csv-button';
import { useListExport } from '../../../lib/list/use-list-export';
import { reconciliationFileName } from '../api/reconciliation-query';
import { lastWeek, useReconciliation, type ReconciliationForm } from '../api/use-reconciliation';
import { ReconciliationSummary } from '../components/reconciliation-summary';
import { reconciliationCsvColumns, ReconciliationTable } from '../components/reconciliation-table';

/** GET /deposits/reconciliation: what the PSP received against what the ledger credited, over a period. */
export function ReconciliationPage() {
  const { t } = useTranslation('payments');
  const { timeZone, dateFormat } = useFormat();
  const reconciliation = useReconciliation();
  const { report } = reconciliation;
  // The lines are the report's, already in hand: the file holds what the table shows.
  const exporter = useListExport({
    resource: 'reconciliation',
    rows: report?.lines ?? [],
    columns: reconciliationCsvColumns(t, timeZone),
    fileName: report ? reconciliationFileName(report, timeZone) : 'reconciliation',
  });
  return (
    <List
      title={t('refine:reconciliation.reconciliation')}
      headerButtons={
        <ExportCsvButton
          running={exporter.running}
          progress={exporter.progress}
          disabled={!report || reconciliation.loading}
          onClick={() => void exporter.run()}
        />
      }
    >
      <Card size="small" style={{ marginBottom: 16 }}>
        <Form<ReconciliationForm>
          layout="inline"
          initialValues={{ days: lastWeek(timeZone), includeMatched: false }}
          onFinish={reconciliation.run}
        >
          <Form.Item name="days" label={t('reconciliation.period')}>
            <DatePicker.RangePicker format={dateFormat} allowClear={false} />
          </Form.Item>
          <Form.Item name="includeMatched" valuePropName="checked">
            <Checkbox>{t('reconciliation.includeMatched')}</Checkbox>
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SyncOutlined />} loading={reconciliation.loading}>
                {t('reconciliation.run')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
        {reconciliation.problem && (
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: 12 }}
            message={t(`reconciliation.problem.${reconciliation.problem}`, { days: RECONCILIATION_MAX_DAYS })}
          />
        )}
      </Card>
      {reconciliation.error && <Alert type="error" showIcon message={reconciliation.error} style={{ marginBottom: 16 }} />}
      {report && <ReconciliationSummary report={report} />}
      <ReconciliationTable lines={report?.lines ?? []} loading={reconciliation.loading} />
    </List>
  );
}
