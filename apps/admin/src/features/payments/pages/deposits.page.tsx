import { List, useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BackofficeDeposit } from '@app/contract';
import { useFormat } from '../../../lib/format/use-format';
import { ExportCsvButton } from '../../../lib/list/export-csv-button';
import { useListExport } from '../../../lib/list/use-list-export';
import { depositFilters, type DepositFilterValues } from '../api/deposit-filters';
import { depositColumns, depositCsvColumns } from '../components/deposit-columns';
import { DepositFilterForm } from '../components/deposit-filter-form';

/** GET /deposits: every PIX charge with its member, status and the PSP's ids, newest first. */
export function DepositsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { tableProps, searchFormProps, filters } = useTable<BackofficeDeposit, HttpError, DepositFilterValues>({
    resource: 'deposits',
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    filters: { defaultBehavior: 'replace' },
    onSearch: (values) => depositFilters(values, format.timeZone),
  });
  const exporter = useListExport<BackofficeDeposit>({
    resource: 'deposits',
    filters,
    columns: depositCsvColumns(t, format.timeZone),
    fileName: 'deposits',
  });
  return (
    <List
      title={t('refine:deposits.deposits')}
      headerButtons={<ExportCsvButton running={exporter.running} progress={exporter.progress} onClick={() => void exporter.run()} />}
    >
      <Card size="small" style={{ marginBottom: 16 }}>
        <DepositFilterForm formProps={searchFormProps} />
      </Card>
      <Table<BackofficeDeposit>
        {...tableProps}
        rowKey="orderNo"
        size="small"
        columns={depositColumns(t, format)}
        locale={{ emptyText: t('common:list.empty') }}
      />
    </List>
  );
}
