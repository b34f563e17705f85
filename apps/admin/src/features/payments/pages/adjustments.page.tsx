import { List, useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Adjustment } from '@app/contract';
import { useFormat } from '../../../lib/format/use-format';
import { ExportCsvButton } from '../../../lib/list/export-csv-button';
import { useListExport } from '../../../lib/list/use-list-export';
import { useMe } from '../../../lib/session/use-me';
import { adjustmentFilters, type AdjustmentFilterValues } from '../api/adjustment-filters';
import { eq } from '../api/filter-values';
import { adjustmentColumns, adjustmentCsvColumns } from '../components/adjustment-columns';
import { useAdjustmentDecide } from '../components/adjustment-decide';
import { AdjustmentFilterForm } from '../components/adjustment-filter-form';

/** GET /adjustments: pending ones first shown, each approved or rejected by an operator other than its requester. */
export function AdjustmentsPage() {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const { me } = useMe();
  const decide = useAdjustmentDecide();
  const { tableProps, searchFormProps, filters } = useTable<Adjustment, HttpError, AdjustmentFilterValues>({
    resource: 'adjustments',
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    filters: { initial: [eq('status', 'pending')], defaultBehavior: 'replace' },
    onSearch: adjustmentFilters,
  });
  const exporter = useListExport<Adjustment>({
    resource: 'adjustments',
    filters,
    columns: adjustmentCsvColumns(t, format.timeZone),
    fileName: 'adjustments',
  });
  const actions = { key: 'actions', title: t('common:list.actions'), render: (_: unknown, row: Adjustment) => decide.buttons(row) };
  return (
    <List
      title={t('refine:adjustments.adjustments')}
      headerButtons={<ExportCsvButton running={exporter.running} progress={exporter.progress} onClick={() => void exporter.run()} />}
    >
      <Card size="small" style={{ marginBottom: 16 }}>
        <AdjustmentFilterForm formProps={searchFormProps} />
      </Card>
      <Table<Adjustment>
        {...tableProps}
        rowKey="id"
        size="small"
        columns={[...adjustmentColumns(t, format, me?.id), actions]}
        locale={{ emptyText: t('common:list.empty') }}
      />
      {decide.modal}
    </List>
  );
}
