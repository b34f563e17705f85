import { describe, expect, it } from 'vitest';
import { seededIndex } from '../../rng/random.js';
import { slotConfigs, slotConfigSchema } from './slot-config.js';
import { compileSlot, evaluateStops, windowOf } from './slot-evaluate.js';
import { slotMath } from './slot-rtp.js';
import { playSlot, simulateUnits } from './slot-spin.js';

/** A tiny 3-reel, 1-row game whose strips are chosen by the test: every stop shows one known symbol. */
const tiny = compileSlot(
  slotConfigSchema.parse({
    id: 'tiny',
    rows: 1,
    mode: 'lines',
    betUnits: 1,
    lines: [[0, 0, 0]],
    reels: [
      ['A', 'W', 'S', 'B'],
      ['A', 'W', 'S', 'B'],
      ['A', 'W', 'S', 'B'],
    ],
    symbols: { W: { wild: true }, S: { scatter: true, pays: { '3': 5 } }, A: { pays: { '2': 1, '3': 10 } }, B: { pays: { '3': 4 } } },
    freeSpins: { trigger: 3, spins: 2, multiplier: 3 },
    declaredRtp: 0.9,
  }),
);
const [A, W, S, B] = [0, 1, 2, 3];

describe('slot evaluation', () => {
  it('lets wilds stand in on a line and pays a wild-only run as the top symbol', () => {
    expect(evaluateStops(tiny, [A, W, A]).units).toBe(10);
    expect(evaluateStops(tiny, [W, W, B]).units).toBe(4);
    expect(evaluateStops(tiny, [W, W, W]).units).toBe(10);
    expect(evaluateStops(tiny, [W, A, B]).units).toBe(1);
    expect(evaluateStops(tiny, [B, A, A]).units).toBe(0);
  });

  it('pays scatters anywhere in total bets, never on a line, and triggers the free spins', () => {
    const e = evaluateStops(tiny, [S, S, S]);
    expect([e.scatters, e.scatterUnits, e.wins]).toEqual([3, 5, []]);
    const stops = [S, S, S, A, A, A, W, W, B];
    let i = 0;
    const outcome = playSlot(tiny, () => stops[i++]!);
    expect(outcome.freeSpins).toBe(2);
    expect(outcome.spins.map((s) => [s.multiplier, s.units])).toEqual([
      [1, 5],
      [3, 30],
      [3, 12],
    ]);
    expect(outcome.units).toBe(47);
  });

  it('counts ways as the product of matching symbols per reel from the left', () => {
    const ways = compileSlot(slotConfigs['ways-5x3']!);
    const random = seededIndex(7);
    let checked = 0;
    for (let i = 0; i < 2_000; i += 1) {
      const stops = ways.strips.map((strip) => random(strip.length));
      const window = windowOf(ways, stops);
      for (const win of evaluateStops(ways, stops).wins) {
        const perReel = window.map((reel) => reel.filter((s) => s === win.symbol || s === 'W').length);
        expect(perReel.slice(0, win.count).every((n) => n > 0)).toBe(true);
        expect(perReel[win.count] ?? 0).toBe(0);
        expect(win.ways).toBe(perReel.slice(0, win.count).reduce((a, b) => a * b, 1));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe.each(Object.values(slotConfigs))('slot configuration $id', (config) => {
  const slot = compileSlot(config);

  it('states the RTP its exact mathematics gives', () => {
    expect(Math.abs(slotMath(slot).rtp - config.declaredRtp)).toBeLessThan(0.00005);
    expect(config.declaredRtp).toBeGreaterThan(0.94);
    expect(config.declaredRtp).toBeLessThan(0.97);
  });

  it('plays what the mathematics says over a million spins (within four standard errors)', () => {
    const random = seededIndex(20_261_123);
    const stops = new Int32Array(config.reels.length);
    const spins = 1_000_000;
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < spins; i += 1) {
      const x = simulateUnits(slot, random, stops) / config.betUnits;
      sum += x;
      squares += x * x;
    }
    const mean = sum / spins;
    const standardError = Math.sqrt((squares / spins - mean * mean) / spins);
    expect(Math.abs(mean - config.declaredRtp)).toBeLessThan(4 * standardError);
  });
});
