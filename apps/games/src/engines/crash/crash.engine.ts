import { ENGINE_RTP, formatMinor } from '@app/contract';
import type { SessionRow } from '../../sessions/sessions.service.js';
import type { EngineModule } from '../engine.js';
import { centsToMultiplier, DEFAULT_GROWTH_PER_MS, MAX_CRASH_CENTS, MIN_TARGET_CENTS } from './crash-formula.js';
import { findLease } from './crash-lease.js';
import { createCrashRooms, type CrashCluster } from './crash-rooms.js';
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
  leaseMs: 3_000,
};

/**
 * Crash: one multiplayer room per crash game code, its rounds played from a
 * provably fair hash chain, broadcast over a WebSocket. Rooms open on first
 * use and, once the engine is started, run on their own timers (and reopen
 * at start, finishing what a stop interrupted). With several processes each
 * opens every room; one leads it (crash-leadership.ts), all take its bets.
 */
export function createCrashEngine(overrides: Partial<CrashSettings> = {}, cluster: CrashCluster = {}) {
  const settings: CrashSettings = { ...DEFAULT_CRASH_SETTINGS, ...overrides };
  const rooms = createCrashRooms(settings, cluster);
  const { hub, holder } = rooms;
  const roomOf = rooms.roomOf;

  const engine: EngineModule & { roomOf: typeof roomOf; hub: typeof hub; settings: CrashSettings; holder: string } = {
    engine: 'crash',
    roomOf,
    hub,
    settings,
    holder,
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

    /**
     * A bet recovery found open: finished by its fate (crash-settle.ts), unless its round is still in play under a
     * living leader (which settles it itself).
     */
    async recover(deps, bet) {
      const crashRound = await repo.findCrashRound(deps.db, betStateOf(bet).crashRoundId);
      if (crashRound?.phase === 'betting' || crashRound?.phase === 'flying') {
        const lease = await findLease(deps.db, bet.gameCode);
        if (lease && lease.expiresAt.getTime() > deps.clock()) return;
      }
      await finishBet(deps, bet, crashRound);
    },

    start(deps) {
      rooms.startTimers();
      const opening = repo.roomCodes(deps.db).then((codes) => Promise.all(codes.map((code) => roomOf(deps, code))));
      void Promise.resolve(opening).catch((error: unknown) => deps.log.error({ err: error }, 'crash rooms did not open'));
      return async () => {
        await opening.catch(() => undefined);
        await rooms.stop();
      };
    },

    close: rooms.close,
  };
  return engine;
}
export type CrashEngine = ReturnType<typeof createCrashEngine>;
