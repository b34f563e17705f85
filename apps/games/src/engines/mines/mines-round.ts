import { formatMinor } from '@app/contract';
import { isUniqueViolation } from '../../db/db-errors.js';
import { payoutMinor } from '../../fair/derive/fair-stream.js';
import { minePositions, minesMultiplier, MINES_MULTIPLIER_SCALE, MINES_TILES } from '../../fair/derive/mines.js';
import { seedsForBet, seedsOfBet } from '../../fair/seeds.service.js';
import { GameError } from '../../http/game-error.js';
import { newRoundId } from '../../rounds/round-ids.js';
import { payAndEnd, refundAndCancel, takeStake } from '../../rounds/round-money.js';
import { findRound, insertRound, openRoundOf, saveStep, type RoundRow } from '../../rounds/rounds.repository.js';
import type { SessionRow } from '../../sessions/sessions.service.js';
import type { EngineDeps } from '../engine.js';
import { capWin, fairOf, MAX_WIN_MINOR } from '../fair/fair-round.js';

type EndReason = 'mine' | 'cashout' | 'cleared' | 'cap' | 'timeout';

/** What a mines round keeps: the board is derived again from the seeds at each step, never stored while the round is open. */
export interface MinesState {
  params: { mines: number };
  fair: { serverSeedHash: string; clientSeed: string; nonce: number; hidden: true };
  seedId: string;
  revealed: number[];
  step: number;
  /** Written (under the step check) before the win is paid, so a racing call or recovery pays exactly this. */
  ending?: { reason: EndReason; winMinor: string; tile?: number };
  outcome?: { mines: number[] };
}

const stateOf = (round: RoundRow) => round.state as unknown as MinesState;
const winAfter = (round: RoundRow, safe: number) =>
  capWin(payoutMinor(round.stakeMinor, minesMultiplier(stateOf(round).params.mines, safe), MINES_MULTIPLIER_SCALE));

/** What the page sees: the mines only once the round is over. */
export function minesView(round: RoundRow, extra: { balance?: string | null; settled?: boolean } = {}) {
  const state = stateOf(round);
  const safe = state.revealed.length;
  const { mines } = state.params;
  const over = round.status !== 'open' || Boolean(state.ending);
  return {
    roundId: round.id,
    status: round.status,
    stake: formatMinor(round.stakeMinor),
    mines,
    revealed: state.revealed,
    multiplier: minesMultiplier(mines, safe) / MINES_MULTIPLIER_SCALE,
    nextMultiplier: safe < MINES_TILES - mines ? minesMultiplier(mines, safe + 1) / MINES_MULTIPLIER_SCALE : null,
    cashout: formatMinor(winAfter(round, safe)),
    win: state.ending ? formatMinor(BigInt(state.ending.winMinor)) : formatMinor(round.winMinor),
    ending: state.ending ?? null,
    minePositions: over ? (state.outcome?.mines ?? null) : null,
    fair: { serverSeedHash: state.fair.serverSeedHash, clientSeed: state.fair.clientSeed, nonce: state.fair.nonce },
    ...extra,
  };
}

async function boardOf(deps: EngineDeps, round: RoundRow) {
  const state = stateOf(round);
  return minePositions(await seedsOfBet(deps.db, round.playerId, state.seedId, state.fair.nonce), state.params.mines);
}

/** Pays the decided ending (0 after a mine) and shows the board; with no wallet answer the round stays open and recovery pays it. */
async function finish(deps: EngineDeps, round: RoundRow) {
  const state = stateOf(round);
  const final = { ...state, outcome: { mines: await boardOf(deps, round) } };
  try {
    const paid = await payAndEnd(deps, round, BigInt(state.ending!.winMinor), final as unknown as Record<string, unknown>);
    return minesView(paid.round, { balance: paid.balance, settled: true });
  } catch {
    return minesView({ ...round, state: final as unknown as Record<string, unknown> }, { balance: null, settled: false });
  }
}

/** Moves the round one step on, or refuses when another call moved it first. */
async function step(deps: EngineDeps, round: RoundRow, next: Partial<MinesState>) {
  const state = stateOf(round);
  const saved = await saveStep(deps.db, round.id, state.step, { ...state, ...next, step: state.step + 1 });
  if (!saved) throw new GameError('action.invalid');
  return saved;
}

export async function startMines(deps: EngineDeps, session: SessionRow, stakeMinor: bigint, mines: number) {
  if (await openRoundOf(deps.db, session.playerId, session.game.gameCode)) throw new GameError('round.open');
  const seeds = await seedsForBet(deps.db, session.playerId);
  const state: MinesState = { params: { mines }, fair: { ...fairOf(seeds), hidden: true }, seedId: seeds.seedId, revealed: [], step: 0 };
  const created = await insertRound(deps.db, {
    id: newRoundId(),
    playerId: session.playerId,
    currency: session.currency,
    gameCode: session.game.gameCode,
    engine: 'mines',
    stakeMinor,
    status: 'created',
    state: state as unknown as Record<string, unknown>,
  }).catch((error: unknown) => {
    // The unique index of unfinished boards: another start got in first.
    if (isUniqueViolation(error)) throw new GameError('round.open');
    throw error;
  });
  const taken = await takeStake(deps, created);
  return minesView(taken.round, { balance: taken.balance, settled: true });
}

/** The player's own round, still going. */
export async function ownOpenRound(deps: EngineDeps, session: SessionRow, roundId: string) {
  const round = await findRound(deps.db, roundId);
  if (!round || round.playerId !== session.playerId || round.engine !== 'mines') throw new GameError('round.not.found');
  if (round.status !== 'open' || stateOf(round).ending) throw new GameError('round.closed');
  return round;
}

export async function revealTile(deps: EngineDeps, round: RoundRow, tile: number) {
  const state = stateOf(round);
  if (state.revealed.includes(tile)) throw new GameError('action.invalid');
  const board = await boardOf(deps, round);
  if (board.includes(tile)) return finish(deps, await step(deps, round, { ending: { reason: 'mine', winMinor: '0', tile } }));
  const revealed = [...state.revealed, tile];
  const winMinor = winAfter(round, revealed.length);
  const reason: EndReason | null =
    revealed.length === MINES_TILES - state.params.mines ? 'cleared' : winMinor >= MAX_WIN_MINOR ? 'cap' : null;
  const saved = await step(deps, round, { revealed, ...(reason && { ending: { reason, winMinor: String(winMinor) } }) });
  return reason ? finish(deps, saved) : minesView(saved);
}

export async function cashOut(deps: EngineDeps, round: RoundRow, reason: EndReason = 'cashout') {
  const safe = stateOf(round).revealed.length;
  if (safe === 0) throw new GameError('action.invalid');
  return finish(deps, await step(deps, round, { ending: { reason, winMinor: String(winAfter(round, safe)) } }));
}

/**
 * A round its player left: a decided ending is paid; otherwise it is cashed
 * out at the current multiplier, or refunded when nothing was revealed.
 */
export async function recoverMines(deps: EngineDeps, round: RoundRow) {
  const state = stateOf(round);
  if (state.ending) await finish(deps, round);
  else if (state.revealed.length > 0) await cashOut(deps, round, 'timeout');
  else await refundAndCancel(deps, round);
  const after = await findRound(deps.db, round.id);
  if (after?.status === 'open') throw new Error('mines round still open after recovery');
}
