import type { SlotConfig } from './slot-config.js';

/**
 * A configuration turned into integer tables once, so a spin is a few array
 * reads (RTP simulations spin millions of times; play uses the same code).
 * Symbols are numbered; pays[symbol][count] in bet units.
 */
export interface CompiledSlot {
  config: SlotConfig;
  names: string[];
  strips: Int32Array[];
  rows: number;
  lines: Int32Array[];
  pays: Float64Array[];
  wild: boolean[];
  scatter: number;
  scatterPays: Float64Array;
  /** The best-paying regular symbol: what a run of wilds alone pays as. */
  top: number;
  regular: number[];
}

export function compileSlot(config: SlotConfig): CompiledSlot {
  const names = Object.keys(config.symbols);
  const index = new Map(names.map((n, i) => [n, i]));
  const reels = config.reels.length;
  const paysOf = (name: string) => Float64Array.from({ length: reels + 1 }, (_, k) => config.symbols[name]!.pays[String(k)] ?? 0);
  const pays = names.map(paysOf);
  const wild = names.map((n) => config.symbols[n]!.wild);
  const scatterName = names.find((n) => config.symbols[n]!.scatter);
  const regular = names.map((_, i) => i).filter((i) => !wild[i] && names[i] !== scatterName);
  const top = regular.reduce((best, i) => (Math.max(...pays[i]!) > Math.max(...pays[best]!) ? i : best), regular[0]!);
  return {
    config,
    names,
    strips: config.reels.map((strip) => Int32Array.from(strip, (s) => index.get(s)!)),
    rows: config.rows,
    lines: config.lines.map((l) => Int32Array.from(l)),
    pays,
    wild,
    scatter: scatterName === undefined ? -1 : index.get(scatterName)!,
    scatterPays:
      scatterName === undefined
        ? new Float64Array(reels * config.rows + 1)
        : Float64Array.from({ length: reels * config.rows + 1 }, (_, k) => config.symbols[scatterName]!.pays[String(k)] ?? 0),
    top,
    regular,
  };
}

export interface LineWin {
  /** Index of the payline, or null for a ways win. */
  line: number | null;
  symbol: string;
  count: number;
  /** Number of ways (1 for a line). */
  ways: number;
  /** Win in bet units (a unit is the total bet / betUnits). */
  units: number;
}

/**
 * One payline read from the left: the first regular symbol sets the line's
 * symbol and wilds stand in for it; a leading run of wilds alone pays as the
 * top symbol; the better of the two readings pays. Scatters never count on lines.
 * `at(reel)` gives the line's symbol on each reel. Returns [symbol, count, units].
 */
export function evaluateLine(s: CompiledSlot, reels: number, at: (reel: number) => number): [number, number, number] {
  let wildRun = 0;
  while (wildRun < reels && s.wild[at(wildRun)]) wildRun += 1;
  let symbol = s.top;
  let count = wildRun;
  let units = s.pays[s.top]![wildRun]!;
  if (wildRun < reels) {
    const first = at(wildRun);
    if (first !== s.scatter) {
      let n = wildRun;
      while (n < reels && (at(n) === first || s.wild[at(n)])) n += 1;
      const pay = s.pays[first]![n]!;
      if (pay > units) [symbol, count, units] = [first, n, pay];
    }
  }
  return [symbol, count, units];
}

export interface SpinEvaluation {
  wins: LineWin[];
  scatters: number;
  /** Scatter pay in bet units. */
  scatterUnits: number;
  units: number;
}

/** The win of the window the stops show; windows wrap around the strips. */
export function evaluateStops(s: CompiledSlot, stops: ArrayLike<number>): SpinEvaluation {
  const reels = s.strips.length;
  const symbolAt = (reel: number, row: number) => {
    const strip = s.strips[reel]!;
    return strip[(stops[reel]! + row) % strip.length]!;
  };
  const wins: LineWin[] = [];
  if (s.config.mode === 'lines') {
    for (let line = 0; line < s.lines.length; line += 1) {
      const rows = s.lines[line]!;
      const [symbol, count, units] = evaluateLine(s, reels, (reel) => symbolAt(reel, rows[reel]!));
      if (units > 0) wins.push({ line, symbol: s.names[symbol]!, count, ways: 1, units });
    }
  } else {
    for (const symbol of s.regular) {
      let ways = 1;
      let count = 0;
      for (let reel = 0; reel < reels; reel += 1) {
        let hits = 0;
        for (let row = 0; row < s.rows; row += 1) {
          const at = symbolAt(reel, row);
          if (at === symbol || s.wild[at]) hits += 1;
        }
        if (hits === 0) break;
        ways *= hits;
        count += 1;
      }
      const pay = s.pays[symbol]![count]!;
      if (pay > 0) wins.push({ line: null, symbol: s.names[symbol]!, count, ways, units: pay * ways });
    }
  }
  let scatters = 0;
  if (s.scatter >= 0)
    for (let reel = 0; reel < reels; reel += 1)
      for (let row = 0; row < s.rows; row += 1) if (symbolAt(reel, row) === s.scatter) scatters += 1;
  const scatterUnits = s.scatterPays[scatters]! * s.config.betUnits;
  let units = scatterUnits;
  for (const w of wins) units += w.units;
  return { wins, scatters, scatterUnits, units };
}

/** The window the stops show, as symbol names by reel (what the game draws). */
export function windowOf(s: CompiledSlot, stops: ArrayLike<number>): string[][] {
  return s.strips.map((strip, reel) => Array.from({ length: s.rows }, (_, row) => s.names[strip[(stops[reel]! + row) % strip.length]!]!));
}
