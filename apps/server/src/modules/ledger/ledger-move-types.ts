import type { Db } from '../../db/client.js';
import type { AccountRef, TransferCode } from './ledger-accounts.js';

/**
 * Whose money a move is. The moves keep the player's two account ids beside the object they were given, so a
 * caller that keeps one object per player (the seamless wallet does) looks them up once.
 */
export interface MovePlayer {
  merchantId: number;
  memberId: number;
  currency: string;
}

/** What the moves use of the ledger's first door (ledger.service.ts). */
export interface MovesLedger {
  accountIdsOf(merchantId: number, currency: string, refs: AccountRef[]): Promise<number[]>;
  memberBalances(merchantId: number, memberId: number, currency: string, tx?: Db): Promise<Map<string, bigint>>;
  findTransferByKey(merchantId: number, key: string, tx?: Db): Promise<object | undefined>;
  releaseHold(
    r: { merchantId: number; holdTransferId: number; code: TransferCode; idempotencyKey: string; request?: unknown; reference?: string },
    tx?: Db,
  ): Promise<{ transferId: number; creditBalance: bigint }>;
  inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
}

/** The ledger key of a provider's transaction: the bet's or win's transfer, and a rollback's refund. */
export const moveKey = (vendor: string, transactionId: string) => `gsw:${vendor}:${transactionId}`;
