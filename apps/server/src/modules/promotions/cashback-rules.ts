import { cashbackRulesSchema, parseMoney, type CashbackRules } from '@app/contract';
import { DAY_MS, dayOf, dayStart } from '../../infra/merchant-day.js';
import type { PromotionRow } from './promotions.repository.js';

export const cashbackRulesOf = (p: PromotionRow): CashbackRules => cashbackRulesSchema.parse(p.rules);

/** A cashback period: the merchant's day (key YYYY-MM-DD) or its week from Monday (key WYYYY-MM-DD, the Monday). */
export interface CashbackPeriod {
  key: string;
  start: Date;
  end: Date;
}

/** The period of `kind` holding the instant `at`. */
export function periodAt(kind: CashbackRules['period'], at: number): CashbackPeriod {
  const day = dayOf(at);
  if (kind === 'daily') {
    const start = dayStart(day);
    return { key: day, start, end: new Date(start.getTime() + DAY_MS) };
  }
  const sinceMonday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = dayOf(dayStart(day).getTime() - sinceMonday * DAY_MS);
  const start = dayStart(monday);
  return { key: `W${monday}`, start, end: new Date(start.getTime() + 7 * DAY_MS) };
}

/** The `count` periods before the one holding `at`, newest first. */
export function previousPeriods(kind: CashbackRules['period'], at: number, count: number): CashbackPeriod[] {
  const periods: CashbackPeriod[] = [];
  let current = periodAt(kind, at);
  for (let i = 0; i < count; i += 1) {
    current = periodAt(kind, current.start.getTime() - 1);
    periods.push(current);
  }
  return periods;
}

/** Net loss (stakes − wins, never below 0) or turnover (stakes) of a period. */
export const cashbackBasis = (rules: CashbackRules, stakes: bigint, wins: bigint): bigint => {
  const basis = rules.basis === 'turnover' ? stakes : stakes - wins;
  return basis > 0n ? basis : 0n;
};

/** rateBp of the basis, rounded down to the centavo, at most the cap; nothing under the minimum payout. */
export function cashbackAmount(rules: CashbackRules, basis: bigint): bigint {
  const raw = (basis * BigInt(rules.rateBp)) / 10_000n;
  const cap = parseMoney(rules.cap);
  const amount = raw < cap ? raw : cap;
  return amount > 0n && amount >= parseMoney(rules.minPayout) ? amount : 0n;
}
