import { fairStream, type FairSeeds } from './fair-stream.js';

/**
 * Mines on a 5×5 board: the mines are the first `mines` tiles of a
 * Fisher–Yates shuffle of 0…24 drawn from the fair stream, fixed when the
 * round starts. After k safe reveals the multiplier is 0.99 / P(k safe),
 * P(k safe) = C(25 − m, k) / C(25, k), in 1/10,000 units rounded down.
 */
export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
export const MINES_MULTIPLIER_SCALE = 10_000;

export function minePositions(seeds: FairSeeds, mines: number): number[] {
  const stream = fairStream(seeds);
  const tiles = Array.from({ length: MINES_TILES }, (_, i) => i);
  for (let i = MINES_TILES - 1; i > 0; i -= 1) {
    const j = stream.int(i + 1);
    [tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!];
  }
  return tiles.slice(0, mines).sort((a, b) => a - b);
}

const choose = (n: number, k: number): number => {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
};

/** The multiplier after `safe` safe reveals with `mines` mines (1/10,000 units); 0 reveals pays nothing. */
export function minesMultiplier(mines: number, safe: number): number {
  if (safe === 0) return 0;
  return Math.floor((99 * MINES_MULTIPLIER_SCALE * choose(MINES_TILES, safe)) / (100 * choose(MINES_TILES - mines, safe)));
}

/** Probability that the first `safe` reveals are all safe. */
export const minesSafeChance = (mines: number, safe: number) => choose(MINES_TILES - mines, safe) / choose(MINES_TILES, safe);
