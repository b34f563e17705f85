import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HttpError } from '@refinedev/core';
import { CreateButton, List, useModalForm, useTable } from '@refinedev/antd';
import { Table, Typography } from 'antd';
import type { ApiKey, ApiKeyCreateBody, ApiKeyCreated } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { ExportCsvButton } from '../../lib/list/export-csv-button';
import { queryFilters } from '../../lib/list/query-filters';
import { useListExport } from '../../lib/list/use-list-export';
import { ShownOnceModal } from '../../lib/ui/shown-once-modal';
import { apiKeyColumns } from './api-key-columns';
import { apiKeyCsvColumns } from './api-key-csv';
import { ApiKeyCreateModal } from './api-key-create-modal';
import { ApiKeyFilterBar, type ApiKeyFilterValues } from './api-key-filter-bar';

/**
 * The merchant's API keys: machines act with a role's permissions through one. A new key is shown once, in full;
 * the list knows only its first characters. Revoked keys stay listed (the audit trail names them). Filtered, sorted
 * and paged on the server; the CSV holds every key the filters match.
 */
export function ApiKeyListPage() {
  const { t } = useTranslation('team');
  const format = useFormat();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const { tableProps, searchFormProps, filters, sorters } = useTable<ApiKey, HttpError, ApiKeyFilterValues>({
    resource: 'api-keys',
    syncWithLocation: false,
    pagination: { mode: 'server', pageSize: 20 },
    filters: { mode: 'server', defaultBehavior: 'replace' },
    sorters: { mode: 'server', initial: [{ field: 'createdAt', order: 'desc' }] },
    onSearch: queryFilters,
  });
  const { modalProps, formProps, show } = useModalForm<ApiKeyCreated, HttpError, ApiKeyCreateBody>({
    resource: 'api-keys',
    action: 'create',
    redirect: false,
    onMutationSuccess: ({ data }) => setCreated(data),
  });
  const exporter = useListExport({
    resource: 'api-keys',
    fileName: 'api-keys',
    filters,
    sorters,
    columns: apiKeyCsvColumns(t, format.timeZone),
  });

  return (
    <List
      headerButtons={
        <>
          <ExportCsvButton {...exporter} onClick={exporter.run} />
          <CreateButton resource="api-keys" onClick={() => show()} />
        </>
      }
    >
      <ApiKeyFilterBar formProps={searchFormProps} />
      <Table<ApiKey>
        {...tableProps}
        columns={apiKeyColumns(t, format.dateTime, sorters)}
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
