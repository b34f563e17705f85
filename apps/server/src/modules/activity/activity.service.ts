import {
  addMonths,
  formatMinor,
  merchantDayOf,
  merchantDayStart,
  type ActivityMonth,
  type ActivityTotals,
  type MyActivity,
} from '@app/contract';
import type { ServiceDeps } from '../../infra/deps.js';
import * as repo from './activity.repository.js';

export interface ActivityMember {
  merchantId: number;
  memberId: number;
}

interface MonthSums {
  deposits: bigint;
  withdrawals: bigint;
  stakes: bigint;
  wins: bigint;
  secondsPlayed: number;
}

const zero = (): MonthSums => ({ deposits: 0n, withdrawals: 0n, stakes: 0n, wins: 0n, secondsPlayed: 0 });

function figuresOf(s: MonthSums): ActivityTotals {
  return {
    deposits: formatMinor(s.deposits),
    withdrawals: formatMinor(s.withdrawals),
    stakes: formatMinor(s.stakes),
    wins: formatMinor(s.wins),
    net: formatMinor(s.wins - s.stakes),
    secondsPlayed: s.secondsPlayed,
  };
}

/** The months of the span, oldest first: the current merchant month and the `count − 1` before it. */
export function monthsEndingAt(now: number, count: number): string[] {
  const current = merchantDayOf(now).slice(0, 7);
  return Array.from({ length: count }, (_, i) => addMonths(current, i - count + 1));
}

/**
 * The member's own statement, month by month: every figure is summed in centavos (bigint) and formatted once.
 * Amounts come from the records of the modules that own them (rounds, deposit orders, withdrawals, usage days).
 */
export async function myActivity(deps: ServiceDeps, member: ActivityMember, count: number): Promise<MyActivity> {
  const months = monthsEndingAt(deps.clock(), count);
  const first = months[0] as string;
  const next = addMonths(months[months.length - 1] as string, 1);
  const span = { ...member, from: merchantDayStart(`${first}-01`), to: merchantDayStart(`${next}-01`) };
  const [play, deposits, withdrawals, seconds] = await Promise.all([
    repo.playByMonth(deps.db, span),
    repo.depositsByMonth(deps.db, span),
    repo.withdrawalsByMonth(deps.db, span),
    repo.secondsByMonth(deps.db, span, `${first}-01`, `${next}-01`),
  ]);
  const total = zero();
  const rows: ActivityMonth[] = months.map((month) => {
    const s: MonthSums = {
      deposits: deposits.get(month) ?? 0n,
      withdrawals: withdrawals.get(month) ?? 0n,
      stakes: play.get(month)?.stakes ?? 0n,
      wins: play.get(month)?.wins ?? 0n,
      secondsPlayed: seconds.get(month) ?? 0,
    };
    total.deposits += s.deposits;
    total.withdrawals += s.withdrawals;
    total.stakes += s.stakes;
    total.wins += s.wins;
    total.secondsPlayed += s.secondsPlayed;
    return { month, ...figuresOf(s) };
  });
  return { months: rows, totals: figuresOf(total) };
}
