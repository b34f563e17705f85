import { GameError } from '../../http/game-error.js';
import type { RoundRow } from '../../rounds/rounds.repository.js';
import type { EngineDeps } from '../engine.js';
import { decideBet, playerBet } from './crash-bets.repository.js';
import { flightMs, multiplierCentsAt } from './crash-formula.js';
import { betStateOf, isDecided, settleDecided } from './crash-settle.js';
import { findCrashRound, type CrashRoundRow } from './crash.repository.js';

/**
 * How long the leader waits after a crash before it stores the remaining bets as lost: a cash-out that reached a
 * process before the crash moment but is still on its way to the database keeps its chance (crash-cycle.ts).
 */
export const CASHOUT_GRACE_MS = 1_000;

/**
 * THE CASH-OUT RULE (docs/decisions/crash.md, "Several game-server processes"). A manual cash-out is honoured at the
 * multiplier of the moment its request reached a game-server process, by that process's clock, read before anything
 * else is done; it is honoured when that moment is before the round's crash moment (its take-off plus the flight time
 * of its committed crash point), whatever the room's leader is doing (or whether one is alive) then; it is capped at
 * the bet's target. Any process decides it from the round's row alone, so a follower takes cash-outs as the leader
 * does, and during a takeover too. Undefined when the moment is outside the flight.
 */
export function cashoutCentsAt(
  round: Pick<CrashRoundRow, 'phase' | 'startedAt' | 'crashCents'>,
  targetCents: number,
  arrivedAt: number,
  growthPerMs: number,
): number | undefined {
  if ((round.phase !== 'flying' && round.phase !== 'crashed') || !round.startedAt) return undefined;
  const elapsedMs = arrivedAt - round.startedAt.getTime();
  if (elapsedMs >= flightMs(round.crashCents, growthPerMs)) return undefined;
  return Math.min(multiplierCentsAt(elapsedMs, growthPerMs), targetCents, round.crashCents);
}

/**
 * A player's manual cash-out of their bet in the room's current round, on whichever process received it: its fate
 * stored once (decideBet: of this, the leader's automatic cash-out and the crash, the first stored wins), then paid by
 * this process. A payment without an answer is paid again by the leader's settlement of the round, with the same
 * transaction id.
 */
export async function cashOut(
  deps: EngineDeps,
  request: { playerId: string; crashRoundId: string; arrivedAt: number },
  growthPerMs: number,
) {
  const { playerId, crashRoundId, arrivedAt } = request;
  const bet = await playerBet(deps.db, crashRoundId, playerId);
  if (!bet || bet.status === 'created') throw new GameError('round.not.found');
  const state = betStateOf(bet);
  if (bet.status !== 'open' || isDecided(state)) throw new GameError('round.closed');
  const round = await findCrashRound(deps.db, crashRoundId);
  const cents = round && cashoutCentsAt(round, state.targetCents, arrivedAt, growthPerMs);
  if (cents === undefined) throw new GameError('round.closed');
  const decided: RoundRow | undefined = await decideBet(deps.db, bet.id, { cashoutCents: cents });
  if (!decided) throw new GameError('round.closed');
  return { bet: decided, pay: () => settleDecided(deps, decided) };
}
