import type { MemberPromotion } from '@app/contract';

/**
 * What tapping the status of a promotion does (docs/decisions/promotions.md, "Label → action"); `none` is a
 * status to read, not a button (a claimed sign-in among them: claimed is done, nothing to tap).
 */
export type PromotionAction = { kind: 'login' } | { kind: 'join' } | { kind: 'claim' } | { kind: 'go'; to: string } | { kind: 'none' };

export function actionOf(promotion: Pick<MemberPromotion, 'id' | 'kind' | 'label'>, loggedIn: boolean): PromotionAction {
  const { id, kind, label } = promotion;
  if (!loggedIn) return label === 'join' || label === 'claim' ? { kind: 'login' } : { kind: 'none' };
  if (kind === 'manual' && (label === 'join' || label === 'rejected')) return { kind: 'go', to: `/m/applyReward?id=${id}` };
  if (kind === 'deposit_bonus' && label === 'join') return { kind: 'join' };
  if (kind === 'deposit_bonus' && label === 'joined') return { kind: 'go', to: '/m/voucherCenter' };
  if (kind === 'deposit_bonus' && label === 'process') return { kind: 'go', to: '/m/rewardCenter' };
  if (kind === 'sign_in' && label === 'claim') return { kind: 'claim' };
  return { kind: 'none' };
}
