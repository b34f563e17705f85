import { formatMinor, type ReportFigures } from '@app/contract';
import type { FigureRow, GameRow } from './reports.repository.js';

/** Sums of a grouping row in minor units; a game row has no money flows, only play. */
export interface Sums {
  rounds: bigint;
  stake: bigint;
  win: bigint;
  bonus: bigint;
  depositsCount: bigint;
  deposits: bigint;
  withdrawalsCount: bigint;
  withdrawals: bigint;
  firstDepositsCount: bigint;
  firstDeposits: bigint;
  registrations: bigint;
  /** Null where the grouping cannot count distinct players (game, vendor, category). */
  activePlayers: bigint | null;
}

const big = (value: string | null | undefined) => BigInt(value ?? '0');

export const EMPTY: Sums = {
  rounds: 0n,
  stake: 0n,
  win: 0n,
  bonus: 0n,
  depositsCount: 0n,
  deposits: 0n,
  withdrawalsCount: 0n,
  withdrawals: 0n,
  firstDepositsCount: 0n,
  firstDeposits: 0n,
  registrations: 0n,
  activePlayers: 0n,
};

export function sumsOf(row: FigureRow): Sums {
  return {
    rounds: big(row.rounds),
    stake: big(row.stake),
    win: big(row.win),
    bonus: big(row.bonus),
    depositsCount: big(row.deposits_count),
    deposits: big(row.deposits),
    withdrawalsCount: big(row.withdrawals_count),
    withdrawals: big(row.withdrawals),
    firstDepositsCount: big(row.first_deposits_count),
    firstDeposits: big(row.first_deposits),
    registrations: big(row.registrations),
    activePlayers: big(row.active_players),
  };
}

export const gameSums = (row: GameRow): Sums => ({
  ...EMPTY,
  rounds: big(row.rounds),
  stake: big(row.stake),
  win: big(row.win),
  activePlayers: null,
});

/** Adds game rows into one (a vendor's or a category's). */
export const addPlay = (a: Sums, b: Sums): Sums => ({ ...a, rounds: a.rounds + b.rounds, stake: a.stake + b.stake, win: a.win + b.win });

/** GGR = bets − wins; NGR = GGR − bonus cost (contract reports.ts). */
export function figuresOf(s: Sums): ReportFigures {
  const ggr = s.stake - s.win;
  return {
    rounds: Number(s.rounds),
    bets: formatMinor(s.stake),
    wins: formatMinor(s.win),
    ggr: formatMinor(ggr),
    bonusCost: formatMinor(s.bonus),
    ngr: formatMinor(ggr - s.bonus),
    deposits: { count: Number(s.depositsCount), amount: formatMinor(s.deposits) },
    withdrawals: { count: Number(s.withdrawalsCount), amount: formatMinor(s.withdrawals) },
    firstDeposits: { count: Number(s.firstDepositsCount), amount: formatMinor(s.firstDeposits) },
    registrations: Number(s.registrations),
    activePlayers: s.activePlayers === null ? null : Number(s.activePlayers),
  };
}
