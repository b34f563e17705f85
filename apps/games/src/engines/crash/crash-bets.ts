import { formatMinor } from '@app/contract';
import { GameError } from '../../http/game-error.js';
import { takeStake, refundAndCancel } from '../../rounds/round-money.js';
import { insertRound, saveState, type RoundRow } from '../../rounds/rounds.repository.js';
import { newRoundId } from '../../rounds/round-ids.js';
import type { SessionRow } from '../../sessions/sessions.service.js';
import type { EngineDeps } from '../engine.js';
import { capCentsOf, centsToMultiplier, winMinorOf } from './crash-formula.js';
import type { CrashEvent, PublicBet } from './crash-events.js';
import type { CrashSettings } from './crash-settings.js';
import { createSettlements } from './crash-settlements.js';
import { payCashout, settleLoss, type CrashBetState } from './crash-settle.js';
import type { CrashRoundRow } from './crash.repository.js';

export interface LiveBet {
  id: string;
  playerId: string;
  name: string;
  stakeMinor: bigint;
  autoCents: number | null;
  targetCents: number;
  /** pending: the wallet has not confirmed the stake yet; active: in the flight. */
  status: 'pending' | 'active' | 'cashed' | 'lost';
  cashoutCents: number | null;
  row: RoundRow | null;
  /** The payment of its win (or its loss) at the wallet, once started. */
  settling: Promise<unknown> | null;
}

export const publicBet = (b: LiveBet): PublicBet => ({
  betId: b.id,
  name: b.name,
  stake: formatMinor(b.stakeMinor),
  autoCashout: b.autoCents === null ? null : centsToMultiplier(b.autoCents),
  cashout: b.cashoutCents === null ? null : centsToMultiplier(b.cashoutCents),
  win: b.cashoutCents === null ? null : formatMinor(winMinorOf(b.stakeMinor, b.cashoutCents)),
  status: b.status,
});

const stateOf = (crashRound: CrashRoundRow, bet: LiveBet): CrashBetState => ({
  crashRoundId: crashRound.id,
  chainRound: crashRound.chainRound,
  autoCashoutCents: bet.autoCents,
  targetCents: bet.targetCents,
  ...(bet.cashoutCents !== null && { cashoutCents: bet.cashoutCents }),
});

interface RoundBetsContext {
  deps: EngineDeps;
  crashRound: CrashRoundRow;
  bets: Map<string, LiveBet>;
  publish: (event: CrashEvent) => void;
}

/**
 * Places a player's bet: held in memory first (so a second bet of the player is refused at once), then stored and
 * its stake taken at the wallet. A stake confirmed after take-off is refunded: that bet never flew.
 */
async function placeBet(ctx: RoundBetsContext, session: SessionRow, stakeMinor: bigint, autoCents: number | null, targetCents: number) {
  const { deps, crashRound, bets } = ctx;
  const bet: LiveBet = {
    id: newRoundId(),
    playerId: session.playerId,
    name: session.screenName,
    stakeMinor,
    autoCents,
    targetCents,
    status: 'pending',
    cashoutCents: null,
    row: null,
    settling: null,
  };
  bets.set(session.playerId, bet);
  let row: RoundRow;
  let balance: string;
  try {
    row = await insertRound(deps.db, {
      id: bet.id,
      playerId: session.playerId,
      currency: session.currency,
      gameCode: session.game.gameCode,
      engine: 'crash',
      stakeMinor,
      status: 'created',
      state: stateOf(crashRound, bet),
    });
    ({ round: row, balance } = await takeStake(deps, row));
  } catch (error) {
    bets.delete(session.playerId);
    throw error;
  }
  if (crashRound.phase !== 'betting') {
    bets.delete(session.playerId);
    await refundAndCancel(deps, row);
    throw new GameError('crash.betting.closed');
  }
  bet.row = row;
  bet.status = 'active';
  ctx.publish({ type: 'bet', roundId: crashRound.id, bet: publicBet(bet) });
  return { bet, balance };
}

/**
 * The bets of one round of a room, kept in memory for speed and stored as
 * rounds at the wallet: one bet per player, placed while the round takes
 * bets, cashed out by hand or at its target during the flight, lost at the
 * crash. Every change of a bet's fate is decided synchronously (no two
 * decisions interleave) and stored before it is announced.
 */
export function createRoundBets(
  deps: EngineDeps,
  crashRound: CrashRoundRow,
  settings: CrashSettings,
  publish: (event: CrashEvent) => void,
) {
  const ctx: RoundBetsContext = { deps, crashRound, bets: new Map(), publish };
  const { bets } = ctx;
  const settlements = createSettlements(deps.log);
  const settle = (bet: LiveBet, job: () => Promise<unknown>) => (bet.settling = settlements.settle(bet.id, job));

  /** Marks the bet cashed out at `cents` and stores it; the caller pays. */
  async function cashOutAt(bet: LiveBet, cents: number) {
    bet.status = 'cashed';
    bet.cashoutCents = cents;
    const state = stateOf(crashRound, bet);
    bet.row = (await saveState(deps.db, bet.id, state)) ?? bet.row;
    publish({ type: 'cashout', roundId: crashRound.id, bet: publicBet(bet) });
    return state;
  }

  return {
    of: (playerId: string) => bets.get(playerId),
    list: () => [...bets.values()].filter((b) => b.status !== 'pending').map(publicBet),

    async place(session: SessionRow, stakeMinor: bigint, autoCents: number | null, now: number) {
      if (crashRound.phase !== 'betting' || now >= crashRound.bettingEndsAt.getTime()) throw new GameError('crash.betting.closed');
      if (bets.has(session.playerId)) throw new GameError('crash.bet.exists');
      return placeBet(ctx, session, stakeMinor, autoCents, Math.min(autoCents ?? Infinity, capCentsOf(stakeMinor, settings.maxWinMinor)));
    },

    /** A manual cash-out at the multiplier of the moment it was received (never past the bet's target). */
    async cashOut(playerId: string, cents: number) {
      const bet = bets.get(playerId);
      if (!bet || bet.status === 'pending') throw new GameError('round.not.found');
      if (bet.status !== 'active' || crashRound.phase !== 'flying') throw new GameError('round.closed');
      const state = await cashOutAt(bet, Math.min(cents, bet.targetCents, crashRound.crashCents));
      const paid = settle(bet, () => payCashout(deps, bet.row!, state));
      return { bet, paid: paid as Promise<{ balance: string } | undefined> };
    },

    /** Cashes out, exactly at their targets, the bets whose targets the flight has reached. */
    autoCashouts(reachedCents: number) {
      for (const bet of bets.values()) {
        if (bet.status !== 'active' || bet.targetCents > reachedCents) continue;
        settlements.track(cashOutAt(bet, bet.targetCents).then((state) => settle(bet, () => payCashout(deps, bet.row!, state))));
      }
    },

    nextTargetCents(): number | undefined {
      let next: number | undefined;
      for (const bet of bets.values())
        if (bet.status === 'active' && (next === undefined || bet.targetCents < next)) next = bet.targetCents;
      return next;
    },

    /** The bets still flying lost: their rounds end with win 0. */
    crash() {
      for (const bet of bets.values()) {
        if (bet.status !== 'active') continue;
        bet.status = 'lost';
        void settle(bet, () => settleLoss(deps, bet.row!, crashRound));
      }
    },

    drain: () => settlements.drain(),
  };
}
