import { useTranslation } from 'react-i18next';
import type { HttpError } from '@refinedev/core';
import { List, useTable } from '@refinedev/antd';
import { Table } from 'antd';
import type { OperatorAccount } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { ExportCsvButton } from '../../lib/list/export-csv-button';
import { queryFilters } from '../../lib/list/query-filters';
import { useListExport } from '../../lib/list/use-list-export';
import { useMe } from '../../lib/session/use-me';
import { operatorColumns } from './operator-columns';
import { operatorCsvColumns } from './operator-csv';
import { OperatorFilterBar, type OperatorFilterValues } from './operator-filter-bar';

/** The merchant's operators, filtered, sorted and paged on the server; the CSV holds every operator the filters match. */
export function OperatorListPage() {
  const { t } = useTranslation('team');
  const format = useFormat();
  const { me } = useMe();
  const { tableProps, searchFormProps, filters, sorters } = useTable<OperatorAccount, HttpError, OperatorFilterValues>({
    resource: 'operators',
    syncWithLocation: false,
    pagination: { mode: 'server', pageSize: 20 },
    filters: { mode: 'server', defaultBehavior: 'replace' },
    sorters: { mode: 'server', initial: [{ field: 'createdAt', order: 'desc' }] },
    onSearch: queryFilters,
  });
  const exporter = useListExport({
    resource: 'operators',
    fileName: 'operators',
    filters,
    sorters,
    columns: operatorCsvColumns(t, format.timeZone),
  });

  return (
    <List
      headerButtons={({ defaultButtons }) => (
        <>
          <ExportCsvButton {...exporter} onClick={exporter.run} />
          {defaultButtons}
        </>
      )}
    >
      <OperatorFilterBar formProps={searchFormProps} />
      <Table<OperatorAccount>
        {...tableProps}
        columns={operatorColumns(t, format.dateTime, me?.id, sorters)}
        rowKey="id"
        size="middle"
        scroll={{ x: 960 }}
        pagination={
          tableProps.pagination && {
            ...tableProps.pagination,
            showSizeChanger: true,
            showTotal: (count) => t('common:list.rows', { count }),
          }
        }
      />
    </List>
  );
}
