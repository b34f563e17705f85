import type { FastifyBaseLogger } from 'fastify';
import type { ServiceDeps } from '../../infra/deps.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { BarredPersonsCheck } from './barred-check.js';

/** What the barred-persons services share: the check, the ledger (refunds), the deadline, a logger without CPFs. */
export interface BarredDeps extends ServiceDeps {
  ledger: Ledger;
  check: BarredPersonsCheck;
  /** Days a blocked account may still withdraw before it is closed (BARRED_WITHDRAWAL_DAYS). */
  withdrawalDays: number;
  log: FastifyBaseLogger;
}

export interface BarredMerchant {
  id: number;
  code: string;
}
