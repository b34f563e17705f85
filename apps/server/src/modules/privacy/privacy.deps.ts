import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundTasks } from '../../infra/background.js';
import type { FileStore } from '../../infra/file-store/file-store.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { ProtectionDeps } from '../protection/protection.service.js';

/**
 * What the personal-data services share: the copies' file store, the member's balances, the work after an answer, and
 * what the protection status of a copy needs (the payments' deposit sums).
 */
export interface PrivacyDeps extends ProtectionDeps {
  store: FileStore;
  ledger: Pick<Ledger, 'memberBalances'>;
  log: FastifyBaseLogger;
  /** Copies asked for are written after the answer; tests and shutdown wait on it. */
  background: BackgroundTasks;
}

export interface MemberKey {
  merchantId: number;
  memberId: number;
}
