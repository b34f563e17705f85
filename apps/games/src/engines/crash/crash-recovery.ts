import type { EngineDeps } from '../engine.js';
import { unfinishedBets } from './crash-bets.repository.js';
import type { CrashEvent } from './crash-events.js';
import { fenced, type Lease } from './crash-lease.js';
import { finishBet } from './crash-settle.js';
import { publicRound } from './crash-view.js';
import * as repo from './crash.repository.js';

/**
 * Run when a process takes a room cold (crash-takeover.ts: nobody was serving the room before it, as after a restart
 * of the only process): the rounds left betting or flying are cut. Each is marked cancelled first (fenced; no bet
 * joins a cancelled round), then each of its bets finished by the recovery rule: a stored cash-out paid, anything else
 * refunded, a stake never confirmed rolled back. Its hash is revealed like any finished round's.
 */
export async function finishInterrupted(deps: EngineDeps, lease: Lease, publish: (event: CrashEvent) => void): Promise<number> {
  let finished = 0;
  for (const round of await repo.interruptedRounds(deps.db, lease.gameCode)) {
    const endedAt = new Date(deps.clock());
    if (!(await fenced(deps.db, lease, (tx) => repo.setPhase(tx, round.id, ['betting', 'flying'], 'cancelled', { endedAt })))) continue;
    const cut = { ...round, phase: 'cancelled' as const, endedAt };
    for (const bet of await unfinishedBets(deps.db, round.id)) {
      try {
        await finishBet(deps, bet, cut);
        finished += 1;
      } catch (error) {
        // The round stays cancelled all the same: the recovery timer refunds this bet later.
        deps.log.warn({ err: error, roundId: bet.id }, 'crash bet recovery failed; retried by the recovery timer');
      }
    }
    publish({ type: 'crash', ...publicRound(cut) });
  }
  return finished;
}
