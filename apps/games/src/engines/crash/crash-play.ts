import { GameError } from '../../http/game-error.js';
import type { SessionRow } from '../../sessions/sessions.service.js';
import type { EngineDeps } from '../engine.js';
import { placeBet, publicBetOf } from './crash-bets.js';
import { playerBet } from './crash-bets.repository.js';
import { cashOut } from './crash-cashout.js';
import type { CrashEvent, PublicBet } from './crash-events.js';
import { capCentsOf } from './crash-formula.js';
import { serverNow } from './crash-hub.js';
import type { CrashSettings } from './crash-settings.js';
import type { RoomView } from './crash-view.js';

/**
 * What a player does in a room, on whichever process the balancer sent the request to: the database decides (one bet
 * per player and round, the bet in the flight or not, the fate of a bet stored once), so a follower takes bets and
 * cash-outs exactly as the leader does; each is announced to every process once stored.
 */
export function createRoomPlay(deps: EngineDeps, settings: CrashSettings, view: RoomView, publish: (event: CrashEvent) => void) {
  const picture = () => {
    const current = view.picture;
    if (!current) throw new GameError('crash.betting.closed');
    return current;
  };

  return {
    async placeBet(session: SessionRow, stakeMinor: bigint, autoCents: number | null) {
      const { round } = picture();
      const targetCents = Math.min(autoCents ?? Infinity, capCentsOf(stakeMinor, settings.maxWinMinor));
      const placed = await placeBet(
        deps,
        session,
        { id: round.roundId, chainRound: round.number, phase: round.phase, bettingEndsAt: round.bettingEndsAt },
        { stakeMinor, autoCents, targetCents },
      );
      const bet = publicBetOf(placed.bet);
      publish({ type: 'bet', roundId: round.roundId, bet });
      return { roundId: round.roundId, bet, balance: placed.balance };
    },

    /** `arrivedAt`: the process's clock when the request arrived, read before anything else (crash-cashout.ts). */
    async cashOut(playerId: string, arrivedAt: number) {
      const { bet, pay } = await cashOut(deps, { playerId, crashRoundId: picture().round.roundId, arrivedAt }, settings.growthPerMs);
      const shown = publicBetOf(bet);
      publish({ type: 'cashout', roundId: String(bet.state.crashRoundId), bet: shown });
      const paid = await pay().catch((error: unknown) => {
        deps.log.warn({ err: error, roundId: bet.id }, 'crash cash-out payment failed; the round settlement pays it');
        return undefined;
      });
      return { bet: shown, cashoutCents: Number(bet.state.cashoutCents), paid };
    },

    /** What a page needs to draw the room as it is now; the current round's hash stays secret until its crash. */
    async snapshot(playerId: string | null) {
      const { chain, round, bets, history } = picture();
      const mine = playerId ? await playerBet(deps.db, round.roundId, playerId) : undefined;
      // After the crash, a bet still flying has lost, though its loss is stored only after the cash-out grace.
      const shown = (b: PublicBet): PublicBet => (round.phase === 'crashed' && b.status === 'active' ? { ...b, status: 'lost' } : b);
      return {
        serverTime: serverNow(),
        chain,
        round: { ...round, growthPerMs: settings.growthPerMs },
        bets: [...bets.values()].filter((b) => b.status !== 'pending').map(shown),
        history,
        me: mine && mine.status !== 'created' ? shown(publicBetOf(mine)) : null,
      };
    },

    /** The revealed rounds and the chain's terminating hash (the verification view). */
    rounds() {
      const { chain, history } = picture();
      return { chain, rounds: history };
    },
  };
}
