import {
  addMerchantDays,
  DASHBOARD_SERIES_DAYS,
  formatMinor,
  MERCHANT_TIME_ZONE,
  merchantDayOf,
  merchantDayStart,
  PAYOUT_DEADLINE_MINUTES,
  requires,
  type Dashboard,
  type DashboardDay,
} from '@app/contract';
import { listDb, type ServiceDeps } from '../../infra/deps.js';
import { merchantJurisdiction } from '../merchants/jurisdiction.js';
import * as figures from './dashboard.repository.js';

type Figures = {
  registrations: Map<string, number>;
  play: Map<string, figures.PlayDay>;
  deposits: Map<string, figures.DepositDay>;
  paid: Map<string, { count: number; amount: bigint }>;
};

function dayOf(day: string, f: Figures): DashboardDay {
  const play = f.play.get(day) ?? { bets: 0n, wins: 0n, players: 0 };
  const deposits = f.deposits.get(day) ?? { count: 0, amount: 0n, firstCount: 0, firstAmount: 0n };
  const paid = f.paid.get(day) ?? { count: 0, amount: 0n };
  return {
    day,
    registrations: f.registrations.get(day) ?? 0,
    firstDeposits: { count: deposits.firstCount, amount: formatMinor(deposits.firstAmount) },
    deposits: { count: deposits.count, amount: formatMinor(deposits.amount) },
    withdrawalsPaid: { count: paid.count, amount: formatMinor(paid.amount) },
    bets: formatMinor(play.bets),
    wins: formatMinor(play.wins),
    ggr: formatMinor(play.bets - play.wins),
    activePlayers: play.players,
  };
}

/** Unpaid withdrawals past the payout deadline, where the merchant's profile sets one (none: nothing is late). */
async function lateWithdrawalsOf(deps: ServiceDeps, merchantId: number, now: number) {
  if (!requires(await merchantJurisdiction(deps.db, merchantId), 'payout_deadline')) return { count: 0, amount: 0n };
  return figures.lateWithdrawals(deps.db, merchantId, new Date(now - PAYOUT_DEADLINE_MINUTES * 60_000));
}

/**
 * The merchant's today and its last 30 days (today included), each day in the merchant's time zone. Every figure
 * is read once for the whole range, grouped by day: five statements however many days. Figures to look at, read on
 * readDb (the replica when there is one).
 */
export async function dashboard(serviceDeps: ServiceDeps, merchantId: number): Promise<Dashboard> {
  const deps = { ...serviceDeps, db: listDb(serviceDeps) };
  const now = deps.clock();
  const today = merchantDayOf(now);
  const first = addMerchantDays(today, 1 - DASHBOARD_SERIES_DAYS);
  const range = { merchantId, from: merchantDayStart(first), to: merchantDayStart(addMerchantDays(today, 1)) };
  const [registrations, play, deposits, paid, pending, late] = await Promise.all([
    figures.registrationsByDay(deps.db, range),
    figures.playByDay(deps.db, range),
    figures.depositsByDay(deps.db, range),
    figures.withdrawalsPaidByDay(deps.db, range),
    figures.pendingWithdrawals(deps.db, merchantId),
    lateWithdrawalsOf(deps, merchantId, now),
  ]);
  const series = Array.from({ length: DASHBOARD_SERIES_DAYS }, (_, i) =>
    dayOf(addMerchantDays(first, i), { registrations, play, deposits, paid }),
  );
  return {
    timeZone: MERCHANT_TIME_ZONE,
    at: new Date(now).toISOString(),
    today: series[series.length - 1]!,
    withdrawalsPending: { count: pending.count, amount: formatMinor(pending.amount) },
    withdrawalsLate: { count: late.count, amount: formatMinor(late.amount) },
    series,
  };
}
