import { formatMinor } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import { CURRENCIES } from '../ledger/ledger-accounts.js';
import { openWithdrawals } from '../payments/personal-data.js';
import type { MemberKey, PrivacyDeps } from './privacy.deps.js';

/** Bonus money is promotion credit under wagering, never the player's to withdraw: a closure forfeits it. */
const FORFEITED = new Set(['bonus']);

export interface ClosureStanding {
  /** Real money the member holds: withdrawable cash, held for a withdrawal, in play or in a vendor's wallet. */
  balance: bigint;
  bonus: bigint;
  pendingWithdrawals: number;
}

export async function closureStanding(deps: PrivacyDeps, key: MemberKey): Promise<ClosureStanding> {
  const balances = await deps.ledger.memberBalances(key.merchantId, key.memberId, CURRENCIES.real);
  let balance = 0n;
  for (const [code, amount] of balances) if (!FORFEITED.has(code)) balance += amount;
  return { balance, bonus: balances.get('bonus') ?? 0n, pendingWithdrawals: await openWithdrawals(deps.db, key) };
}

/**
 * What refuses a closure now: money the player still holds (they withdraw it first: the account must not be closed
 * over their money), or a withdrawal not yet paid. Checked when the player asks and again when it is processed (a
 * PIX charge paid in between, or a late win, would have put money back).
 */
export function closureRefusals(standing: ClosureStanding): AppError[] {
  const refusals: AppError[] = [];
  // A pending withdrawal holds money too: its own message says what to wait for, so it comes first.
  if (standing.pendingWithdrawals > 0) refusals.push(new AppError('privacy.closure.withdrawal.pending'));
  if (standing.balance > 0n) refusals.push(new AppError('privacy.closure.balance', { balance: formatMinor(standing.balance) }));
  return refusals;
}
