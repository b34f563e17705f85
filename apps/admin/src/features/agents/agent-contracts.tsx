import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTable } from '@refinedev/antd';
import { useCan, type HttpError } from '@refinedev/core';
import { Alert, App, Button, Flex, Popconfirm, Select, Table, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { contractKinds, operatorContractStatuses, type OperatorContract } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { AgentOfferModal } from './agent-offer-modal';
import { actionError, useAgentActions } from './use-agent-actions';

const statusColors: Record<OperatorContract['status'], string> = {
  offered: 'gold',
  accepted: 'green',
  declined: 'default',
  cancelled: 'default',
};

/** GET /agents/contracts: every contract with its status and what it paid; the operator offers and withdraws here. */
export function AgentContracts() {
  const { t } = useTranslation('agents');
  const format = useFormat();
  const { message } = App.useApp();
  const { data: can } = useCan({ resource: 'agent-contracts', action: 'create' });
  const actions = useAgentActions();
  const [offering, setOffering] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { tableProps, setFilters } = useTable<OperatorContract, HttpError>({
    resource: 'agent-contracts',
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    filters: { mode: 'server' },
  });
  const filterBy = (field: 'kind' | 'status', value: string | undefined) => setFilters([{ field, operator: 'eq', value }], 'merge');
  const withdraw = async (id: number) => {
    setFailure(null);
    try {
      await actions.withdraw(id);
      void message.success(t('withdrawn'));
    } catch (error) {
      setFailure(actionError(error));
    }
  };
  const withdrawButton = (c: OperatorContract) => (
    <Popconfirm title={t('withdrawConfirm')} okText={t('withdraw')} cancelText={t('cancel')} onConfirm={() => withdraw(c.id)}>
      <Button size="small" danger>
        {t('withdraw')}
      </Button>
    </Popconfirm>
  );
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Select
          allowClear
          placeholder={t('allKinds')}
          style={{ width: 200 }}
          onChange={(v: string | undefined) => filterBy('kind', v)}
          options={contractKinds.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        />
        <Select
          allowClear
          placeholder={t('allStatuses')}
          style={{ width: 200 }}
          onChange={(v: string | undefined) => filterBy('status', v)}
          options={operatorContractStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        />
        {can?.can && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setOffering(true)}>
            {t('offer')}
          </Button>
        )}
      </Flex>
      {failure && <Alert type="error" showIcon message={failure} closable onClose={() => setFailure(null)} />}
      <Table<OperatorContract>
        {...tableProps}
        rowKey="id"
        size="small"
        locale={{ emptyText: t('common:list.empty') }}
        columns={contractColumns(t, format, can?.can ? withdrawButton : undefined)}
      />
      {offering && <AgentOfferModal actions={actions} onClose={() => setOffering(false)} />}
    </Flex>
  );
}

type T = TFunction<'agents'>;
type Format = ReturnType<typeof useFormat>;

function contractColumns(t: T, format: Format, withdraw?: (c: OperatorContract) => ReactNode): TableColumnsType<OperatorContract> {
  return [
    { title: t('agent'), dataIndex: 'agent' },
    { title: t('kind'), render: (_, c) => t(`kinds.${c.kind}`) },
    { title: t('rate'), dataIndex: 'rate', align: 'right' },
    { title: t('status'), render: (_, c) => <Tag color={statusColors[c.status]}>{t(`statuses.${c.status}`)}</Tag> },
    { title: t('offeredBy'), render: (_, c) => c.offeredBy ?? t('operator') },
    { title: t('createdAt'), render: (_, c) => format.dateTime(c.createdAt) },
    { title: t('decidedAt'), render: (_, c) => format.dateTime(c.decidedAt) },
    { title: t('paidTotal'), align: 'right', render: (_, c) => format.money(c.paidTotal) },
    { title: t('actions'), render: (_, c) => (withdraw && (c.status === 'offered' || c.status === 'accepted') ? withdraw(c) : null) },
  ];
}
