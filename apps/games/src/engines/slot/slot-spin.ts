import type { RandomIndex } from '../../rng/random.js';
import { evaluateStops, windowOf, type CompiledSlot, type LineWin } from './slot-evaluate.js';

export interface SpinResult {
  stops: number[];
  window: string[][];
  wins: LineWin[];
  scatters: number;
  scatterUnits: number;
  /** 1 in the base game, the free-spin multiplier after. */
  multiplier: number;
  units: number;
}

export interface SlotOutcome {
  spins: SpinResult[];
  freeSpins: number;
  /** Total win in bet units, free spins and multipliers included. */
  units: number;
}

function spinOnce(s: CompiledSlot, random: RandomIndex, multiplier: number): SpinResult {
  const stops = s.strips.map((strip) => random(strip.length));
  const e = evaluateStops(s, stops);
  return {
    stops,
    window: windowOf(s, stops),
    wins: e.wins,
    scatters: e.scatters,
    scatterUnits: e.scatterUnits,
    multiplier,
    units: e.units * multiplier,
  };
}

/**
 * A paid spin and the free spins it triggers, all decided at once: the
 * round's win is known before the stake is taken, and the whole sequence is
 * stored with the round. Free spins pay with the multiplier and do not retrigger.
 */
export function playSlot(s: CompiledSlot, random: RandomIndex): SlotOutcome {
  const base = spinOnce(s, random, 1);
  const spins = [base];
  const fs = s.config.freeSpins;
  const freeSpins = fs && base.scatters >= fs.trigger ? fs.spins : 0;
  for (let i = 0; i < freeSpins; i += 1) spins.push(spinOnce(s, random, fs!.multiplier));
  return { spins, freeSpins, units: spins.reduce((sum, x) => sum + x.units, 0) };
}

/** The same mathematics as playSlot without building what a player sees: the RTP simulation's hot loop. */
export function simulateUnits(s: CompiledSlot, random: RandomIndex, stops: Int32Array): number {
  const spin = () => {
    for (let reel = 0; reel < stops.length; reel += 1) stops[reel] = random(s.strips[reel]!.length);
    return evaluateStops(s, stops);
  };
  const base = spin();
  let units = base.units;
  const fs = s.config.freeSpins;
  if (fs && base.scatters >= fs.trigger) for (let i = 0; i < fs.spins; i += 1) units += spin().units * fs.multiplier;
  return units;
}
