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
  // The player's protection (modules/protection): the same errors the player's own calls answer.
  limits_required: 'limits.required',
  paused: 'protection.paused',
  excluded: 'protection.excluded',
  loss_limit: 'limits.loss.reached',
  bet_limit: 'limits.bet.reached',
  time_limit: 'limits.time.reached',
  identity_unverified: 'identity.unverified',
  restricted: 'protection.restricted',
};
