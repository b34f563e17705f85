import type { EngineDeps } from '../engine.js';
import type { CrashEvent } from './crash-events.js';
import { createRoomPlay } from './crash-play.js';
import { createRoomRunner } from './crash-room-runner.js';
import type { CrashSettings } from './crash-settings.js';
import { createRoomView } from './crash-view.js';

const FIRST_ROUND_TRIES = 50;
const FIRST_ROUND_WAIT_MS = 100;

/**
 * One multiplayer room (one crash game code) as one game-server process holds it. Every process has the room's
 * picture (crash-view.ts) and takes its bets and cash-outs (crash-play.ts); the one holding its lease also runs its
 * cycle (crash-room-runner.ts): betting → flight → crash → pause → betting …, each round playing the next hash of the
 * room's chain. `tick()` moves the room on to where the clock says it is; with timers on, the room ticks itself at
 * each next event and renews or seeks its lease every third of the lease (tests tick it by hand).
 */
export async function openRoom(
  deps: EngineDeps,
  gameCode: string,
  settings: CrashSettings,
  options: { holder: string; publish: (gameCode: string, event: CrashEvent) => void },
) {
  const publish = (event: CrashEvent) => options.publish(gameCode, event);
  const view = createRoomView(deps.db, gameCode, settings.historySize);
  const runner = createRoomRunner(deps, { gameCode, holder: options.holder, settings, view, publish });
  await view.refresh();
  await runner.tick();
  // A follower of a room that has never played waits for its leader's first round.
  for (let i = 0; i < FIRST_ROUND_TRIES && !view.picture; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, FIRST_ROUND_WAIT_MS));
    await view.refresh();
  }

  return {
    gameCode,
    view,
    ...createRoomPlay(deps, settings, view, publish),
    get isLeader() {
      return runner.leader !== undefined;
    },
    /** The round the leader is playing (undefined on a follower). */
    get live() {
      return runner.leader?.live;
    },
    get chain() {
      return runner.leader?.chain;
    },
    /** An event of the room from any process: the picture takes it; the leader stops tracking a bet cashed out elsewhere. */
    apply(event: CrashEvent) {
      view.apply(event);
      const live = runner.leader?.live;
      if (event.type === 'cashout' && live?.row.id === event.roundId) {
        const flying = live.flying.get(event.bet.betId);
        if (flying) flying.done = true;
      }
    },
    tick: runner.tick,
    /** Lets the room run on its own timers (once). */
    startTimers: runner.startTimers,
    /** Waits for the payments under way. */
    drain: runner.drain,
    /** A graceful stop: the cycle ends, payments finish, and the lease is released so another process leads at once. */
    stop: runner.stop,
    /** Stops everything at once, as a killed process would: no release, no draining (tests of a takeover). */
    halt: runner.halt,
  };
}
export type CrashRoom = Awaited<ReturnType<typeof openRoom>>;
