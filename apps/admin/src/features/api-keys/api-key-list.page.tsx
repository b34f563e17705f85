import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HttpError } from '@refinedev/core';
import { CreateButton, List, useModalForm, useTable } from '@refinedev/antd';
import { Table, Typography } from 'antd';
import type { ApiKey, ApiKeyCreateBody, ApiKeyCreated } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { ExportCsvButton } from '../../lib/list/export-csv-button';
import { useListExport } from '../../lib/list/use-list-export';
import { ShownOnceModal } from '../../lib/ui/shown-once-modal';
import { apiKeyColumns } from './api-key-columns';
import { apiKeyCsvColumns } from './api-key-csv';
import { ApiKeyCreateModal } from './api-key-create-modal';
import { ApiKeyFilterBar } from './api-key-filter-bar';
import { filterApiKeys, type ApiKeyFilters } from './api-key-filters';

/**
 * The merchant's API keys: machines act with a role's permissions through one. A new key is shown once, in full;
 * the list knows only its first characters. Revoked keys stay listed (the audit trail names them).
 */
export function ApiKeyListPage() {
  const { t } = useTranslation('team');
  const format = useFormat();
  const [filters, setFilters] = useState<ApiKeyFilters>({});
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const { tableProps, tableQuery } = useTable<ApiKey>({
    resource: 'api-keys',
    syncWithLocation: false,
    pagination: { mode: 'off' },
    filters: { mode: 'off' },
    sorters: { mode: 'off' },
  });
  const { modalProps, formProps, show } = useModalForm<ApiKeyCreated, HttpError, ApiKeyCreateBody>({
    resource: 'api-keys',
    action: 'create',
    redirect: false,
    onMutationSuccess: ({ data }) => setCreated(data),
  });
  const rows = useMemo(() => filterApiKeys(tableQuery.data?.data ?? [], filters), [tableQuery.data, filters]);
  const exporter = useListExport({ resource: 'api-keys', fileName: 'api-keys', rows, columns: apiKeyCsvColumns(t, format.timeZone) });

  return (
    <List
      headerButtons={
        <>
          <ExportCsvButton {...exporter} onClick={exporter.run} />
          <CreateButton resource="api-keys" onClick={() => show()} />
        </>
      }
    >
      <ApiKeyFilterBar onChange={setFilters} />
      <Table<ApiKey>
        {...tableProps}
        dataSource={rows}
        columns={apiKeyColumns(t, format.dateTime)}
        rowKey="id"
        size="middle"
        scroll={{ x: 960 }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, showTotal: (count) => t('common:list.rows', { count }) }}
      />
      <ApiKeyCreateModal modalProps={modalProps} formProps={formProps} />
      <ShownOnceModal
        title={t('apiKeys.createdTitle')}
        label={t('apiKeys.secret', { name: created?.key.name })}
        secret={created?.secret ?? null}
        extra={<Typography.Text type="secondary">{t('apiKeys.usage')}</Typography.Text>}
        onClose={() => setCreated(null)}
      />
    </List>
  );
}
