import type { ServiceDeps } from '../../infra/deps.js';
import type { Ledger } from '../ledger/ledger.service.js';

/** What the promotion services share (bonuses, sign-in, applications, cashback, referral). */
export interface PromotionsDeps extends ServiceDeps {
  ledger: Ledger;
}

export interface PromotionMember {
  merchantId: number;
  memberId: number;
}
