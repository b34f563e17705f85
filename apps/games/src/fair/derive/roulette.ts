import { fairStream, type FairSeeds } from './fair-stream.js';

/**
 * European roulette (single zero): the pocket is one fair draw of 0…36.
 * Every bet loses on zero except a straight on 0, so each bet returns
 * 36/37 = 97.30 %.
 */
export const ROULETTE_POCKETS = 37;
export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type RouletteBetKind = 'straight' | 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' | 'dozen' | 'column';
export interface RouletteSpot {
  kind: RouletteBetKind;
  /** The number of a straight (0–36), the dozen or the column (1–3); absent for even-money bets. */
  value?: number;
}

/** What a winning bet pays to one (its stake comes back too). */
export const ROULETTE_PAYS: Record<RouletteBetKind, number> = {
  straight: 35,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
  dozen: 2,
  column: 2,
};

export function spotValid(spot: RouletteSpot): boolean {
  if (spot.kind === 'straight') return Number.isInteger(spot.value) && spot.value! >= 0 && spot.value! <= 36;
  if (spot.kind === 'dozen' || spot.kind === 'column') return Number.isInteger(spot.value) && spot.value! >= 1 && spot.value! <= 3;
  return spot.value === undefined;
}

export function spotWins(spot: RouletteSpot, pocket: number): boolean {
  if (spot.kind === 'straight') return pocket === spot.value;
  if (pocket === 0) return false;
  switch (spot.kind) {
    case 'red':
      return RED_NUMBERS.has(pocket);
    case 'black':
      return !RED_NUMBERS.has(pocket);
    case 'odd':
      return pocket % 2 === 1;
    case 'even':
      return pocket % 2 === 0;
    case 'low':
      return pocket <= 18;
    case 'high':
      return pocket >= 19;
    case 'dozen':
      return Math.ceil(pocket / 12) === spot.value;
    case 'column':
      return ((pocket - 1) % 3) + 1 === spot.value;
  }
}

export const spinWheel = (seeds: FairSeeds) => fairStream(seeds).int(ROULETTE_POCKETS);

/** The total a list of bets returns on a pocket (stakes of winning bets included). */
export const rouletteReturnMinor = (bets: Array<RouletteSpot & { amountMinor: bigint }>, pocket: number): bigint =>
  bets.reduce((sum, bet) => (spotWins(bet, pocket) ? sum + bet.amountMinor * BigInt(ROULETTE_PAYS[bet.kind] + 1) : sum), 0n);
