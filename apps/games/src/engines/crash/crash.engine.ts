import { ENGINE_RTP, formatMinor } from '@app/contract';
import type { SessionRow } from '../../sessions/sessions.service.js';
import type { EngineDeps, EngineModule } from '../engine.js';
import { centsToMultiplier, DEFAULT_GROWTH_PER_MS, MAX_CRASH_CENTS, MIN_TARGET_CENTS } from './crash-formula.js';
import { createCrashHub } from './crash-hub.js';
import { openRoom, type CrashRoom } from './crash-room.js';
import type { CrashSettings } from './crash-settings.js';
import { finishBet, betStateOf } from './crash-settle.js';
import { crashStakes } from './crash-stakes.js';
import { crashRoutes } from './crash.routes.js';
import * as repo from './crash.repository.js';

export const DEFAULT_CRASH_SETTINGS: CrashSettings = {
  bettingMs: 7_000,
  pauseMs: 3_000,
  growthPerMs: DEFAULT_GROWTH_PER_MS,
  chainLength: 100_000,
  // R$ 100.000 per bet, stake included.
  maxWinMinor: 10_000_000n,
  historySize: 20,
};

/**
 * Crash: one multiplayer room per crash game code, its rounds played from a
 * provably fair hash chain, broadcast over a WebSocket. Rooms open on first
 * use and, once the engine is started, run on their own timers (and reopen
 * at start, finishing what a stop interrupted).
 */
export function createCrashEngine(overrides: Partial<CrashSettings> = {}) {
  const settings: CrashSettings = { ...DEFAULT_CRASH_SETTINGS, ...overrides };
  const hub = createCrashHub();
  const rooms = new Map<string, Promise<CrashRoom>>();
  let timers = false;

  function roomOf(deps: EngineDeps, gameCode: string): Promise<CrashRoom> {
    let room = rooms.get(gameCode);
    if (!room) {
      room = openRoom(deps, gameCode, settings, hub.publish).then((opened) => {
        if (timers) opened.startTimers();
        return opened;
      });
      room.catch(() => rooms.delete(gameCode));
      rooms.set(gameCode, room);
    }
    return room;
  }

  const engine: EngineModule & { roomOf: typeof roomOf; hub: typeof hub; settings: CrashSettings } = {
    engine: 'crash',
    roomOf,
    hub,
    settings,
    // Longer than any flight (the highest crash point flies ~2.5 minutes at the default growth).
    recoverAfterMs: 10 * 60_000,

    info(session: SessionRow) {
      return {
        stakes: crashStakes(session.game.minBet).map(formatMinor),
        rtp: ENGINE_RTP.crash,
        minAutoCashout: centsToMultiplier(MIN_TARGET_CENTS),
        maxMultiplier: centsToMultiplier(MAX_CRASH_CENTS),
        maxWin: formatMinor(settings.maxWinMinor),
        growthPerMs: settings.growthPerMs,
        bettingMs: settings.bettingMs,
      };
    },

    routes(app, deps) {
      crashRoutes(app, deps, { roomOf: (code) => roomOf(deps, code), hub, settings });
    },

    /** A bet recovery found open: finished by the crash rule, unless its round is still being played here. */
    async recover(deps, bet) {
      const crashRoundId = betStateOf(bet).crashRoundId;
      const room = await rooms.get(bet.gameCode)?.catch(() => undefined);
      if (room?.live.row.id === crashRoundId && room.live.row.phase !== 'crashed') return;
      await finishBet(deps, bet, await repo.findCrashRound(deps.db, crashRoundId));
    },

    start(deps) {
      timers = true;
      const opening = repo.roomCodes(deps.db).then((codes) => Promise.all(codes.map((code) => roomOf(deps, code))));
      void Promise.resolve(opening).catch((error: unknown) => deps.log.error({ err: error }, 'crash rooms did not open'));
      for (const room of rooms.values())
        void room.then(
          (r) => r.startTimers(),
          () => undefined,
        );
      return async () => {
        timers = false;
        hub.close();
        await opening.catch(() => undefined);
        for (const room of rooms.values()) await (await room.catch(() => undefined))?.stop();
      };
    },
  };
  return engine;
}
export type CrashEngine = ReturnType<typeof createCrashEngine>;
