import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import type { PaymentPasswordCheck } from '../auth/auth.service.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { NotifyMember } from '../push/push-messages.js';
import type { PayoutProvider } from './payout-provider.js';
import type { PixKeyDirectory } from './pix-key-directory.js';
import type { PixProvider } from './pix-provider.js';

/** Everything the payments services use; built once in payments.module.ts. */
export interface PaymentsDeps {
  db: Db;
  /** The back office's deposit and withdrawal lists read it (Database.readDb); nothing that moves or checks money does. */
  readDb?: Db | undefined;
  ledger: Ledger;
  clock: Clock;
  pix: PixProvider;
  /** Withdrawals leave through it (Efí Pix Envio, over HTTP or against the sandbox). */
  payouts: PayoutProvider;
  /** The PSP's DICT lookup of key owners; the sandbox has one, Efí over HTTP has none (pix-key-directory.ts). */
  keyDirectory?: PixKeyDirectory | undefined;
  /** Our receiving key, sent as `chave` of every charge. */
  pixKey: string;
  chargeExpirySeconds: number;
  /** WITHDRAWAL_APPROVAL_ABOVE in centavos: a withdrawal of more needs two different operators' approvals. */
  withdrawalApprovalAbove: bigint;
  verifyPaymentPassword: (memberId: number, password: string) => Promise<PaymentPasswordCheck>;
  log: FastifyBaseLogger;
  /**
   * Runs inside the transaction that credits a deposit (promotions grant deposit bonuses there, so a bonus exists
   * exactly when its deposit does).
   */
  onDepositCredited?: (tx: Db, deposit: CreditedDeposit) => Promise<void>;
  /** Tells the member's browsers, after the transaction that moved the money committed (web push). */
  notify?: NotifyMember;
}

export interface CreditedDeposit {
  merchantId: number;
  memberId: number;
  orderNo: string;
  amount: bigint;
}
