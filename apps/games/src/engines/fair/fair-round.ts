import { formatMinor, parseMoney } from '@app/contract';
import { z } from 'zod';
import { seedsForBet } from '../../fair/seeds.service.js';
import type { FairSeeds } from '../../fair/derive/fair-stream.js';
import { GameError } from '../../http/game-error.js';
import { playInstantRound } from '../../rounds/instant-round.js';
import type { SessionRow } from '../../sessions/sessions.service.js';
import type { EngineDeps } from '../engine.js';

/** Chips in centavos; a game offers those from its minimum bet up. */
const CHIPS = [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000];
/** No round pays more than this (R$ 100,000.00): bigger wins are cut to it. */
export const MAX_WIN_MINOR = 10_000_000n;

export const moneySchema = z.string().regex(/^\d{1,7}\.\d{2}$/);

export function stakeOptions(minBet: string): bigint[] {
  const min = parseMoney(minBet);
  const allowed = CHIPS.map(BigInt).filter((s) => s >= min);
  return allowed.length ? allowed : [BigInt(CHIPS.at(-1)!)];
}

/** A chip the game offers, in minor units; anything else is refused. */
export function chipOf(session: SessionRow, amount: string): bigint {
  const minor = parseMoney(amount);
  if (!stakeOptions(session.game.minBet).includes(minor)) throw new GameError('stake.invalid');
  return minor;
}

/** What the pages and the recall of every fair game show: the commitment of the bet, never the server seed. */
export const fairOf = (seeds: FairSeeds & { serverSeedHash: string }) => ({
  serverSeedHash: seeds.serverSeedHash,
  clientSeed: seeds.clientSeed,
  nonce: seeds.nonce,
});

export const capWin = (winMinor: bigint) => (winMinor > MAX_WIN_MINOR ? MAX_WIN_MINOR : winMinor);

/**
 * A provably fair round decided at once: the player's next nonce is taken,
 * the outcome derived from the seeds, and the round played as an instant
 * round with its params, outcome and seed commitment stored for the recall
 * and the verification page.
 */
export async function playFairRound<O>(
  deps: EngineDeps,
  session: SessionRow,
  play: {
    engine: string;
    stakeMinor: bigint;
    params: Record<string, unknown>;
    decide: (seeds: FairSeeds) => { outcome: O; winMinor: bigint };
  },
) {
  const seeds = await seedsForBet(deps.db, session.playerId);
  const { outcome, winMinor: uncapped } = play.decide(seeds);
  const winMinor = capWin(uncapped);
  const fair = fairOf(seeds);
  const result = await playInstantRound(deps, session, {
    engine: play.engine,
    stakeMinor: play.stakeMinor,
    winMinor,
    state: { params: play.params, outcome, fair },
  });
  return {
    roundId: result.round.id,
    stake: formatMinor(play.stakeMinor),
    win: formatMinor(winMinor),
    outcome,
    fair,
    balance: result.balance,
    settled: result.settled,
  };
}

/** What every fair game states on its page. */
export const fairInfo = (session: SessionRow, rtp: number) => ({
  rtp,
  stakes: stakeOptions(session.game.minBet).map(formatMinor),
  maxWin: formatMinor(MAX_WIN_MINOR),
  fair: true,
});
