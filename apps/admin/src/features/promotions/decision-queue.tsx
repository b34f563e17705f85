import { useState, type ReactNode } from 'react';
import { App, Button, Radio, Space, Table, type TableColumnsType } from 'antd';
import { CanAccess, useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { DecisionModal, type DecisionValues } from './decision-modal';
import { useOperatorCall } from './use-promotion-calls';

export type Decision = 'approve' | 'reject';
export type Deciding<Row> = { row: Row; decision: Decision };

/** Approve and reject for a row waiting for a decision; an operator without the right sees `fallback`. */
export function DecisionButtons<Row extends { id: number }>(props: {
  /** What the row is (test ids: `approve-application-3`). */
  kind: string;
  row: Row;
  onDecide: (deciding: Deciding<Row>) => void;
  fallback?: ReactNode;
}) {
  const { t } = useTranslation('promotions');
  const { row, onDecide } = props;
  return (
    <CanAccess resource="reward-decisions" action="edit" fallback={props.fallback}>
      <Space>
        <Button
          size="small"
          type="primary"
          onClick={() => onDecide({ row, decision: 'approve' })}
          data-testid={`approve-${props.kind}-${row.id}`}
        >
          {t('approve')}
        </Button>
        <Button size="small" danger onClick={() => onDecide({ row, decision: 'reject' })} data-testid={`reject-${props.kind}-${row.id}`}>
          {t('reject')}
        </Button>
      </Space>
    </CanAccess>
  );
}

interface DecisionQueueProps<Row extends { id: number }, Filter extends string> {
  /** The list call, and the query parameter its filter goes in. */
  url: string;
  filterParam: string;
  filters: readonly Filter[];
  initial: Filter;
  filterLabel: (filter: Filter) => string;
  columns: (filter: Filter, onDecide: (deciding: Deciding<Row>) => void) => TableColumnsType<Row>;
  /** The decision call of a row and its body (the modal's reason, and what else the decision carries). */
  decisionPath: (row: Row) => string;
  decisionBody: (deciding: Deciding<Row>, values: DecisionValues) => Record<string, unknown>;
  /** The amounts an approval may pay instead of the rules' own (referral rewards). */
  amounts?: (row: Row) => { referrerReward: string; friendReward: string };
}

/**
 * A queue of rows waiting for an operator's decision: a filter of the queue's states, the rows, and the modal that
 * asks for the reason before the decision call; the list is read again after each decision.
 */
export function DecisionQueue<Row extends { id: number }, Filter extends string>(props: DecisionQueueProps<Row, Filter>) {
  const { t } = useTranslation('promotions');
  const { message } = App.useApp();
  const [filter, setFilter] = useState<Filter>(props.initial);
  const [deciding, setDeciding] = useState<Deciding<Row> | null>(null);
  const { query } = useCustom<Row[]>({ url: props.url, method: 'get', config: { query: { [props.filterParam]: filter } } });
  const { send } = useOperatorCall([]);
  const decide = async (values: DecisionValues) => {
    if (!deciding) return;
    await send(props.decisionPath(deciding.row), 'post', props.decisionBody(deciding, values));
    void message.success(t(deciding.decision === 'approve' ? 'approved' : 'rejected'));
    await query.refetch();
  };
  return (
    <>
      <Radio.Group value={filter} onChange={(e) => setFilter(e.target.value as Filter)} style={{ marginBottom: 16 }} optionType="button">
        {props.filters.map((f) => (
          <Radio.Button key={f} value={f}>
            {props.filterLabel(f)}
          </Radio.Button>
        ))}
      </Radio.Group>
      <Table<Row>
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={query.data?.data ?? []}
        columns={props.columns(filter, setDeciding)}
        locale={{ emptyText: t('emptyQueue') }}
      />
      <DecisionModal
        open={deciding !== null}
        decision={deciding?.decision ?? 'approve'}
        amounts={deciding && props.amounts ? props.amounts(deciding.row) : undefined}
        onClose={() => setDeciding(null)}
        onDecide={decide}
      />
    </>
  );
}
