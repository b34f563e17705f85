import type { ServiceDeps } from '../../infra/deps.js';
import type { Ledger } from '../ledger/ledger.service.js';

export interface RewardsDeps extends ServiceDeps {
  ledger: Ledger;
}

export interface RewardsMember {
  merchantId: number;
  memberId: number;
}
