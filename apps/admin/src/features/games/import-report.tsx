import { Alert, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CatalogueImportReport } from '@app/contract';
import { problemRows, type CatalogueFileFormat, type ProblemRow } from './import-file';

/** The server caps a report's problems; when it is full, more may follow. */
const REPORTED_PROBLEMS_MAX = 200;

/** What a check or a load found: every bad row (game, line, field, reason), or the counts of a clean file. */
export function ImportReport({ report, format }: { report: CatalogueImportReport; format: CatalogueFileFormat }) {
  const { t } = useTranslation('games');
  if (report.problems.length > 0) {
    const columns = [
      { title: t('import.row'), dataIndex: 'row', width: 100, render: (row: number) => (row > 0 ? row : t('import.wholeFile')) },
      ...(format === 'csv'
        ? [{ title: t('import.line'), dataIndex: 'line', width: 120, render: (line: number | null) => line ?? '—' }]
        : []),
      {
        title: t('import.field'),
        dataIndex: 'field',
        width: 160,
        render: (field: string) => <Typography.Text code>{field}</Typography.Text>,
      },
      { title: t('import.reason'), dataIndex: 'message' },
    ];
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="error" showIcon message={t('import.bad', { count: report.problems.length })} data-testid="import-bad" />
        {report.problems.length >= REPORTED_PROBLEMS_MAX && (
          <Typography.Text type="secondary">{t('import.badTruncated', { count: REPORTED_PROBLEMS_MAX })}</Typography.Text>
        )}
        <Table<ProblemRow>
          dataSource={problemRows(report, format)}
          columns={columns}
          rowKey="key"
          size="small"
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          data-testid="import-problems"
        />
      </Space>
    );
  }
  const message = report.applied
    ? t('import.applied', { inserted: report.inserted, updated: report.updated, disabled: report.disabled })
    : t('import.ok', { inserted: report.inserted, updated: report.updated });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert type="success" showIcon message={message} data-testid={report.applied ? 'import-applied' : 'import-ok'} />
      <Descriptions size="small" bordered column={5}>
        <Descriptions.Item label={t('import.rows')}>{report.rows}</Descriptions.Item>
        <Descriptions.Item label={t('import.inserted')}>{report.inserted}</Descriptions.Item>
        <Descriptions.Item label={t('import.updated')}>{report.updated}</Descriptions.Item>
        <Descriptions.Item label={t('import.disabled')}>{report.disabled}</Descriptions.Item>
        <Descriptions.Item label={t('import.vendorsAdded')}>
          {report.vendorsAdded.length ? report.vendorsAdded.map((v) => <Tag key={v}>{v}</Tag>) : '—'}
        </Descriptions.Item>
      </Descriptions>
    </Space>
  );
}
