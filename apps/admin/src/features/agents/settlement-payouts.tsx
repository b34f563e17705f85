import { useCustom } from '@refinedev/core';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { API, type SettlementPayout } from '@app/contract';
import { fillPath } from '../../lib/api/api-client';
import { useFormat } from '../../lib/format/use-format';

/** The payouts of a run's kind and period, marking the ones this run paid. */
export function SettlementPayouts({ runId }: { runId: number }) {
  const { t } = useTranslation('agents');
  const format = useFormat();
  const { result, query } = useCustom<SettlementPayout[]>({
    url: fillPath(API.operatorAgentSettlementPayouts, { id: runId }),
    method: 'get',
  });
  return (
    <Table<SettlementPayout>
      rowKey="agent"
      size="small"
      loading={query.isLoading}
      pagination={false}
      title={() => t('payouts')}
      dataSource={query.data ? result.data : []}
      locale={{ emptyText: t('common:list.empty') }}
      columns={[
        { title: t('agent'), dataIndex: 'agent' },
        { title: t('amount'), align: 'right', render: (_, p) => format.money(p.amount) },
        { title: t('rounds'), dataIndex: 'roundCount', align: 'right' },
        { title: t('stake'), align: 'right', render: (_, p) => format.money(p.stake) },
        { title: t('createdAt'), render: (_, p) => format.dateTime(p.createdAt) },
        { title: t('thisRun'), render: (_, p) => (p.thisRun ? <Tag color="green">{t('yes')}</Tag> : t('no')) },
      ]}
    />
  );
}
