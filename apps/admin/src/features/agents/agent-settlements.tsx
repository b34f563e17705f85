import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTable } from '@refinedev/antd';
import { useCan, type HttpError } from '@refinedev/core';
import { Alert, App, Button, Flex, Form, Input, Select, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { settlementKinds, type SettlementKind, type SettlementRun } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { SettlementPayouts } from './settlement-payouts';
import { actionError, useAgentActions } from './use-agent-actions';

const PERIOD = /^\d{4}-\d{2}-\d{2}(T\d{2})?$/;

/** GET /agents/settlements: each run with what it paid; "Settle" runs a kind for a period, "Settle again" repeats one. */
export function AgentSettlements() {
  const { t } = useTranslation('agents');
  const format = useFormat();
  const { message } = App.useApp();
  const { data: can } = useCan({ resource: 'agent-settlements', action: 'create' });
  const actions = useAgentActions();
  const [failure, setFailure] = useState<string | null>(null);
  const { tableProps } = useTable<SettlementRun, HttpError>({
    resource: 'agent-settlements',
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
  });
  const settle = async (kind: SettlementKind, period: string) => {
    setFailure(null);
    try {
      const r = await actions.settle(kind, period);
      void message.success(t('runDone', { paid: r.paid, skipped: r.skipped, failed: r.failed, amount: format.money(r.amount) }));
    } catch (error) {
      setFailure(actionError(error));
    }
  };
  return (
    <Flex vertical gap={12}>
      {can?.can && (
        <Form<{ kind: SettlementKind; period: string }>
          layout="inline"
          initialValues={{ kind: 'rebate', period: '' }}
          onFinish={(v) => settle(v.kind, v.period.trim())}
        >
          <Form.Item name="kind" label={t('kind')}>
            <Select style={{ width: 180 }} options={settlementKinds.map((value) => ({ value, label: t(`kinds.${value}`) }))} />
          </Form.Item>
          <Form.Item name="period" rules={[{ required: true, pattern: PERIOD, message: t('runPeriod') }]}>
            <Input placeholder={t('runPeriod')} aria-label={t('runPeriod')} style={{ width: 320 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={actions.pending}>
            {t('run')}
          </Button>
        </Form>
      )}
      {failure && <Alert type="error" showIcon message={failure} closable onClose={() => setFailure(null)} />}
      <Table<SettlementRun>
        {...tableProps}
        rowKey="id"
        size="small"
        locale={{ emptyText: t('common:list.empty') }}
        expandable={{ expandedRowRender: (run) => <SettlementPayouts runId={run.id} /> }}
        columns={runColumns(t, format, can?.can ? (r) => settle(r.kind, r.period) : undefined)}
      />
      <Typography.Text type="secondary">{t('rerunHint')}</Typography.Text>
    </Flex>
  );
}

type Format = ReturnType<typeof useFormat>;

function runColumns(t: TFunction<'agents'>, format: Format, rerun?: (r: SettlementRun) => void): TableColumnsType<SettlementRun> {
  return [
    { title: t('startedAt'), render: (_, r) => format.dateTime(r.startedAt) },
    { title: t('kind'), render: (_, r) => t(`kinds.${r.kind}`) },
    { title: t('period'), dataIndex: 'period' },
    { title: t('trigger'), render: (_, r) => `${t(`triggers.${r.trigger}`)}${r.actor ? ` · ${r.actor}` : ''}` },
    { title: t('due'), dataIndex: 'due', align: 'right' },
    { title: t('paid'), dataIndex: 'paid', align: 'right' },
    { title: t('skipped'), dataIndex: 'skipped', align: 'right' },
    {
      title: t('failed'),
      align: 'right',
      render: (_, r) =>
        r.failed ? (
          <Tooltip title={r.errors.map((e) => `${e.agent}: ${e.message}`).join('\n')}>
            <Tag color="red">{r.failed}</Tag>
          </Tooltip>
        ) : (
          0
        ),
    },
    { title: t('amount'), align: 'right', render: (_, r) => format.money(r.amount) },
    {
      title: t('actions'),
      render: (_, r) =>
        rerun ? (
          <Tooltip title={t('rerunHint')}>
            <Button size="small" onClick={() => rerun(r)}>
              {t('rerun')}
            </Button>
          </Tooltip>
        ) : null,
    },
  ];
}
