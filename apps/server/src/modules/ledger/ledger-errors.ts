import { sqlState, violatedCheck, violatedUniqueIndex } from '../../db/sql-state.js';

/**
 * Why the ledger refused a posting or a move. Nothing was posted. Whoever serves HTTP maps each to its answer
 * (http/ledger-refusals.ts); the ledger knows nothing of HTTP.
 */
export type LedgerRefusal =
  | 'insufficient_funds'
  | 'request_conflict'
  | 'balance_limit'
  | 'round_closed'
  | 'round_of_other_player'
  | 'rollback_refused'
  | ProtectionRefusal;

/** The player's own limits, pause or exclusion refused a bet (modules/protection/sql/protection-moves.sql). */
export type ProtectionRefusal =
  'limits_required' | 'paused' | 'excluded' | 'loss_limit' | 'bet_limit' | 'time_limit' | 'identity_unverified' | 'restricted';

const protectionRefusals: Record<string, ProtectionRefusal> = {
  LG310: 'limits_required',
  LG311: 'paused',
  LG312: 'excluded',
  LG313: 'loss_limit',
  LG314: 'bet_limit',
  LG315: 'time_limit',
  LG316: 'identity_unverified',
  LG317: 'restricted',
};

/** A refusal of the ledger, with what the caller may tell about it (`detail`). */
export class LedgerError extends Error {
  constructor(
    readonly reason: LedgerRefusal,
    readonly detail?: Record<string, unknown>,
  ) {
    super(`ledger refused: ${reason}`);
    this.name = 'LedgerError';
  }
}

/** A hold that was already posted or released: the caller lost a race and must re-read the state. */
export class HoldResolvedError extends Error {
  constructor(readonly holdTransferId: number) {
    super(`hold ${holdTransferId} is already resolved`);
    this.name = 'HoldResolvedError';
  }
}

/** Turns ledger_post_transfer()'s refusals (sql/ledger-post-transfer.sql) into the ledger's errors; anything else is a fault. */
export function ledgerRefusal(error: unknown, holdTransferId: number | null): unknown {
  const code = sqlState(error)?.code;
  if (code === 'LG001') return new LedgerError('insufficient_funds');
  if (code === 'LG002') return new LedgerError('request_conflict');
  // The maximum balance (ledger_accounts' bound): the whole posting was refused, nothing moved.
  if (violatedCheck(error) === 'ledger_accounts_balance_bound_check') return new LedgerError('balance_limit');
  if (holdTransferId !== null && violatedUniqueIndex(error) === 'ledger_transfers_resolves_uq')
    return new HoldResolvedError(holdTransferId);
  return error;
}

/** The seamless moves' functions (sql/ledger-moves.sql) add theirs: LG201 the round is closed, LG202 it is another player's. */
export function movesRefusal(error: unknown): unknown {
  const code = sqlState(error)?.code;
  if (code === 'LG201') return new LedgerError('round_closed');
  if (code === 'LG202') return new LedgerError('round_of_other_player');
  const limit = code === undefined ? undefined : protectionRefusals[code];
  if (limit) return new LedgerError(limit);
  return ledgerRefusal(error, null);
}
