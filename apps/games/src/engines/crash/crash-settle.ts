import type { RoundDeps } from '../../rounds/round-money.js';
import { payAndEnd, refundAndCancel } from '../../rounds/round-money.js';
import { findRound, type RoundRow } from '../../rounds/rounds.repository.js';
import { winMinorOf } from './crash-formula.js';
import { decideBet } from './crash-bets.repository.js';
import type { CrashRoundRow } from './crash.repository.js';

/** What a crash bet keeps in its round's state (the rounds table). */
export interface CrashBetState extends Record<string, unknown> {
  crashRoundId: string;
  /** The round's number in its room's chain, to find it on the verification view. */
  chainRound: number;
  /** The player's masked name from the platform, shown to the room by whichever process announces the bet. */
  name?: string;
  autoCashoutCents: number | null;
  /** Where the bet is cashed out at the latest: the auto cash-out or the payout cap, whichever is lower. */
  targetCents: number;
  /**
   * The bet's fate, stored once (decideBet) before any money moves: a cash-out at `cashoutCents`, or `end` lost or
   * refunded. Every process and every later leader pays what is stored, so a bet is never paid two ways.
   */
  cashoutCents?: number;
  end?: 'lost' | 'refund';
  crashCents?: number;
  hash?: string;
}

export type CrashBetFate = Pick<CrashBetState, 'cashoutCents' | 'end' | 'crashCents' | 'hash'>;

export const betStateOf = (round: RoundRow) => round.state as CrashBetState;
export const isDecided = (state: CrashBetState) => state.cashoutCents !== undefined || state.end !== undefined;

/**
 * The fate of a bet nobody decided once its round is over. A round that crashed was played to its committed crash
 * point: a target at or below it was reached (cashed out there), anything else lost. A round cut short (cancelled)
 * gives the stake back.
 */
export function fateAtEnd(state: CrashBetState, crash: Pick<CrashRoundRow, 'phase' | 'crashCents' | 'hash'> | undefined): CrashBetFate {
  if (crash?.phase !== 'crashed') return { end: 'refund' };
  if (state.targetCents <= crash.crashCents) return { cashoutCents: state.targetCents };
  return { end: 'lost', crashCents: crash.crashCents, hash: crash.hash };
}

/** Pays a decided bet as its stored fate says and ends its round; the wallet's transaction ids make a repeat a no-op. */
export async function settleDecided(deps: RoundDeps, bet: RoundRow): Promise<{ balance: string } | undefined> {
  const state = betStateOf(bet);
  if (state.cashoutCents !== undefined) return payAndEnd(deps, bet, winMinorOf(bet.stakeMinor, state.cashoutCents), state);
  if (state.end === 'lost') return payAndEnd(deps, bet, 0n, state);
  if (state.end === 'refund') await refundAndCancel(deps, bet);
  return undefined;
}

/**
 * Finishes a bet its round left behind (a cut round, a crashed round whose leader died, the recovery timer): a stake
 * never confirmed is rolled back; otherwise its fate is stored unless one is (fateAtEnd), then paid. Whoever loses the
 * race to store the fate pays the stored one, with the same transaction ids. Answers the bet when this call stored its
 * fate (the room announces a cash-out it decided).
 */
export async function finishBet(deps: RoundDeps, bet: RoundRow, crash: CrashRoundRow | undefined): Promise<RoundRow | undefined> {
  if (bet.status === 'created') {
    await refundAndCancel(deps, bet);
    return undefined;
  }
  const fresh = isDecided(betStateOf(bet)) ? undefined : await decideBet(deps.db, bet.id, fateAtEnd(betStateOf(bet), crash));
  const decided = fresh ?? (await findRound(deps.db, bet.id));
  if (decided?.status === 'open') await settleDecided(deps, decided);
  return fresh;
}
