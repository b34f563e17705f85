import type { RoundDeps } from '../../rounds/round-money.js';
import { payAndEnd, refundAndCancel } from '../../rounds/round-money.js';
import type { RoundRow } from '../../rounds/rounds.repository.js';
import { winMinorOf } from './crash-formula.js';
import type { CrashRoundRow } from './crash.repository.js';

/** What a crash bet keeps in its round's state (the rounds table). */
export interface CrashBetState extends Record<string, unknown> {
  crashRoundId: string;
  /** The round's number in its room's chain, to find it on the verification view. */
  chainRound: number;
  autoCashoutCents: number | null;
  /** Where the bet is cashed out at the latest: the auto cash-out or the payout cap, whichever is lower. */
  targetCents: number;
  /** Set when the cash-out is stored: from then on the bet is paid, whatever happens. */
  cashoutCents?: number;
  crashCents?: number;
  hash?: string;
}

export const betStateOf = (round: RoundRow) => round.state as CrashBetState;

/** Pays a cashed-out bet (its stake × its cash-out) and ends its round. */
export function payCashout(deps: RoundDeps, bet: RoundRow, state: CrashBetState) {
  return payAndEnd(deps, bet, winMinorOf(bet.stakeMinor, state.cashoutCents!), state);
}

/** Ends a bet the crash caught before any cash-out: win 0, the round's hash and crash point kept with it. */
export function settleLoss(deps: RoundDeps, bet: RoundRow, crash: Pick<CrashRoundRow, 'crashCents' | 'hash'>) {
  return payAndEnd(deps, bet, 0n, { ...betStateOf(bet), crashCents: crash.crashCents, hash: crash.hash });
}

/**
 * The recovery rule of a bet nobody is finishing (the game server stopped):
 * a stake never confirmed is rolled back; a stored cash-out is paid; a bet of
 * a round that crashed lost; a bet of a round cut short (betting or flying
 * when the server stopped) is cancelled and its stake refunded.
 */
export async function finishBet(deps: RoundDeps, bet: RoundRow, crash: CrashRoundRow | undefined): Promise<void> {
  const state = betStateOf(bet);
  if (bet.status === 'created') await refundAndCancel(deps, bet);
  else if (state.cashoutCents !== undefined) await payCashout(deps, bet, state);
  else if (crash?.phase === 'crashed') await settleLoss(deps, bet, crash);
  else await refundAndCancel(deps, bet);
}
