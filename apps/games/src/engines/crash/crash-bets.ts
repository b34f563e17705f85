import { formatMinor } from '@app/contract';
import { isUniqueViolation } from '../../db/db-errors.js';
import { GameError } from '../../http/game-error.js';
import { moneyMove, refundAndCancel, withWalletRetry } from '../../rounds/round-money.js';
import { insertRound, transition, type RoundRow } from '../../rounds/rounds.repository.js';
import { newRoundId } from '../../rounds/round-ids.js';
import { WalletRefusal } from '../../wallet/wallet-client.js';
import type { SessionRow } from '../../sessions/sessions.service.js';
import type { EngineDeps } from '../engine.js';
import { joinFlight } from './crash-bets.repository.js';
import { centsToMultiplier, winMinorOf } from './crash-formula.js';
import type { PublicBet } from './crash-events.js';
import { betStateOf, type CrashBetState } from './crash-settle.js';

/** A stored bet as the room shows it: pending until the wallet took its stake, then in the flight, cashed out or lost. */
export function publicBetOf(bet: RoundRow): PublicBet {
  const state = betStateOf(bet);
  const cashout = state.cashoutCents ?? null;
  const lost = state.end === 'lost' || (bet.status === 'settled' && cashout === null);
  return {
    betId: bet.id,
    name: state.name ?? '',
    stake: formatMinor(bet.stakeMinor),
    autoCashout: state.autoCashoutCents === null ? null : centsToMultiplier(state.autoCashoutCents),
    cashout: cashout === null ? null : centsToMultiplier(cashout),
    win: cashout === null ? null : formatMinor(winMinorOf(bet.stakeMinor, cashout)),
    status: bet.status === 'created' ? 'pending' : cashout !== null ? 'cashed' : lost ? 'lost' : 'active',
  };
}

/** The round a bet is placed in, as the receiving process sees it (its check is repeated in the database). */
export interface BettingRound {
  id: string;
  chainRound: number;
  phase: string;
  bettingEndsAt: number;
}

/**
 * Places a player's bet on whichever process received it: stored first (one bet per player and round, across
 * processes, by a unique index), its stake taken at the wallet once (the bet's transaction id), then let into the
 * flight only while the round still takes bets (joinFlight, in the database: the leader's take-off and this cannot
 * cross). A stake confirmed after take-off is refunded at once: that bet never flew. A refusal (no money) moves
 * nothing; no answer leaves the bet created for recovery to roll back.
 */
export async function placeBet(
  deps: EngineDeps,
  session: SessionRow,
  round: BettingRound,
  bet: { stakeMinor: bigint; autoCents: number | null; targetCents: number },
) {
  if (round.phase !== 'betting' || deps.clock() >= round.bettingEndsAt) throw new GameError('crash.betting.closed');
  const state: CrashBetState = {
    crashRoundId: round.id,
    chainRound: round.chainRound,
    name: session.screenName,
    autoCashoutCents: bet.autoCents,
    targetCents: bet.targetCents,
  };
  let row: RoundRow;
  try {
    row = await insertRound(deps.db, {
      id: newRoundId(),
      playerId: session.playerId,
      currency: session.currency,
      gameCode: session.game.gameCode,
      engine: 'crash',
      stakeMinor: bet.stakeMinor,
      status: 'created',
      state,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new GameError('crash.bet.exists');
    throw error;
  }
  let balance: string;
  try {
    ({ balance } = await withWalletRetry(() => deps.wallet.bet(moneyMove(row, 'bet', row.stakeMinor))));
  } catch (error) {
    if (error instanceof WalletRefusal) await transition(deps.db, row.id, ['created'], 'rejected');
    throw error;
  }
  const joined = await joinFlight(deps.db, row.id, round.id);
  if (!joined) {
    await refundAndCancel(deps, row);
    throw new GameError('crash.betting.closed');
  }
  return { bet: joined, balance };
}
