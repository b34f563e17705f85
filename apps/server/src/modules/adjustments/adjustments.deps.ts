import type { ServiceDeps } from '../../infra/deps.js';
import type { Ledger } from '../ledger/ledger.service.js';

/** What the adjustment services use; built once in adjustments.module.ts. */
export interface AdjustmentsDeps extends ServiceDeps {
  ledger: Ledger;
  /** ADJUSTMENT_APPROVAL_ABOVE in centavos: an adjustment of more waits for a second operator. */
  approvalAbove: bigint;
}
