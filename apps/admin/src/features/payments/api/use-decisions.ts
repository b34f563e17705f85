import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { API, type Adjustment, type BackofficeWithdrawal } from '@app/contract';
import { fillPath } from '../../../lib/api/api-client';

export type Decision = 'approve' | 'reject';

/** POST /withdrawals/:orderNo: approve (the first of two above the threshold) or reject; the queue and detail refresh. */
export function useWithdrawalDecision() {
  const invalidate = useInvalidate();
  const { mutateAsync } = useCustomMutation<BackofficeWithdrawal>();
  return async (orderNo: string, decision: Decision, reason?: string): Promise<BackofficeWithdrawal> => {
    const { data } = await mutateAsync({
      url: fillPath(API.operatorWithdrawalDecision, { orderNo }),
      method: 'post',
      values: { decision, ...(reason && { reason }) },
      // The decision modal shows a refusal (four eyes, already decided) itself.
      successNotification: false,
      errorNotification: false,
    });
    await invalidate({ resource: 'withdrawals', id: orderNo, invalidates: ['list', 'detail'] });
    return data;
  };
}

/** POST /adjustments/:id/decision by a second operator; the queue refreshes. */
export function useAdjustmentDecision() {
  const invalidate = useInvalidate();
  const { mutateAsync } = useCustomMutation<Adjustment>();
  return async (id: number, decision: Decision, note?: string): Promise<Adjustment> => {
    const { data } = await mutateAsync({
      url: fillPath(API.operatorAdjustmentDecision, { id }),
      method: 'post',
      values: { decision, ...(note && { note }) },
      successNotification: false,
      errorNotification: false,
    });
    await invalidate({ resource: 'adjustments', invalidates: ['list'] });
    // An approval moved the player's balance: a player's page read before must not show the old one.
    await invalidate({ resource: 'players', invalidates: ['all'] });
    return data;
  };
}
