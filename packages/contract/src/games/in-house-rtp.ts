import type { GameEngine } from './constants.js';

/*
 * The RTP each in-house engine states, as a fraction: one table read by the
 * game server (each engine's info(), checked against the slot configs and the
 * crash formula by apps/games' rtp-drift test) and by the platform's demo
 * catalogue, which may not import game code. Changing a game's mathematics
 * means changing its number here, and the drift test says so.
 */

/** Every slot config of apps/games/src/engines/slot/configs, by its id; the simulation tests hold each to it. */
export const SLOT_RTP = {
  'classic-3x3': 0.9654,
  'lines-5x3': 0.9567,
  'lines-5x4': 0.9663,
  'ways-5x3': 0.9629,
} as const;
export type SlotConfigId = keyof typeof SLOT_RTP;
/** The config a slot game without a known one plays (slot-config.ts slotConfigOf). */
export const DEFAULT_SLOT_CONFIG: SlotConfigId = 'lines-5x3';

/** Punto banco pays each bet differently; the banker bet is the table's best. */
export const BACCARAT_BET_RTP = { banker: 0.9894, player: 0.9876, tie: 0.8564 } as const;

/**
 * Engines whose RTP does not depend on their config: the fair games return
 * 99 % at every setting (crash at every cash-out, plinko on every paytable);
 * European roulette 36/37 on every bet; the demo sportsbook prices every line
 * with a 6 % margin (1/1.06). Baccarat states its best bet, as a game's info
 * sheet names one figure; the game's page lists all three.
 */
export const ENGINE_RTP = {
  crash: 0.99,
  dice: 0.99,
  mines: 0.99,
  plinko: 0.99,
  roulette: 36 / 37,
  baccarat: BACCARAT_BET_RTP.banker,
  sports: 0.9434,
} as const satisfies Record<Exclude<GameEngine, 'slot'>, number>;

export function isSlotConfigId(id: string): id is SlotConfigId {
  return Object.hasOwn(SLOT_RTP, id);
}

/** The RTP a game of an in-house engine states, as a fraction. */
export function inHouseRtp(engine: GameEngine, engineConfig: string | null): number {
  if (engine !== 'slot') return ENGINE_RTP[engine];
  return SLOT_RTP[engineConfig !== null && isSlotConfigId(engineConfig) ? engineConfig : DEFAULT_SLOT_CONFIG];
}
