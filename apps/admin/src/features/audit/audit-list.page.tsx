import { useTranslation } from 'react-i18next';
import { List } from '@refinedev/antd';
import { Alert, Table, Tag, Typography } from 'antd';
import type { AuditRecord } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { ExportCsvButton } from '../../lib/list/export-csv-button';
import { KeysetPager } from '../../lib/list/keyset-pager';
import { useKeysetTable } from '../../lib/list/use-keyset-table';
import { useListExport } from '../../lib/list/use-list-export';
import { auditCsvColumns } from './audit-csv';
import { AuditFilterForm } from './audit-filter-form';
import { AuditRowDetail } from './audit-row-detail';
import { auditFilters, type AuditSearch } from './audit-search';

/** The audit trail, newest first, filtered and paged on the server (keyset on the chain's sequence number). */
export function AuditListPage() {
  const { t } = useTranslation('audit');
  const format = useFormat();
  const { tableProps, searchFormProps, filters, pager } = useKeysetTable<AuditRecord, AuditSearch>({
    resource: 'audit',
    onSearch: (values) => auditFilters(values, format.timeZone),
  });
  const exporter = useListExport({ resource: 'audit', fileName: 'audit', filters, columns: auditCsvColumns(t, format.timeZone) });

  return (
    <List headerButtons={<ExportCsvButton {...exporter} onClick={exporter.run} />}>
      <Alert type="info" showIcon message={t('intro')} style={{ marginBottom: 16 }} />
      <AuditFilterForm formProps={searchFormProps} />
      <Table<AuditRecord>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: 1100 }}
        expandable={{ expandedRowRender: (record) => <AuditRowDetail record={record} /> }}
      >
        <Table.Column<AuditRecord> dataIndex="seq" title={t('seq')} width={80} />
        <Table.Column<AuditRecord> dataIndex="at" title={t('at')} width={170} render={(_, row) => format.dateTime(row.at)} />
        <Table.Column<AuditRecord>
          key="actor"
          title={t('actor')}
          render={(_, row) => (
            <>
              <Tag>{t(`actorKinds.${row.actor.kind}`, { defaultValue: row.actor.kind })}</Tag>
              {row.actor.name ?? ''}
              {row.actor.id !== null && <Typography.Text type="secondary"> #{row.actor.id}</Typography.Text>}
            </>
          )}
        />
        <Table.Column<AuditRecord> dataIndex="ip" title={t('ip')} width={130} />
        <Table.Column<AuditRecord>
          dataIndex="action"
          title={t('action')}
          render={(_, row) => (
            <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
              {row.action}
            </Typography.Text>
          )}
        />
        <Table.Column<AuditRecord>
          key="object"
          title={t('object')}
          render={(_, row) => (row.objectType ? `${row.objectType}${row.objectId ? ` ${row.objectId}` : ''}` : '—')}
        />
      </Table>
      <KeysetPager pager={pager} />
    </List>
  );
}
