import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { List, useTable } from '@refinedev/antd';
import { Table } from 'antd';
import type { OperatorAccount } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { ExportCsvButton } from '../../lib/list/export-csv-button';
import { useListExport } from '../../lib/list/use-list-export';
import { useMe } from '../../lib/session/use-me';
import { operatorColumns } from './operator-columns';
import { operatorCsvColumns } from './operator-csv';
import { OperatorFilterBar } from './operator-filter-bar';
import { filterOperators, type OperatorFilters } from './operator-filters';

/**
 * The merchant's operators. The server answers the whole list (a merchant has dozens), so filters, sort and pages
 * work on the rows in hand, and the CSV holds exactly the filtered rows.
 */
export function OperatorListPage() {
  const { t } = useTranslation('team');
  const format = useFormat();
  const { me } = useMe();
  const [filters, setFilters] = useState<OperatorFilters>({});
  const { tableProps, tableQuery } = useTable<OperatorAccount>({
    resource: 'operators',
    syncWithLocation: false,
    pagination: { mode: 'off' },
    filters: { mode: 'off' },
    sorters: { mode: 'off' },
  });
  const rows = useMemo(() => filterOperators(tableQuery.data?.data ?? [], filters), [tableQuery.data, filters]);
  const exporter = useListExport({ resource: 'operators', fileName: 'operators', rows, columns: operatorCsvColumns(t, format.timeZone) });

  return (
    <List
      headerButtons={({ defaultButtons }) => (
        <>
          <ExportCsvButton {...exporter} onClick={exporter.run} />
          {defaultButtons}
        </>
      )}
    >
      <OperatorFilterBar onChange={setFilters} />
      <Table<OperatorAccount>
        {...tableProps}
        dataSource={rows}
        columns={operatorColumns(t, format.dateTime, me?.id)}
        rowKey="id"
        size="middle"
        scroll={{ x: 960 }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, showTotal: (count) => t('common:list.rows', { count }) }}
      />
    </List>
  );
}
