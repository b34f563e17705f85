import { randomBytes } from 'node:crypto';
import type { GamesDb } from '../../db/client.js';
import type { RoundRow } from '../../rounds/rounds.repository.js';
import type { EngineDeps } from '../engine.js';
import { publicBetOf } from './crash-bets.js';
import { decideBet, openBets } from './crash-bets.repository.js';
import { CASHOUT_GRACE_MS } from './crash-cashout.js';
import { buildChain, roundHash } from './crash-chain.js';
import type { CrashEvent } from './crash-events.js';
import { crashCentsOf, flightMs, msToReach, multiplierCentsAt } from './crash-formula.js';
import { fenced, LeaseLost, type Lease } from './crash-lease.js';
import type { CrashSettings } from './crash-settings.js';
import { betStateOf, finishBet, isDecided, settleDecided } from './crash-settle.js';
import type { createSettlements } from './crash-settlements.js';
import { publicRound } from './crash-view.js';
import * as repo from './crash.repository.js';

/** A bet in the flight, as the leader tracks it for its automatic cash-out; `done` once its fate is stored. */
export interface FlyingBet {
  row: RoundRow;
  targetCents: number;
  done: boolean;
}

export interface LiveRound {
  row: repo.CrashRoundRow;
  startedAtMs: number | null;
  crashAtMs: number | null;
  endedAtMs: number | null;
  flying: Map<string, FlyingBet>;
}

/** What the room's leader keeps between its steps; every write it makes is fenced by its lease. */
export interface LeaderState {
  deps: EngineDeps;
  gameCode: string;
  settings: CrashSettings;
  lease: Lease;
  publish: (event: CrashEvent) => void;
  chain: repo.ChainRow;
  live: LiveRound;
  /** Crashed rounds whose remaining bets are settled once the cash-out grace is over. */
  sweeps: Array<{ round: repo.CrashRoundRow; dueAt: number }>;
  settlements: ReturnType<typeof createSettlements>;
  stopped: boolean;
}

const newCrashRoundId = () => `k${Date.now().toString(36)}${randomBytes(5).toString('hex')}`;

export async function newChain(db: GamesDb, gameCode: string, settings: CrashSettings) {
  const built = buildChain(settings.chainLength);
  return repo.insertChain(db, {
    id: `c${randomBytes(8).toString('hex')}`,
    gameCode,
    seed: built.seed,
    hashes: built.hashes,
    length: built.length,
    terminatingHash: built.terminatingHash,
  });
}

export const liveRoundOf = (row: repo.CrashRoundRow): LiveRound => ({
  row,
  startedAtMs: null,
  crashAtMs: null,
  endedAtMs: null,
  flying: new Map(),
});

/** Opens the room's next round, taking the next hash of its chain (a new chain when this one is used up). */
export async function newRound(state: Omit<LeaderState, 'live'> & { live?: LiveRound }): Promise<LiveRound> {
  const { deps, gameCode, settings } = state;
  const now = deps.clock();
  const { row, chain } = await fenced(deps.db, state.lease, async (tx) => {
    let chain = state.chain;
    let number = await repo.takeChainRound(tx, chain.id);
    if (number === undefined) {
      await repo.retireChain(tx, chain.id);
      chain = await newChain(tx, gameCode, settings);
      number = (await repo.takeChainRound(tx, chain.id))!;
    }
    const hash = roundHash(chain, number);
    const inserted = await repo.insertCrashRound(tx, {
      id: newCrashRoundId(),
      gameCode,
      chainId: chain.id,
      chainRound: number,
      hash,
      crashCents: crashCentsOf(hash),
      phase: 'betting',
      bettingEndsAt: new Date(now + settings.bettingMs),
    });
    return { row: inserted, chain };
  });
  state.chain = chain;
  state.publish({ type: 'round', roundId: row.id, number: row.chainRound, chainId: chain.id, bettingEndsAt: now + settings.bettingMs });
  return liveRoundOf(row);
}

/** Moves the round's phase, fenced; a round another leader already moved means this one is no longer leading. */
async function movePhase(state: LeaderState, from: repo.CrashRoundRow['phase'], to: repo.CrashRoundRow['phase'], at: Date) {
  const { row } = state.live;
  const times = to === 'flying' ? { startedAt: at } : { endedAt: at };
  const moved = await fenced(state.deps.db, state.lease, (tx) => repo.setPhase(tx, row.id, [from], to, times));
  if (!moved) throw new LeaseLost(state.gameCode);
  Object.assign(row, { phase: to, ...times });
}

/** The bets in the flight, read once the take-off is stored (no bet gets in after it: joinFlight). */
export async function loadFlying(db: GamesDb, live: LiveRound) {
  for (const bet of await openBets(db, live.row.id))
    live.flying.set(bet.id, { row: bet, targetCents: betStateOf(bet).targetCents, done: isDecided(betStateOf(bet)) });
}

async function takeOff(state: LeaderState, now: number) {
  const { live, settings } = state;
  await movePhase(state, 'betting', 'flying', new Date(now));
  live.startedAtMs = now;
  live.crashAtMs = now + flightMs(live.row.crashCents, settings.growthPerMs);
  await loadFlying(state.deps.db, live);
  state.publish({ type: 'flight', roundId: live.row.id, startedAt: now, growthPerMs: settings.growthPerMs });
}

/** Stores the automatic cash-out (unless a manual one came first), announces it, pays it. */
async function cashOutAtTarget(state: LeaderState, bet: FlyingBet) {
  const decided = await decideBet(state.deps.db, bet.row.id, { cashoutCents: bet.targetCents });
  if (!decided) return;
  state.publish({ type: 'cashout', roundId: state.live.row.id, bet: publicBetOf(decided) });
  await state.settlements.settle(decided.id, () => settleDecided(state.deps, decided));
}

/** Cashes out, exactly at their targets, the bets whose targets the flight has reached. */
function autoCashouts(state: LeaderState, reachedCents: number) {
  for (const bet of state.live.flying.values()) {
    if (bet.done || bet.targetCents > reachedCents) continue;
    bet.done = true;
    state.settlements.track(cashOutAtTarget(state, bet));
  }
}

/** The crash happened at its moment (`crashAtMs`), however late the leader notices it (a takeover notices late). */
async function crash(state: LeaderState) {
  const { live } = state;
  await movePhase(state, 'flying', 'crashed', new Date(live.crashAtMs!));
  live.endedAtMs = live.crashAtMs;
  state.publish({ type: 'crash', ...publicRound(live.row) });
  state.sweeps.push({ round: live.row, dueAt: live.crashAtMs! + CASHOUT_GRACE_MS });
}

/** After the grace, every bet of a crashed round still unpaid is finished by its stored or final fate. */
function sweep(state: LeaderState, round: repo.CrashRoundRow) {
  const { deps, settlements } = state;
  const work = openBets(deps.db, round.id).then((bets) => {
    for (const bet of bets) {
      if (settlements.isSettling(bet.id)) continue;
      void settlements.settle(bet.id, async () => {
        const fresh = await finishBet(deps, bet, round);
        if (fresh && betStateOf(fresh).cashoutCents !== undefined)
          state.publish({ type: 'cashout', roundId: round.id, bet: publicBetOf(fresh) });
      });
    }
  });
  settlements.track(work);
}

/** Moves the room on to the present: take-off, automatic cash-outs, crash, settlement, next round. */
export async function step(state: LeaderState) {
  const { deps, settings, live } = state;
  const now = deps.clock();
  const { row } = live;
  for (const due of state.sweeps.filter((s) => s.dueAt <= now)) sweep(state, due.round);
  state.sweeps = state.sweeps.filter((s) => s.dueAt > now);
  if (row.phase === 'betting' && now >= row.bettingEndsAt.getTime()) await takeOff(state, now);
  if (row.phase === 'flying') {
    const reached = Math.min(multiplierCentsAt(now - live.startedAtMs!, settings.growthPerMs), row.crashCents);
    autoCashouts(state, now >= live.crashAtMs! ? row.crashCents : reached);
    if (now >= live.crashAtMs!) await crash(state);
  }
  if (row.phase !== 'betting' && row.phase !== 'flying' && now >= live.endedAtMs! + settings.pauseMs && !state.stopped)
    state.live = await newRound(state);
}

/** When the room has something to do next. */
export function nextEventAt(state: LeaderState): number {
  const { live, settings } = state;
  const { row } = live;
  const sweepAt = Math.min(...state.sweeps.map((s) => s.dueAt));
  if (row.phase === 'betting') return Math.min(row.bettingEndsAt.getTime(), sweepAt);
  if (row.phase === 'flying') {
    let target = Infinity;
    for (const bet of live.flying.values()) if (!bet.done) target = Math.min(target, bet.targetCents);
    const targetAt = target === Infinity ? Infinity : live.startedAtMs! + msToReach(target, settings.growthPerMs);
    return Math.min(live.crashAtMs!, targetAt, sweepAt);
  }
  return Math.min(live.endedAtMs! + settings.pauseMs, sweepAt);
}
