import { AppError } from '../../http/app-error.js';

interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The SQLSTATE of a driver error, searching Drizzle's cause chain. */
export function sqlState(error: unknown): { code: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as PgErrorLike;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, ...(typeof candidate.constraint === 'string' && { constraint: candidate.constraint }) };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** A hold that was already posted or released: the caller lost a race and must re-read the state. */
export class HoldResolvedError extends Error {
  constructor(readonly holdTransferId: number) {
    super(`hold ${holdTransferId} is already resolved`);
    this.name = 'HoldResolvedError';
  }
}

/** Deadlock or serialization failure: the whole transaction may be run again. */
export function isRetryable(error: unknown): boolean {
  const state = sqlState(error)?.code;
  return state === '40P01' || state === '40001';
}

/** Turns the ledger function's refusals into the errors callers handle; anything else is a fault. */
export function ledgerError(error: unknown, holdTransferId: number | null): unknown {
  const state = sqlState(error);
  if (state?.code === 'LG001') return new AppError('wallet.insufficient.funds');
  if (state?.code === 'LG002') return new AppError('idempotency.conflict');
  // The maximum balance (ledger_accounts' bound): the whole posting was refused, nothing moved.
  if (state?.code === '23514' && state.constraint === 'ledger_accounts_balance_bound_check') return new AppError('wallet.balance.limit');
  if (state?.code === '23505' && state.constraint === 'ledger_transfers_resolves_uq' && holdTransferId !== null) {
    return new HoldResolvedError(holdTransferId);
  }
  return error;
}
