import type { Adjustment, BackofficeWithdrawal } from '@app/contract';

/** What a withdrawal decision led to, for the message the operator reads after it. */
export type WithdrawalOutcome = 'awaitingSecond' | 'approved' | 'paid' | 'rejected' | 'failed' | 'pending';

export function withdrawalOutcome(w: Pick<BackofficeWithdrawal, 'status' | 'awaitingSecondApproval'>): WithdrawalOutcome {
  if (w.status === 'pending') return w.awaitingSecondApproval ? 'awaitingSecond' : 'pending';
  return w.status;
}

/** Whether the signed-in operator gave this withdrawal's first approval (the server refuses them the second). */
export function isOwnFirstApproval(w: Pick<BackofficeWithdrawal, 'firstApproval'>, operatorId: number | undefined): boolean {
  return operatorId !== undefined && w.firstApproval?.operatorId === operatorId;
}

/** Whether the signed-in operator requested this adjustment (the server refuses them its decision). */
export function isOwnRequest(a: Pick<Adjustment, 'requestedBy'>, operatorId: number | undefined): boolean {
  return operatorId !== undefined && a.requestedBy.id === operatorId;
}
