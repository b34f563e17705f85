import { useState } from 'react';
import { Button, Space } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { Adjustment } from '@app/contract';
import { useFormat } from '../../../lib/format/use-format';
import { useMe } from '../../../lib/session/use-me';
import { useAdjustmentDecision, type Decision } from '../api/use-decisions';
import { DecisionModal } from './decision-modal';

/** The server's limit on a decision note (adjustmentDecisionBodySchema). */
const NOTE_MAX = 500;

/**
 * Approve and reject of the queue's rows (balance.approve), with the modal they open. The requester's own row keeps
 * its buttons: the server refuses the requester, and the modal shows why in the operator's language.
 */
export function useAdjustmentDecide() {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const { can } = useMe();
  const { open: notify } = useNotification();
  const decide = useAdjustmentDecision();
  const [deciding, setDeciding] = useState<{ row: Adjustment; decision: Decision } | null>(null);

  const buttons = (row: Adjustment) =>
    row.status === 'pending' && can('balance.approve') ? (
      <Space>
        <Button size="small" type="primary" icon={<CheckOutlined />} onClick={() => setDeciding({ row, decision: 'approve' })}>
          {t('decision.approve')}
        </Button>
        <Button size="small" danger icon={<CloseOutlined />} onClick={() => setDeciding({ row, decision: 'reject' })}>
          {t('decision.reject')}
        </Button>
      </Space>
    ) : null;

  const submit = async (note: string | undefined) => {
    if (!deciding) return;
    const after = await decide(deciding.row.id, deciding.decision, note);
    notify?.({
      type: 'success',
      message: t(`adjustments.done.${after.status}`, { username: after.username }),
      key: `adjustment-${after.id}`,
    });
  };

  const modal = deciding && (
    <DecisionModal
      decision={deciding.decision}
      title={t(`decision.adjustmentTitle_${deciding.decision}`, { username: deciding.row.username })}
      description={t(`decision.adjustment_${deciding.decision}_${deciding.row.direction}`, {
        amount: format.money(deciding.row.amount),
        username: deciding.row.username,
      })}
      noteMax={NOTE_MAX}
      noteRequired={deciding.decision === 'reject'}
      onSubmit={submit}
      onClose={() => setDeciding(null)}
    />
  );
  return { buttons, modal };
}
