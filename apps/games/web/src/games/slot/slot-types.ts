export interface SlotInfo {
  rows: number;
  reels: number;
  mode: 'lines' | 'ways';
  lines: number[][];
  betUnits: number;
  stakes: string[];
  symbols: Record<string, { pays: Record<string, number>; wild: boolean; scatter: boolean }>;
  freeSpins: { trigger: number; spins: number; multiplier: number } | null;
}

export interface Spin {
  window: string[][];
  wins: Array<{ line: number | null; symbol: string; count: number; ways: number; units: number }>;
  scatters: number;
  multiplier: number;
  units: number;
}

export interface SpinAnswer {
  roundId: string;
  stake: string;
  win: string;
  outcome: { spins: Spin[]; freeSpins: number; units: number };
  balance: string | null;
  settled: boolean;
}
