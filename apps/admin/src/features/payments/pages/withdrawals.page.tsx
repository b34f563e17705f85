import { List, useTable } from '@refinedev/antd';
import { Card, Table } from 'antd';
import { Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HttpError } from '@refinedev/core';
import type { BackofficeWithdrawal } from '@app/contract';
import { useFormat } from '../../../lib/format/use-format';
import { ExportCsvButton } from '../../../lib/list/export-csv-button';
import { useListExport } from '../../../lib/list/use-list-export';
import { withdrawalFilters, type WithdrawalFilterValues } from '../api/withdrawal-filters';
import { withdrawalColumns, withdrawalCsvColumns } from '../components/withdrawal-columns';
import { WithdrawalFilterForm } from '../components/withdrawal-filter-form';
import { withdrawalPath } from '../paths';

/** The withdrawal queue (GET /withdrawals), pending ones first shown; a row opens its detail over the queue; a CSV of every match. */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const { tableProps, searchFormProps, filters } = useTable<BackofficeWithdrawal, HttpError, WithdrawalFilterValues>({
    resource: 'withdrawals',
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    filters: { initial: [{ field: 'status', operator: 'eq', value: 'pending' }], defaultBehavior: 'replace' },
    onSearch: (values) => withdrawalFilters(values, format.timeZone),
  });
  const exporter = useListExport<BackofficeWithdrawal>({
    resource: 'withdrawals',
    filters,
    columns: withdrawalCsvColumns(t, format.timeZone),
    fileName: 'withdrawals',
  });
  return (
    <List
      title={t('refine:withdrawals.withdrawals')}
      headerButtons={<ExportCsvButton running={exporter.running} progress={exporter.progress} onClick={() => void exporter.run()} />}
    >
      <Card size="small" style={{ marginBottom: 16 }}>
        <WithdrawalFilterForm formProps={{ ...searchFormProps, initialValues: { status: 'pending' } }} />
      </Card>
      <Table<BackofficeWithdrawal>
        {...tableProps}
        rowKey="orderNo"
        size="small"
        columns={withdrawalColumns(t, format)}
        locale={{ emptyText: t('common:list.empty') }}
        onRow={(row) => ({ onClick: () => void navigate(withdrawalPath(row.orderNo)), style: { cursor: 'pointer' } })}
      />
      <Outlet />
    </List>
  );
}
