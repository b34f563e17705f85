import { fairStream, type FairSeeds } from './fair-stream.js';
import { PLINKO_TABLES, type PlinkoRisk } from './plinko-tables.js';

export { PLINKO_RISKS, type PlinkoRisk } from './plinko-tables.js';

export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;
export const PLINKO_MULTIPLIER_SCALE = 100;

export const plinkoTable = (rows: number, risk: PlinkoRisk) => PLINKO_TABLES[risk][rows]!;

/**
 * Plinko: at each of the `rows` pegs the ball goes left (0) or right (1),
 * one fair draw per peg; the slot it lands in is the number of rights, and
 * pays the table's multiplier (hundredths) for the rows and risk.
 */
export function dropBall(seeds: FairSeeds, rows: number, risk: PlinkoRisk) {
  const stream = fairStream(seeds);
  const path = Array.from({ length: rows }, () => stream.int(2));
  const slot = path.reduce((sum, step) => sum + step, 0);
  return { path, slot, multiplier: plinkoTable(rows, risk)[slot]! };
}
export type PlinkoOutcome = ReturnType<typeof dropBall>;

/** The exact return of a table: Σ C(rows, slot) / 2^rows × multiplier. */
export function plinkoRtp(rows: number, risk: PlinkoRisk): number {
  let ways = 1;
  let sum = 0;
  plinkoTable(rows, risk).forEach((multiplier, slot) => {
    sum += ways * multiplier;
    ways = (ways * (rows - slot)) / (slot + 1);
  });
  return sum / PLINKO_MULTIPLIER_SCALE / 2 ** rows;
}
