import { useState } from 'react';
import { Alert, Button, Space } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { WithdrawalDetail } from '@app/contract';
import { useFormat } from '../../../lib/format/use-format';
import { useMe } from '../../../lib/session/use-me';
import { isOwnFirstApproval, withdrawalOutcome } from '../api/decisions';
import { useWithdrawalDecision, type Decision } from '../api/use-decisions';
import { DecisionModal } from './decision-modal';

/** The withdrawal's server limit on a reason (operatorWithdrawalDecisionSchema). */
const REASON_MAX = 200;

/** Where the two approvals stand, said plainly above the buttons. */
function FourEyesAlert({ detail }: { detail: WithdrawalDetail }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const { me } = useMe();
  const w = detail.withdrawal;
  if (w.awaitingSecondApproval && w.firstApproval) {
    const first = { name: w.firstApproval.operatorName, at: format.dateTime(w.firstApproval.at) };
    const own = isOwnFirstApproval(w, me?.id);
    return (
      <Alert
        type="warning"
        showIcon
        message={t('fourEyes.waiting')}
        description={`${t('fourEyes.firstBy', first)}${own ? ` ${t('fourEyes.yours')}` : ''}`}
      />
    );
  }
  if (w.needsTwoApprovals && w.status === 'pending') return <Alert type="info" showIcon message={t('fourEyes.needsTwoLong')} />;
  return null;
}

/** Approve or reject a pending withdrawal (withdrawals.decide); the server enforces the two approvals. */
export function WithdrawalDecide({ detail }: { detail: WithdrawalDetail }) {
  const { t } = useTranslation('payments');
  const { can } = useMe();
  const { open: notify } = useNotification();
  const decide = useWithdrawalDecision();
  const [decision, setDecision] = useState<Decision | null>(null);
  const w = detail.withdrawal;
  const pending = w.status === 'pending';
  const approveEffect = w.needsTwoApprovals && !w.awaitingSecondApproval ? 'approveFirst' : 'approvePays';

  const submit = async (note: string | undefined) => {
    if (!decision) return;
    const result = await decide(w.orderNo, decision, note);
    notify?.({
      type: 'success',
      message: t(`outcome.${withdrawalOutcome(result)}`, { orderNo: w.orderNo }),
      key: `withdrawal-${w.orderNo}`,
    });
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <FourEyesAlert detail={detail} />
      {pending && can('withdrawals.decide') && (
        <Space>
          <Button type="primary" icon={<CheckOutlined />} onClick={() => setDecision('approve')}>
            {t('decision.approve')}
          </Button>
          <Button danger icon={<CloseOutlined />} onClick={() => setDecision('reject')}>
            {t('decision.reject')}
          </Button>
        </Space>
      )}
      {decision && (
        <DecisionModal
          decision={decision}
          title={t(`decision.withdrawalTitle_${decision}`, { orderNo: w.orderNo })}
          description={t(`decision.${decision === 'approve' ? approveEffect : 'rejectReleases'}`)}
          noteMax={REASON_MAX}
          noteRequired={decision === 'reject'}
          onSubmit={submit}
          onClose={() => setDecision(null)}
        />
      )}
    </Space>
  );
}
