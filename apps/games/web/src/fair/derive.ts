/** The server's own derivation code (pure, @noble/hashes): the page recomputes outcomes exactly as they were dealt. */
export { sha256Hex, payoutMinor, type FairSeeds } from '../../../src/fair/derive/fair-stream.js';
export {
  rollDice,
  diceMultiplier,
  diceWinningCount,
  diceBetAllowed,
  DICE_MULTIPLIER_SCALE,
  type DiceBet,
  type DiceDirection,
} from '../../../src/fair/derive/dice.js';
export { minePositions, minesMultiplier, MINES_TILES, MINES_MULTIPLIER_SCALE } from '../../../src/fair/derive/mines.js';
export { dropBall, plinkoTable, PLINKO_RISKS, PLINKO_MIN_ROWS, PLINKO_MAX_ROWS, type PlinkoRisk } from '../../../src/fair/derive/plinko.js';
export { spinWheel, RED_NUMBERS, type RouletteBetKind } from '../../../src/fair/derive/roulette.js';
export { dealBaccarat, type BaccaratSide, type Card } from '../../../src/fair/derive/baccarat.js';
