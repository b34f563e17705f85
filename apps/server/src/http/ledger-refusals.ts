import type { ErrorCode } from '@app/contract';
import type { LedgerRefusal } from '../modules/ledger/ledger-errors.js';

/** The contract's error for each refusal of the ledger (modules/ledger/ledger-errors.ts); the ledger knows nothing of HTTP. */
export const ledgerRefusalCodes: Record<LedgerRefusal, ErrorCode> = {
  insufficient_funds: 'wallet.insufficient.funds',
  request_conflict: 'idempotency.conflict',
  balance_limit: 'wallet.balance.limit',
  // The seamless wallet's moves: the protocol's own errors.
  round_closed: 'seamless.round.closed',
  round_of_other_player: 'seamless.player.unknown',
  rollback_refused: 'seamless.rollback.refused',
};
