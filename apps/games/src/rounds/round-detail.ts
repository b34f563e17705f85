import type { ProviderRoundDetail, RoundFair, RoundPlay } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { GamesDb } from '../db/client.js';
import { findCrashRound } from '../engines/crash/crash.repository.js';
import { centsToMultiplier, shownCrashCents } from '../engines/crash/crash-formula.js';
import type { CrashBetState } from '../engines/crash/crash-settle.js';
import { DICE_MULTIPLIER_SCALE } from '../fair/derive/dice.js';
import { PLINKO_MULTIPLIER_SCALE } from '../fair/derive/plinko.js';
import { fairSeeds } from '../fair/fair.tables.js';
import type { RoundRow } from './rounds.repository.js';

/** An integer multiplier at `scale` as two-decimal text, rounded down (what the pages show), without floats. */
export function scaledText(value: number, scale: number): string {
  const hundredths = Math.floor((value * 100) / scale);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

const centsText = (cents: number | null | undefined) => (cents == null ? null : centsToMultiplier(cents));

// Each engine's own jsonb, read per engine below.
type State = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function crashPlay(db: GamesDb, state: State): Promise<RoundPlay> {
  const bet = state as CrashBetState;
  const room = await findCrashRound(db, bet.crashRoundId);
  // The crash point is the room's secret until the round is over (every later round of the chain hangs on it).
  const over = room && (room.phase === 'crashed' || room.phase === 'cancelled');
  return {
    kind: 'crash',
    cashOut: centsText(bet.cashoutCents),
    autoCashOut: centsText(bet.autoCashoutCents),
    crashPoint: over ? centsText(shownCrashCents(room.crashCents)) : null,
  };
}

function slotPlay(state: State): RoundPlay {
  type Win = { line: number | null; symbol: string; count: number; ways: number };
  const spins = (state.outcome?.spins ?? []) as Array<{ wins: Win[] }>;
  return {
    kind: 'slot',
    spins: spins.length,
    freeSpins: Number(state.outcome?.freeSpins ?? 0),
    lines: spins.flatMap((s) => s.wins.map(({ line, symbol, count, ways }) => ({ line, symbol, count, ways }))),
  };
}

/** What decided the round, by engine; null for an engine this view does not know (its record line still shows). */
async function playOf(db: GamesDb, round: RoundRow): Promise<RoundPlay | null> {
  const s = round.state as State;
  const over = round.status !== 'open' && round.status !== 'created';
  switch (round.engine) {
    case 'sports':
      return {
        kind: 'sports',
        league: s.league,
        homeTeam: s.homeTeam,
        awayTeam: s.awayTeam,
        startsAt: s.startsAt,
        pick: s.pick,
        odds: s.odds,
        potential: s.potential,
      };
    case 'crash':
      return crashPlay(db, s);
    case 'slot':
      return slotPlay(s);
    case 'dice':
      return {
        kind: 'dice',
        roll: scaledText(s.outcome.roll, 100),
        target: scaledText(s.params.target, 100),
        direction: s.params.direction,
        multiplier: scaledText(s.outcome.multiplier, DICE_MULTIPLIER_SCALE),
      };
    case 'mines':
      // The board stays hidden while the round can go on: showing it would give the game away.
      return { kind: 'mines', mines: s.params.mines, revealed: s.revealed.length, minesAt: over ? (s.outcome?.mines ?? null) : null };
    case 'plinko':
      return {
        kind: 'plinko',
        rows: s.params.rows,
        risk: s.params.risk,
        slot: s.outcome.slot,
        multiplier: scaledText(s.outcome.multiplier, PLINKO_MULTIPLIER_SCALE),
      };
    case 'roulette':
      return { kind: 'roulette', pocket: s.outcome.pocket };
    case 'baccarat':
      return { kind: 'baccarat', winner: s.outcome.winner, playerTotal: s.outcome.playerTotal, bankerTotal: s.outcome.bankerTotal };
    default:
      return null;
  }
}

/** The seed commitment of a fair round, with the server seed once the player has rotated it (revealed). */
async function fairOf(db: GamesDb, round: RoundRow): Promise<RoundFair | null> {
  const fair = (round.state as State).fair as { serverSeedHash?: string; clientSeed?: string; nonce?: number } | undefined;
  if (!fair?.serverSeedHash || fair.clientSeed === undefined || fair.nonce === undefined) return null;
  const [seed] = await db
    .select({ serverSeed: fairSeeds.serverSeed, revealedAt: fairSeeds.revealedAt })
    .from(fairSeeds)
    .where(and(eq(fairSeeds.playerId, round.playerId), eq(fairSeeds.serverSeedHash, fair.serverSeedHash)));
  return {
    serverSeedHash: fair.serverSeedHash,
    clientSeed: fair.clientSeed,
    nonce: fair.nonce,
    serverSeed: seed?.revealedAt ? seed.serverSeed : null,
  };
}

export async function roundDetail(db: GamesDb, round: RoundRow): Promise<ProviderRoundDetail> {
  const [play, fair] = await Promise.all([playOf(db, round), fairOf(db, round)]);
  return { play, fair };
}
