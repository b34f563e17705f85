import { fairStream, type FairSeeds } from './fair-stream.js';

/**
 * Dice: a roll of 0.00–99.99 (10,000 equally likely values, kept in
 * hundredths), won over or under a target. Multiplier = 99 / win chance (%)
 * in 1/10,000 units rounded down, so the RTP is 99 % at most and never below
 * 99 % by more than a ten-thousandth.
 */
export type DiceDirection = 'over' | 'under';
export interface DiceBet {
  direction: DiceDirection;
  /** Target in hundredths (4950 = 49.50). */
  target: number;
}

export const DICE_OUTCOMES = 10_000;
export const DICE_MULTIPLIER_SCALE = 10_000;
/** Win chance limits in outcomes out of 10,000 (2 % – 98 %). */
export const DICE_MIN_WINNING = 200;
export const DICE_MAX_WINNING = 9_800;

/** Winning rolls of a bet: under T wins 0 … T−1; over T wins T+1 … 9999. */
export const diceWinningCount = (bet: DiceBet) => (bet.direction === 'under' ? bet.target : DICE_OUTCOMES - 1 - bet.target);

export const diceBetAllowed = (bet: DiceBet) => {
  const count = diceWinningCount(bet);
  return Number.isInteger(bet.target) && count >= DICE_MIN_WINNING && count <= DICE_MAX_WINNING;
};

/** Multiplier in 1/10,000: floor(0.99 × 10,000 / chance × 10,000). */
export const diceMultiplier = (bet: DiceBet) => Math.floor((99 * DICE_OUTCOMES * DICE_MULTIPLIER_SCALE) / (100 * diceWinningCount(bet)));

export const diceWins = (bet: DiceBet, roll: number) => (bet.direction === 'under' ? roll < bet.target : roll > bet.target);

export function rollDice(seeds: FairSeeds, bet: DiceBet) {
  const roll = fairStream(seeds).int(DICE_OUTCOMES);
  const win = diceWins(bet, roll);
  return { roll, win, multiplier: win ? diceMultiplier(bet) : 0 };
}
export type DiceOutcome = ReturnType<typeof rollDice>;
