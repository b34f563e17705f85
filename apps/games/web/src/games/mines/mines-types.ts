import type { RoundAnswer } from '../use-round';

export interface MinesInfo {
  stakes: string[];
  tiles: number;
  minMines: number;
  maxMines: number;
}

/** A mines round as the server answers it: after a start, each reveal, a cash-out, and when picked up again. */
export interface MinesRound extends RoundAnswer {
  status: 'open' | 'settled' | 'cancelled';
  mines: number;
  revealed: number[];
  multiplier: number;
  nextMultiplier: number | null;
  cashout: string;
  ending: { reason: 'mine' | 'cashout' | 'cleared' | 'cap' | 'timeout'; tile?: number } | null;
  minePositions: number[] | null;
}
