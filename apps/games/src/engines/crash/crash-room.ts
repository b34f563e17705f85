import { randomBytes } from 'node:crypto';
import type { EngineDeps } from '../engine.js';
import { buildChain, roundHash } from './crash-chain.js';
import { crashCentsOf, flightMs, msToReach, multiplierCentsAt, shownCrashCents } from './crash-formula.js';
import { createRoundBets, type LiveBet } from './crash-bets.js';
import type { CrashEvent, PublicRound } from './crash-events.js';
import { finishInterrupted } from './crash-recovery.js';
import * as repo from './crash.repository.js';

export interface CrashSettings {
  bettingMs: number;
  pauseMs: number;
  growthPerMs: number;
  chainLength: number;
  /** The most one bet may win (stake included); bets are cashed out where they would reach it. */
  maxWinMinor: bigint;
  /** How many crashed rounds the page lists. */
  historySize: number;
}

export interface LiveRound {
  row: repo.CrashRoundRow;
  startedAtMs: number | null;
  crashAtMs: number | null;
  endedAtMs: number | null;
  bets: ReturnType<typeof createRoundBets>;
}

const newCrashRoundId = () => `k${Date.now().toString(36)}${randomBytes(5).toString('hex')}`;
const MAX_WAIT_MS = 1_000;

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
  let chain = (await repo.activeChain(deps.db, gameCode)) ?? (await newChain());
  await finishInterrupted(deps, gameCode);
  const history: PublicRound[] = (await repo.finishedRounds(deps.db, gameCode, settings.historySize)).map(publicRound);
  let live = await newRound();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let timersOn = false;

  async function newChain() {
    const built = buildChain(settings.chainLength);
    return repo.insertChain(deps.db, {
      id: `c${randomBytes(8).toString('hex')}`,
      gameCode,
      seed: built.seed,
      hashes: built.hashes,
      length: built.length,
      terminatingHash: built.terminatingHash,
    });
  }

  function publicRound(r: Pick<repo.CrashRoundRow, 'id' | 'chainRound' | 'crashCents' | 'hash' | 'phase'>): PublicRound {
    return {
      roundId: r.id,
      number: r.chainRound,
      chainId: chain.id,
      crashCents: shownCrashCents(r.crashCents),
      instantBust: r.crashCents < 100,
      hash: r.hash,
      cancelled: r.phase === 'cancelled',
    };
  }

  async function newRound(): Promise<LiveRound> {
    let number = await repo.takeChainRound(deps.db, chain.id);
    if (number === undefined) {
      await repo.retireChain(deps.db, chain.id);
      chain = await newChain();
      number = (await repo.takeChainRound(deps.db, chain.id))!;
    }
    const hash = roundHash(chain, number);
    const now = deps.clock();
    const row = await repo.insertCrashRound(deps.db, {
      id: newCrashRoundId(),
      gameCode,
      chainId: chain.id,
      chainRound: number,
      hash,
      crashCents: crashCentsOf(hash),
      phase: 'betting',
      bettingEndsAt: new Date(now + settings.bettingMs),
    });
    const round: LiveRound = {
      row,
      startedAtMs: null,
      crashAtMs: null,
      endedAtMs: null,
      bets: createRoundBets(deps, row, settings, (event) => publish(gameCode, event)),
    };
    publish(gameCode, { type: 'round', roundId: row.id, number, bettingEndsAt: now + settings.bettingMs });
    return round;
  }

  async function takeOff(now: number) {
    live.row.phase = 'flying';
    live.startedAtMs = now;
    live.crashAtMs = now + flightMs(live.row.crashCents, settings.growthPerMs);
    await repo.setPhase(deps.db, live.row.id, 'flying', { startedAt: new Date(now) });
    publish(gameCode, { type: 'flight', roundId: live.row.id, startedAt: now, growthPerMs: settings.growthPerMs });
  }

  async function crash(now: number) {
    const round = live;
    round.row.phase = 'crashed';
    round.endedAtMs = now;
    round.bets.crash();
    await repo.setPhase(deps.db, round.row.id, 'crashed', { endedAt: new Date(now) });
    const shown = publicRound(round.row);
    history.unshift(shown);
    history.length = Math.min(history.length, settings.historySize);
    publish(gameCode, { type: 'crash', ...shown });
  }

  /** Moves the room on to the present: take-off, auto cash-outs, crash, next round. */
  async function step() {
    const now = deps.clock();
    const { row } = live;
    if (row.phase === 'betting' && now >= row.bettingEndsAt.getTime()) await takeOff(now);
    if (row.phase === 'flying') {
      const reached = Math.min(multiplierCentsAt(now - live.startedAtMs!, settings.growthPerMs), row.crashCents);
      live.bets.autoCashouts(now >= live.crashAtMs! ? row.crashCents : reached);
      if (now >= live.crashAtMs!) await crash(now);
    }
    if (row.phase === 'crashed' && now >= live.endedAtMs! + settings.pauseMs && !stopped) live = await newRound();
  }

  /** When the room has something to do next. */
  function nextEventAt(): number {
    const { row } = live;
    if (row.phase === 'betting') return row.bettingEndsAt.getTime();
    if (row.phase === 'flying') {
      const target = live.bets.nextTargetCents();
      const targetAt = target === undefined ? Infinity : live.startedAtMs! + msToReach(target, settings.growthPerMs);
      return Math.min(live.crashAtMs!, targetAt);
    }
    return live.endedAtMs! + settings.pauseMs;
  }

  function schedule() {
    if (stopped) return;
    const wait = Math.max(0, Math.min(nextEventAt() - deps.clock(), MAX_WAIT_MS));
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
    running ??= step().finally(() => (running = undefined));
    return running;
  }

  return {
    gameCode,
    get live() {
      return live;
    },
    get chain() {
      return chain;
    },
    history,
    tick,
    /** Lets the room run on its own timers (once). */
    startTimers() {
      if (timersOn) return;
      timersOn = true;
      schedule();
    },
    /** The flight's multiplier now (hundredths), for a manual cash-out decided at the moment it is received. */
    multiplierNow: () => (live.row.phase === 'flying' ? multiplierCentsAt(deps.clock() - live.startedAtMs!, settings.growthPerMs) : 100),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await live.bets.drain();
    },
    placedBet: (playerId: string): LiveBet | undefined => live.bets.of(playerId),
  };
}
export type CrashRoom = Awaited<ReturnType<typeof openRoom>>;
