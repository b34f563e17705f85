import type { ServiceDeps } from '../../infra/deps.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { NotifyMember } from '../push/push-messages.js';

/** What the promotion services share (bonuses, sign-in, applications, cashback, referral). */
export interface PromotionsDeps extends ServiceDeps {
  ledger: Ledger;
  /** Tells a member's browsers about a reward paid by the operator or a settlement, after its transaction committed. */
  notify?: NotifyMember | undefined;
}

export interface PromotionMember {
  merchantId: number;
  memberId: number;
}
