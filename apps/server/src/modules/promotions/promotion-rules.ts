import { depositBonusRulesSchema, parseMoney, signInRulesSchema, type DepositBonusRules, type SignInRules } from '@app/contract';
import { DAY_MS, dayOf } from '../../infra/merchant-day.js';
import type { PromotionRow } from './promotions.repository.js';

/** Rules are stored as the operator sent them (validated then); read back through the same schema. */
export const depositRulesOf = (p: PromotionRow): DepositBonusRules => depositBonusRulesSchema.parse(p.rules);
export const signInRulesOf = (p: PromotionRow): SignInRules => signInRulesSchema.parse(p.rules);

/** Percent of the deposit, rounded down to the centavo, at most the cap; nothing under the minimum deposit. */
export function depositBonus(rules: DepositBonusRules, deposit: bigint): bigint {
  if (deposit < parseMoney(rules.minDeposit)) return 0n;
  const bonus = (deposit * BigInt(rules.percent)) / 100n;
  const cap = parseMoney(rules.cap);
  return bonus < cap ? bonus : cap;
}

/**
 * A bonus granted on or for a deposit: an advance bonus, which a jurisdiction may forbid (Lei 14.790/2023 art. 29).
 * Only the deposit bonus is one today.
 */
export const isAdvanceBonus = (kind: string): boolean => kind === 'deposit_bonus';

/** Running now: started (or no start) and not ended (or long term). */
export const isOpen = (p: PromotionRow, now: number) =>
  p.enabled && (!p.startsAt || p.startsAt.getTime() <= now) && (!p.endsAt || p.endsAt.getTime() > now);
export const notStarted = (p: PromotionRow, now: number) => Boolean(p.startsAt && p.startsAt.getTime() > now);

/** The merchant's calendar day `offset` days from `now`, as YYYY-MM-DD. */
export const brazilDay = (now: number, offset = 0): string => dayOf(now + offset * DAY_MS);

/** The reward of day `streak` (1-based) of an unbroken streak; the list repeats after its last day. */
export const signInReward = (rules: SignInRules, streak: number): bigint => parseMoney(rules.rewards[(streak - 1) % rules.rewards.length]!);
