import { formatMinor, parseMoney } from '@app/contract';
import { GameError } from '../../http/game-error.js';
import { insertRound } from '../../rounds/rounds.repository.js';
import { newRoundId } from '../../rounds/round-ids.js';
import { takeStake } from '../../rounds/round-money.js';
import type { SessionRow } from '../../sessions/sessions.service.js';
import type { EngineDeps } from '../engine.js';
import { findFixture } from './fixtures.repository.js';
import { oddsOf, payout } from './odds.js';
import type { Pick } from './sports.tables.js';

/** A single bet may win at most this (stake included). */
export const MAX_PAYOUT_MINOR = 10_000_000n;

export interface Selection {
  matchId: string;
  pick: Pick;
  /** The odds the player saw: a bet is refused if the book moved since. */
  odds: string;
  stake: string;
}

/**
 * Places one single bet: the fixture must still be open, the odds unchanged
 * and the payout within the limit; the stake is taken by the wallet and the
 * bet stays open (a round) until the fixture is settled or voided.
 */
export async function placeBet(deps: EngineDeps, session: SessionRow, selection: Selection) {
  const fixture = await findFixture(deps.db, selection.matchId);
  if (!fixture || fixture.gameCode !== session.game.gameCode) throw new GameError('match.invalid');
  if (fixture.status !== 'scheduled' || fixture.startsAt.getTime() <= deps.clock()) throw new GameError('match.closed');
  const odds = oddsOf(fixture, selection.pick);
  if (!odds) throw new GameError('match.invalid');
  if (odds !== selection.odds)
    throw new GameError('odds.changed', { odds: { home: fixture.homeOdds, draw: fixture.drawOdds, away: fixture.awayOdds } });
  const stakeMinor = parseMoney(selection.stake);
  if (stakeMinor < parseMoney(session.game.minBet)) throw new GameError('stake.invalid', { min: session.game.minBet });
  const potential = payout(stakeMinor, odds);
  if (potential > MAX_PAYOUT_MINOR) throw new GameError('stake.too.high', { maxPayout: formatMinor(MAX_PAYOUT_MINOR) });
  const round = await insertRound(deps.db, {
    id: newRoundId(),
    playerId: session.playerId,
    currency: session.currency,
    gameCode: session.game.gameCode,
    engine: 'sports',
    stakeMinor,
    status: 'created',
    state: {
      matchId: fixture.id,
      pick: selection.pick,
      odds,
      league: fixture.leagueName,
      homeTeam: fixture.homeTeam,
      awayTeam: fixture.awayTeam,
      startsAt: fixture.startsAt.toISOString(),
      potential: formatMinor(potential),
    },
  });
  const taken = await takeStake(deps, round);
  return { roundId: taken.round.id, balance: taken.balance, potential: formatMinor(potential) };
}
