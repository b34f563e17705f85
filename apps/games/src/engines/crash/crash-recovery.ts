import type { EngineDeps } from '../engine.js';
import { finishBet } from './crash-settle.js';
import * as repo from './crash.repository.js';

/**
 * Run when a room opens (the game server starts): the rounds a stop left
 * betting or flying are cut short: each of their bets is finished by the
 * recovery rule (a stored cash-out paid, anything else refunded) and the
 * round is marked cancelled, its hash revealed like any finished round's.
 * Bets of crashed rounds whose wallet calls never completed are left to the
 * recovery timer (the engine's recover: a loss, or the stored cash-out).
 */
export async function finishInterrupted(deps: EngineDeps, gameCode: string): Promise<number> {
  let finished = 0;
  for (const round of await repo.interruptedRounds(deps.db, gameCode)) {
    for (const bet of await repo.unfinishedBets(deps.db, round.id)) {
      try {
        await finishBet(deps, bet, round);
        finished += 1;
      } catch (error) {
        // The round is marked cancelled all the same: the recovery timer refunds this bet later.
        deps.log.warn({ err: error, roundId: bet.id }, 'crash bet recovery failed; retried by the recovery timer');
      }
    }
    await repo.setPhase(deps.db, round.id, 'cancelled', { endedAt: new Date(deps.clock()) });
  }
  return finished;
}
