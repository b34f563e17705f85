import { randomBytes } from 'node:crypto';
import type { EngineDeps } from '../engine.js';
import { buildChain, roundHash } from './crash-chain.js';
import { crashCentsOf, flightMs, msToReach, multiplierCentsAt, shownCrashCents } from './crash-formula.js';
import { createRoundBets } from './crash-bets.js';
import type { CrashEvent, PublicRound } from './crash-events.js';
import type { CrashSettings } from './crash-settings.js';
import * as repo from './crash.repository.js';

export interface LiveRound {
  row: repo.CrashRoundRow;
  startedAtMs: number | null;
  crashAtMs: number | null;
  endedAtMs: number | null;
  bets: ReturnType<typeof createRoundBets>;
}

/** What a room keeps between its steps: its chain, its finished rounds, and the round being played. */
export interface RoomState {
  deps: EngineDeps;
  gameCode: string;
  settings: CrashSettings;
  publish: (gameCode: string, event: CrashEvent) => void;
  chain: repo.ChainRow;
  history: PublicRound[];
  stopped: boolean;
  live: LiveRound;
}

const newCrashRoundId = () => `k${Date.now().toString(36)}${randomBytes(5).toString('hex')}`;

export async function newChain(deps: EngineDeps, gameCode: string, settings: CrashSettings) {
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

export function publicRound(
  chainId: string,
  r: Pick<repo.CrashRoundRow, 'id' | 'chainRound' | 'crashCents' | 'hash' | 'phase'>,
): PublicRound {
  return {
    roundId: r.id,
    number: r.chainRound,
    chainId,
    crashCents: shownCrashCents(r.crashCents),
    instantBust: r.crashCents < 100,
    hash: r.hash,
    cancelled: r.phase === 'cancelled',
  };
}

/** Opens the room's next round, taking the next hash of its chain (a new chain when this one is used up). */
export async function newRound(room: Omit<RoomState, 'live'>): Promise<LiveRound> {
  const { deps, gameCode, settings, publish } = room;
  let number = await repo.takeChainRound(deps.db, room.chain.id);
  if (number === undefined) {
    await repo.retireChain(deps.db, room.chain.id);
    room.chain = await newChain(deps, gameCode, settings);
    number = (await repo.takeChainRound(deps.db, room.chain.id))!;
  }
  const hash = roundHash(room.chain, number);
  const now = deps.clock();
  const row = await repo.insertCrashRound(deps.db, {
    id: newCrashRoundId(),
    gameCode,
    chainId: room.chain.id,
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

async function takeOff(room: RoomState, now: number) {
  const { live, settings } = room;
  live.row.phase = 'flying';
  live.startedAtMs = now;
  live.crashAtMs = now + flightMs(live.row.crashCents, settings.growthPerMs);
  await repo.setPhase(room.deps.db, live.row.id, 'flying', { startedAt: new Date(now) });
  room.publish(room.gameCode, { type: 'flight', roundId: live.row.id, startedAt: now, growthPerMs: settings.growthPerMs });
}

async function crash(room: RoomState, now: number) {
  const round = room.live;
  round.row.phase = 'crashed';
  round.endedAtMs = now;
  round.bets.crash();
  await repo.setPhase(room.deps.db, round.row.id, 'crashed', { endedAt: new Date(now) });
  const shown = publicRound(room.chain.id, round.row);
  room.history.unshift(shown);
  room.history.length = Math.min(room.history.length, room.settings.historySize);
  room.publish(room.gameCode, { type: 'crash', ...shown });
}

/** Moves the room on to the present: take-off, auto cash-outs, crash, next round. */
export async function step(room: RoomState) {
  const { deps, settings, live } = room;
  const now = deps.clock();
  const { row } = live;
  if (row.phase === 'betting' && now >= row.bettingEndsAt.getTime()) await takeOff(room, now);
  if (row.phase === 'flying') {
    const reached = Math.min(multiplierCentsAt(now - live.startedAtMs!, settings.growthPerMs), row.crashCents);
    live.bets.autoCashouts(now >= live.crashAtMs! ? row.crashCents : reached);
    if (now >= live.crashAtMs!) await crash(room, now);
  }
  if (row.phase === 'crashed' && now >= live.endedAtMs! + settings.pauseMs && !room.stopped) room.live = await newRound(room);
}

/** When the room has something to do next. */
export function nextEventAt(room: RoomState): number {
  const { live, settings } = room;
  const { row } = live;
  if (row.phase === 'betting') return row.bettingEndsAt.getTime();
  if (row.phase === 'flying') {
    const target = live.bets.nextTargetCents();
    const targetAt = target === undefined ? Infinity : live.startedAtMs! + msToReach(target, settings.growthPerMs);
    return Math.min(live.crashAtMs!, targetAt);
  }
  return live.endedAtMs! + settings.pauseMs;
}
