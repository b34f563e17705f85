import { useState } from 'react';
import { App, Button, Radio, Space, Table, Tag } from 'antd';
import { CanAccess, useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { API, referralRewardQueues, type OperatorReferralReward } from '@app/contract';
import { fillPath } from '../../lib/api/api-client';
import { readAmountInput } from '../../lib/format/amount-input';
import { useFormat } from '../../lib/format/use-format';
import { DecisionModal, type DecisionValues } from './decision-modal';
import { useOperatorCall } from './use-promotion-calls';

type Queue = (typeof referralRewardQueues)[number];
const money = (typed: string | undefined) => {
  if (typed === undefined || typed === '') return undefined;
  const read = readAmountInput(typed, { allowZero: true });
  return 'amount' in read ? read.amount : typed;
};

type Deciding = { row: OperatorReferralReward; decision: 'approve' | 'reject' };

function referralColumns(t: TFunction, format: ReturnType<typeof useFormat>, queue: Queue, setDeciding: (d: Deciding) => void) {
  return [
    { title: t('referrer'), dataIndex: 'referrerName' },
    { title: t('friend'), dataIndex: 'friendName' },
    { title: t('promotion'), dataIndex: 'promotionCode' },
    { title: t('state'), render: (_: unknown, r: OperatorReferralReward) => <Tag>{t(`referralStatuses.${r.status}`)}</Tag> },
    { title: t('rules.referrerReward'), render: (_: unknown, r: OperatorReferralReward) => format.money(r.referrerReward) },
    { title: t('rules.friendReward'), render: (_: unknown, r: OperatorReferralReward) => format.money(r.friendReward) },
    { title: t('decidedAt'), render: (_: unknown, r: OperatorReferralReward) => format.dateTime(r.decidedAt) },
    { title: t('note'), render: (_: unknown, r: OperatorReferralReward) => r.note ?? (r.reason ? t(`reasons.${r.reason}`, r.reason) : '') },
    {
      title: t('decision'),
      render: (_: unknown, row: OperatorReferralReward) =>
        queue === 'waiting' ? (
          <CanAccess resource="reward-decisions" action="edit">
            <Space>
              <Button size="small" type="primary" onClick={() => setDeciding({ row, decision: 'approve' })}>
                {t('approve')}
              </Button>
              <Button size="small" danger onClick={() => setDeciding({ row, decision: 'reject' })}>
                {t('reject')}
              </Button>
            </Space>
          </CanAccess>
        ) : null,
    },
  ];
}

/**
 * Referral rewards: waiting (under review, or held by the referrer's limits), rewarded, ineligible. Approval pays the
 * rules' amounts or the operator's; rejection closes the friend with a reason. Both go through the ledger, once.
 */
export function ReferralQueue() {
  const { t } = useTranslation('promotions');
  const { message } = App.useApp();
  const format = useFormat();
  const [queue, setQueue] = useState<Queue>('waiting');
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const { query } = useCustom<OperatorReferralReward[]>({
    url: API.operatorReferralRewards,
    method: 'get',
    config: { query: { queue } },
  });
  const { send } = useOperatorCall([]);
  const decide = async (values: DecisionValues) => {
    if (!deciding) return;
    const approve = deciding.decision === 'approve';
    await send(fillPath(API.operatorReferralDecision, { id: deciding.row.id }), 'post', {
      decision: deciding.decision,
      reason: values.reason,
      ...(approve && { referrerReward: money(values.referrerReward), friendReward: money(values.friendReward) }),
    });
    void message.success(t(approve ? 'approved' : 'rejected'));
    await query.refetch();
  };
  const columns = referralColumns(t, format, queue, setDeciding);
  return (
    <>
      <Radio.Group value={queue} onChange={(e) => setQueue(e.target.value as Queue)} style={{ marginBottom: 16 }} optionType="button">
        {referralRewardQueues.map((q) => (
          <Radio.Button key={q} value={q}>
            {t(`referralQueues.${q}`)}
          </Radio.Button>
        ))}
      </Radio.Group>
      <Table<OperatorReferralReward>
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={query.data?.data ?? []}
        columns={columns}
        locale={{ emptyText: t('emptyQueue') }}
      />
      <DecisionModal
        open={deciding !== null}
        decision={deciding?.decision ?? 'approve'}
        amounts={deciding ? { referrerReward: deciding.row.referrerReward, friendReward: deciding.row.friendReward } : undefined}
        onClose={() => setDeciding(null)}
        onDecide={decide}
      />
    </>
  );
}
