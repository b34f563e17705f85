import type { EngineDeps } from '../engine.js';
import { CASHOUT_GRACE_MS } from './crash-cashout.js';
import { liveRoundOf, loadFlying, newChain, newRound, type LeaderState, type LiveRound } from './crash-cycle.js';
import type { CrashEvent } from './crash-events.js';
import { flightMs } from './crash-formula.js';
import { fenced, type Lease } from './crash-lease.js';
import { finishInterrupted } from './crash-recovery.js';
import type { CrashSettings } from './crash-settings.js';
import { createSettlements } from './crash-settlements.js';
import * as repo from './crash.repository.js';

/** Picks up the room's newest round where the previous leader left it: its times and bets are all in the database. */
async function resume(state: Omit<LeaderState, 'live'>, row: repo.CrashRoundRow): Promise<LiveRound> {
  const live = liveRoundOf(row);
  if (row.phase === 'flying') {
    live.startedAtMs = row.startedAt!.getTime();
    live.crashAtMs = live.startedAtMs + flightMs(row.crashCents, state.settings.growthPerMs);
    await loadFlying(state.deps.db, live);
  }
  if (row.phase === 'crashed') live.endedAtMs = row.endedAt!.getTime();
  return live;
}

/**
 * The first thing a process does when it wins a room's lease. Warm (it saw the previous leader renew its lease, so
 * it was up and taking cash-outs while the room had no leader): the room's newest round goes on where it was, a
 * flight to its committed crash point (decided before the flight by the hash chain, so no one chooses it now), its
 * reached targets cashed out, its other bets lost at the crash unless cashed out in time. Cold (nobody was serving
 * the room: the only process restarted): the rounds left betting or flying are cut and their stakes refunded
 * (finishInterrupted), since no player could cash out meanwhile. Either way, crashed rounds with unpaid bets are
 * settled by their stored fates.
 */
export async function takeOver(
  deps: EngineDeps,
  settings: CrashSettings,
  lease: Lease,
  warm: boolean,
  publish: (event: CrashEvent) => void,
): Promise<LeaderState> {
  const { gameCode } = lease;
  const chain = (await repo.activeChain(deps.db, gameCode)) ?? (await fenced(deps.db, lease, (tx) => newChain(tx, gameCode, settings)));
  if (!warm) await finishInterrupted(deps, lease, publish);
  const now = deps.clock();
  const sweeps = (await repo.crashedRoundsWithOpenBets(deps.db, gameCode)).map((round) => ({
    round,
    dueAt: Math.max(now, (round.endedAt?.getTime() ?? now) + CASHOUT_GRACE_MS),
  }));
  const state = { deps, gameCode, settings, lease, publish, chain, sweeps, settlements: createSettlements(deps.log), stopped: false };
  const latest = await repo.latestRound(deps.db, gameCode);
  const live = latest && latest.chainId === chain.id && latest.phase !== 'cancelled' ? await resume(state, latest) : await newRound(state);
  return { ...state, live };
}
