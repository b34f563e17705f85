import { useState } from 'react';
import { useTable } from '@refinedev/antd';
import type { CrudFilter, HttpError } from '@refinedev/core';
import { App, Button, Input, Popconfirm, Space, Switch, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BarredOverview, BarredSandboxEntry } from '@app/contract';
import { formatCpf } from '../../lib/format/cpf';
import { useFormat } from '../../lib/format/use-format';
import { errorText } from '../../lib/i18n/error-text';
import { useMe } from '../../lib/session/use-me';
import { BarredSandboxAddModal } from './barred-sandbox-add';
import { CategoryTag } from './barred-tags';
import type { BarredActions } from './use-barred-actions';

/**
 * The sandbox's list (only while BARRED_PERSONS_CHECK=sandbox): the CPFs it answers as barred, with their reason, and
 * the switch that makes it fail as an outage would. Editing needs barred.manage.
 */
export function BarredSandbox({ overview, actions }: { overview: BarredOverview; actions: BarredActions }) {
  const { t } = useTranslation('barred');
  const format = useFormat();
  const { message } = App.useApp();
  const { can } = useMe();
  const [adding, setAdding] = useState(false);
  const manage = can('barred.manage');
  const { tableProps, setFilters } = useTable<BarredSandboxEntry, HttpError>({
    resource: 'barred-sandbox',
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    filters: { defaultBehavior: 'replace' },
  });
  const attempt = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      void message.success(done);
    } catch (error) {
      void message.error(errorText(error));
    }
  };
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <SandboxToolbar
        overview={overview}
        actions={actions}
        onSearch={(filters) => setFilters(filters)}
        onAdd={() => setAdding(true)}
        attempt={attempt}
      />
      <Typography.Text type="secondary">{t('failingHelp')}</Typography.Text>
      <Table<BarredSandboxEntry>
        {...tableProps}
        rowKey="id"
        size="small"
        locale={{ emptyText: t('common:list.empty') }}
        columns={[
          { title: t('cpf'), dataIndex: 'cpf', render: (cpf: string) => formatCpf(cpf) },
          { title: t('category'), render: (_, e) => <CategoryTag category={e.category} /> },
          { title: t('note'), dataIndex: 'note' },
          { title: t('createdAt'), dataIndex: 'createdAt', render: (at: string) => format.dateTime(at) },
          { title: t('createdBy'), dataIndex: 'createdBy' },
          {
            title: '',
            render: (_, e) =>
              manage && (
                <Popconfirm title={t('removeConfirm')} onConfirm={() => attempt(() => actions.remove(e.id), t('removed'))}>
                  <Button size="small" danger>
                    {t('remove')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      <BarredSandboxAddModal open={adding} onClose={() => setAdding(false)} actions={actions} />
    </Space>
  );
}

/** Find a CPF, add one, switch the outage on or off (the last two with barred.manage). */
function SandboxToolbar(props: {
  overview: BarredOverview;
  actions: BarredActions;
  onSearch: (filters: CrudFilter[]) => void;
  onAdd: () => void;
  attempt: (work: () => Promise<unknown>, done: string) => Promise<void>;
}) {
  const { t } = useTranslation('barred');
  const manage = useMe().can('barred.manage');
  const search = (value: string) => {
    const digits = value.replace(/\D/g, '').slice(0, 11);
    props.onSearch(digits ? [{ field: 'cpf', operator: 'eq', value: digits }] : []);
  };
  return (
    <Space wrap>
      <Input.Search allowClear placeholder={t('search')} onSearch={search} style={{ width: 240 }} />
      {manage && (
        <Button type="primary" icon={<PlusOutlined />} onClick={props.onAdd} data-testid="barred-sandbox-add">
          {t('add')}
        </Button>
      )}
      <Switch
        checked={props.overview.sandboxFailing}
        disabled={!manage || props.actions.pending}
        onChange={(failing) => void props.attempt(() => props.actions.setFailing(failing), t('failing'))}
      />
      <Typography.Text>{t('failing')}</Typography.Text>
    </Space>
  );
}
