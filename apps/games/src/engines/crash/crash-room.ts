import type { EngineDeps } from '../engine.js';
import type { LiveBet } from './crash-bets.js';
import { multiplierCentsAt } from './crash-formula.js';
import type { CrashEvent } from './crash-events.js';
import { newChain, newRound, nextEventAt, publicRound, step, type RoomState } from './crash-cycle.js';
import { finishInterrupted } from './crash-recovery.js';
import type { CrashSettings } from './crash-settings.js';
import * as repo from './crash.repository.js';

const MAX_WAIT_MS = 1_000;

/** The room as it opens: its chain (a new one the first time), the rounds a stop interrupted finished, its first round. */
async function openState(deps: EngineDeps, gameCode: string, settings: CrashSettings, publish: RoomState['publish']): Promise<RoomState> {
  const chain = (await repo.activeChain(deps.db, gameCode)) ?? (await newChain(deps, gameCode, settings));
  await finishInterrupted(deps, gameCode);
  const history = (await repo.finishedRounds(deps.db, gameCode, settings.historySize)).map((r) => publicRound(chain.id, r));
  const state = { deps, gameCode, settings, publish, chain, history, stopped: false };
  return Object.assign(state, { live: await newRound(state) });
}

/**
 * One multiplayer room (one crash game code): betting → flight → crash →
 * pause → betting …, each round playing the next hash of the room's chain.
 * `tick()` moves the room on to where the clock says it is; with timers on,
 * the room ticks itself at each next event (tests tick it by hand).
 */
export async function openRoom(
  deps: EngineDeps,
  gameCode: string,
  settings: CrashSettings,
  publish: (gameCode: string, event: CrashEvent) => void,
) {
  const room = await openState(deps, gameCode, settings, publish);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let timersOn = false;

  function schedule() {
    if (room.stopped) return;
    const wait = Math.max(0, Math.min(nextEventAt(room) - deps.clock(), MAX_WAIT_MS));
    timer = setTimeout(
      () =>
        void tick()
          .catch((error: unknown) => deps.log.error({ err: error, gameCode }, 'crash room tick failed'))
          .finally(schedule),
      wait,
    );
  }

  /** One step at a time, even when a timer and a request both ask. */
  function tick(): Promise<void> {
    running ??= step(room).finally(() => (running = undefined));
    return running;
  }

  return {
    gameCode,
    get live() {
      return room.live;
    },
    get chain() {
      return room.chain;
    },
    history: room.history,
    tick,
    /** Lets the room run on its own timers (once). */
    startTimers() {
      if (timersOn) return;
      timersOn = true;
      schedule();
    },
    /** The flight's multiplier now (hundredths), for a manual cash-out decided at the moment it is received. */
    multiplierNow: () =>
      room.live.row.phase === 'flying' ? multiplierCentsAt(deps.clock() - room.live.startedAtMs!, settings.growthPerMs) : 100,
    async stop() {
      room.stopped = true;
      clearTimeout(timer);
      await running;
      await room.live.bets.drain();
    },
    placedBet: (playerId: string): LiveBet | undefined => room.live.bets.of(playerId),
  };
}
export type CrashRoom = Awaited<ReturnType<typeof openRoom>>;
