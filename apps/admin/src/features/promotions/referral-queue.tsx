import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { API, referralRewardQueues, type OperatorReferralReward } from '@app/contract';
import { fillPath } from '../../lib/api/api-client';
import { readAmountInput } from '../../lib/format/amount-input';
import { useFormat } from '../../lib/format/use-format';
import { DecisionButtons, DecisionQueue, type Deciding } from './decision-queue';

type Queue = (typeof referralRewardQueues)[number];
const money = (typed: string | undefined) => {
  if (typed === undefined || typed === '') return undefined;
  const read = readAmountInput(typed, { allowZero: true });
  return 'amount' in read ? read.amount : typed;
};

function referralColumns(
  t: TFunction,
  format: ReturnType<typeof useFormat>,
  queue: Queue,
  onDecide: (d: Deciding<OperatorReferralReward>) => void,
) {
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
        queue === 'waiting' ? <DecisionButtons kind="referral" row={row} onDecide={onDecide} /> : null,
    },
  ];
}

/**
 * Referral rewards: waiting (under review, or held by the referrer's limits), rewarded, ineligible. Approval pays the
 * rules' amounts or the operator's; rejection closes the friend with a reason. Both go through the ledger, once.
 */
export function ReferralQueue() {
  const { t } = useTranslation('promotions');
  const format = useFormat();
  return (
    <DecisionQueue<OperatorReferralReward, Queue>
      url={API.operatorReferralRewards}
      filterParam="queue"
      filters={referralRewardQueues}
      initial="waiting"
      filterLabel={(q) => t(`referralQueues.${q}`)}
      columns={(queue, onDecide) => referralColumns(t, format, queue, onDecide)}
      decisionPath={(row) => fillPath(API.operatorReferralDecision, { id: row.id })}
      decisionBody={(deciding, values) => ({
        decision: deciding.decision,
        reason: values.reason,
        ...(deciding.decision === 'approve' && { referrerReward: money(values.referrerReward), friendReward: money(values.friendReward) }),
      })}
      amounts={(row) => ({ referrerReward: row.referrerReward, friendReward: row.friendReward })}
    />
  );
}
