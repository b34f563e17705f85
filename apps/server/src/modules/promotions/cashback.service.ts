import { formatMinor, type CashbackRules, type MemberCashback } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import { CURRENCIES, houseAccount, memberAccount } from '../ledger/ledger-accounts.js';
import * as rounds from '../ledger/ledger-rounds.js';
import { cashbackAmount, cashbackBasis, cashbackRulesOf, periodAt, previousPeriods, type CashbackPeriod } from './cashback-rules.js';
import type { PromotionMember, PromotionsDeps } from './promotions.deps.js';
import * as repo from './promotions.repository.js';

const DAY_MS = 86_400_000;
/** Rounds still in play when a period closes settle within minutes: the sweep waits this long after the close. */
export const CASHBACK_SETTLE_DELAY_MS = 5 * 60_000;
/** How far back the sweep looks for an unsettled period (a server that was down catches up). */
const LOOKBACK = { daily: 7, weekly: 2 } as const;
const PAYOUTS_SHOWN = 10;

export interface SettleOptions {
  /** Only this merchant's promotions (the operator call); all merchants otherwise (the sweep). */
  merchantId?: number;
  /** Wait after a period's close before settling it (the sweep); the operator's call settles closed periods at once. */
  delayMs?: number;
  /** Also pay the open period so far (tests only: TEST_PROMOTION_SETTLE_OPEN_PERIODS); it is not marked settled. */
  includeOpen?: boolean;
}

export interface SettleResult {
  periods: number;
  payouts: number;
  total: bigint;
}

/** The part of a period the promotion ran in. */
function clip(promotion: repo.PromotionRow, period: CashbackPeriod): { from: Date; to: Date } | undefined {
  const from = promotion.startsAt && promotion.startsAt > period.start ? promotion.startsAt : period.start;
  const to = promotion.endsAt && promotion.endsAt < period.end ? promotion.endsAt : period.end;
  return from < to ? { from, to } : undefined;
}

/**
 * Pays one member's cashback of one period, once: the entry (promotion,
 * member, period) is unique and inserted in the same transaction as the
 * transfer keyed promo:cashback:<promotion>:<member>:<period>, so a second
 * run, or twenty at once, find it and pay nothing.
 */
async function payCashback(
  deps: PromotionsDeps,
  promotion: repo.PromotionRow,
  rules: CashbackRules,
  memberId: number,
  period: string,
  basis: bigint,
  amount: bigint,
): Promise<boolean> {
  const { merchantId } = promotion;
  const asBonus = rules.payAs === 'bonus';
  const credit = memberAccount(memberId, asBonus ? 'bonus' : 'cash');
  await deps.ledger.prepareAccounts(merchantId, CURRENCIES.real, [houseAccount('house.bonus'), credit]);
  const now = deps.clock();
  const paid = await deps.ledger.inTransaction(async (tx) => {
    const entry = await repo.insertEntry(tx, {
      merchantId,
      promotionId: promotion.id,
      memberId,
      period,
      basisAmount: basis,
      bonus: amount,
      // As bonus, the deposit bonus's wagering takes over (settleEntry releases or forfeits it).
      status: asBonus ? 'process' : 'issued',
      wageringTarget: asBonus ? amount * BigInt(rules.wageringMultiplier) : 0n,
      grantedAt: new Date(now),
      expiresAt: asBonus ? new Date(now + rules.expiryDays * DAY_MS) : null,
      closedAt: asBonus ? null : new Date(now),
      joinedAt: new Date(now),
    });
    if (!entry) return false;
    await deps.ledger.transfer(
      {
        merchantId,
        currency: CURRENCIES.real,
        debit: houseAccount('house.bonus'),
        credit,
        amount,
        code: 'rebate',
        idempotencyKey: `promo:cashback:${promotion.id}:${memberId}:${period}`,
        reference: promotion.code,
      },
      tx,
    );
    return true;
  });
  if (paid) deps.notify?.({ merchantId, memberId, kind: 'reward_issued', amount });
  return paid;
}

/** Pays every member who played in the period what the rules give. */
async function settlePeriod(
  deps: PromotionsDeps,
  promotion: repo.PromotionRow,
  rules: CashbackRules,
  period: CashbackPeriod,
): Promise<SettleResult> {
  const range = clip(promotion, period);
  const result: SettleResult = { periods: 1, payouts: 0, total: 0n };
  if (!range) return result;
  const totals = await rounds.playTotals(deps, { merchantId: promotion.merchantId, currency: CURRENCIES.real, ...range });
  for (const t of totals) {
    const basis = cashbackBasis(rules, t.stakes, t.wins);
    const amount = cashbackAmount(rules, basis);
    if (amount === 0n) continue;
    if (await payCashback(deps, promotion, rules, t.memberId, period.key, basis, amount)) {
      result.payouts += 1;
      result.total += amount;
    }
  }
  return result;
}

/**
 * Settles the closed periods of every cashback promotion not settled yet
 * (the sweep; the operator's call). Safe to run any number of times and
 * concurrently: payouts are unique per member and period.
 */
export async function settleCashback(deps: PromotionsDeps, options: SettleOptions = {}): Promise<SettleResult> {
  const now = deps.clock();
  const delay = options.delayMs ?? CASHBACK_SETTLE_DELAY_MS;
  const sum: SettleResult = { periods: 0, payouts: 0, total: 0n };
  const add = (r: SettleResult) => {
    sum.periods += r.periods;
    sum.payouts += r.payouts;
    sum.total += r.total;
  };
  for (const promotion of await repo.enabledOfKind(deps.db, 'cashback', options.merchantId)) {
    const rules = cashbackRulesOf(promotion);
    const closed = previousPeriods(rules.period, now, LOOKBACK[rules.period]).filter(
      (p) => p.end.getTime() + delay <= now && clip(promotion, p),
    );
    const done = await repo.settledPeriods(
      deps.db,
      promotion.id,
      closed.map((p) => p.key),
    );
    for (const period of closed.reverse()) {
      if (done.has(period.key)) continue;
      const result = await settlePeriod(deps, promotion, rules, period);
      await repo.markPeriodSettled(deps.db, {
        promotionId: promotion.id,
        period: period.key,
        payouts: result.payouts,
        total: result.total,
        settledAt: new Date(now),
      });
      add(result);
    }
    if (options.includeOpen) add(await settlePeriod(deps, promotion, rules, periodAt(rules.period, now)));
  }
  return sum;
}

/** The operator's "settle now": closed periods at once; the open one only where the server allows it (tests). */
export async function settleCashbackNow(
  deps: PromotionsDeps,
  merchantId: number,
  includeOpen: boolean,
  openAllowed: boolean,
): Promise<SettleResult> {
  if (includeOpen && !openAllowed) throw new AppError('permission.denied');
  return settleCashback(deps, { merchantId, delayMs: 0, includeOpen });
}

/** The member's open period so far (what it would pay now) and the latest payouts. */
export async function memberCashback(
  deps: PromotionsDeps,
  promotion: repo.PromotionRow,
  member: PromotionMember,
  entries: repo.EntryRow[],
): Promise<MemberCashback> {
  const rules = cashbackRulesOf(promotion);
  const now = deps.clock();
  const period = periodAt(rules.period, now);
  const range = clip(promotion, period);
  const [totals] = range
    ? await rounds.playTotals(deps, { merchantId: member.merchantId, currency: CURRENCIES.real, memberId: member.memberId, ...range })
    : [];
  const basis = totals ? cashbackBasis(rules, totals.stakes, totals.wins) : 0n;
  const payouts = entries
    .filter((e) => e.promotionId === promotion.id && e.period !== '')
    .sort((a, b) => (a.period < b.period ? 1 : -1))
    .slice(0, PAYOUTS_SHOWN);
  return {
    period: period.key,
    periodStart: period.start.toISOString(),
    periodEnd: period.end.toISOString(),
    basisAmount: formatMinor(basis),
    // A period paid already (settled open, in tests) has nothing more to come.
    estimate: formatMinor(payouts.some((e) => e.period === period.key) ? 0n : cashbackAmount(rules, basis)),
    payouts: payouts.map((e) => ({
      period: e.period,
      basisAmount: formatMinor(e.basisAmount ?? 0n),
      amount: formatMinor(e.bonus),
      payAs: e.wageringTarget > 0n || e.expiresAt ? 'bonus' : 'cash',
      paidAt: (e.grantedAt ?? e.joinedAt).toISOString(),
    })),
  };
}
