import { formatMinor, parseMoney, type OperatorReferralReward, type ReferralDecision } from '@app/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { CURRENCIES, houseAccount, memberAccount } from '../ledger/ledger-accounts.js';
import { brazilDay } from './promotion-rules.js';
import type { PromotionsDeps } from './promotions.deps.js';
import * as promotions from './promotions.repository.js';
import { rulesOf } from './referral.service.js';
import * as repo from './referral-review.repository.js';

const WAITING = new Set(['review', 'qualified']);

/** What a waiting reward would pay under its promotion's rules; what a decided one paid. */
async function amountsOf(deps: PromotionsDeps, merchantId: number, rows: repo.OperatorReferralRow[]) {
  const rules = new Map<number, { referrer: string; friend: string }>();
  for (const id of new Set(rows.filter((r) => WAITING.has(r.status)).map((r) => r.promotion_id))) {
    const promotion = await promotions.findPromotion(deps.db, merchantId, id);
    if (promotion) rules.set(id, { referrer: rulesOf(promotion).referrerReward, friend: rulesOf(promotion).friendReward });
  }
  return (r: repo.OperatorReferralRow) =>
    WAITING.has(r.status) && rules.has(r.promotion_id)
      ? rules.get(r.promotion_id)!
      : { referrer: formatMinor(BigInt(r.referrer_reward)), friend: formatMinor(BigInt(r.friend_reward)) };
}

export async function referralRewards(
  deps: PromotionsDeps,
  merchantId: number,
  queue: repo.ReferralQueue,
  limit: number,
): Promise<OperatorReferralReward[]> {
  const rows = await repo.listForOperator(deps.db, merchantId, queue, limit);
  const amounts = await amountsOf(deps, merchantId, rows);
  return rows.map((r) => ({
    id: Number(r.id),
    promotionCode: r.promotion_code,
    referrerId: Number(r.referrer_id),
    referrerName: r.referrer_name,
    friendId: Number(r.friend_id),
    friendName: r.friend_name,
    status: r.status,
    reason: r.reason,
    note: r.note,
    referrerReward: amounts(r).referrer,
    friendReward: amounts(r).friend,
    decidedAt: new Date(r.decided_at).toISOString(),
  }));
}

/** Where a reward stands (the audit row's `before`); null when the merchant has none of that id. */
export async function referralRewardStatus(deps: PromotionsDeps, merchantId: number, id: number) {
  const row = await repo.findById(deps.db, merchantId, id);
  return row
    ? { status: row.status, referrerReward: formatMinor(row.referrerReward), friendReward: formatMinor(row.friendReward), note: row.note }
    : null;
}

async function payApproved(deps: PromotionsDeps, tx: Db, row: NonNullable<Awaited<ReturnType<typeof repo.lockById>>>, code: string) {
  const key = `promo:referral:${row.promotionId}:${row.friendId}`;
  const legs = [
    { credit: memberAccount(row.referrerId, 'cash'), amount: row.referrerReward, key },
    { credit: memberAccount(row.friendId, 'cash'), amount: row.friendReward, key: `${key}:friend` },
  ];
  for (const leg of legs) {
    if (leg.amount <= 0n) continue;
    await deps.ledger.transfer(
      {
        merchantId: row.merchantId,
        currency: CURRENCIES.real,
        debit: houseAccount('house.bonus'),
        credit: leg.credit,
        amount: leg.amount,
        code: 'bonus',
        // The keys of the automatic payment: whichever path comes second finds the transfer made and moves nothing.
        idempotencyKey: leg.key,
        reference: code,
      },
      tx,
    );
  }
}

/**
 * The operator's decision on a waiting referral reward (under review, or held by the referrer's limits), once: the row
 * is locked and must still wait. Approval pays the rules' amounts, or the operator's overrides, over the limits;
 * rejection closes the friend as ineligible with the operator's reason.
 */
export async function decideReferralReward(deps: PromotionsDeps, merchantId: number, id: number, d: ReferralDecision) {
  const found = await repo.findById(deps.db, merchantId, id);
  if (!found) throw new AppError('referral.reward.not.found');
  const promotion = await promotions.findPromotion(deps.db, merchantId, found.promotionId);
  if (!promotion) throw new AppError('referral.reward.not.found');
  const rules = rulesOf(promotion);
  const referrerReward = parseMoney(d.referrerReward ?? rules.referrerReward);
  const friendReward = parseMoney(d.friendReward ?? rules.friendReward);
  await deps.ledger.prepareAccounts(merchantId, CURRENCIES.real, [
    memberAccount(found.referrerId, 'cash'),
    memberAccount(found.friendId, 'cash'),
    houseAccount('house.bonus'),
  ]);
  const now = deps.clock();
  const approved = await deps.ledger.inTransaction(async (tx) => {
    const row = await repo.lockById(tx, merchantId, id);
    if (!row) throw new AppError('referral.reward.not.found');
    if (!WAITING.has(row.status)) throw new AppError('referral.reward.decided');
    const decided = { decidedAt: new Date(now), note: d.reason ?? null };
    if (d.decision === 'reject') {
      await repo.decide(tx, row.id, { ...decided, status: 'ineligible', reason: 'rejected' });
      return false;
    }
    await payApproved(deps, tx, { ...row, referrerReward, friendReward }, promotion.code);
    await repo.decide(tx, row.id, {
      ...decided,
      status: 'rewarded',
      reason: null,
      referrerReward,
      friendReward,
      rewardDay: brazilDay(now),
    });
    return true;
  });
  if (approved) {
    for (const [memberId, amount] of [
      [found.referrerId, referrerReward],
      [found.friendId, friendReward],
    ] as const)
      if (amount > 0n) deps.notify?.({ merchantId, memberId, kind: 'reward_issued', amount });
  }
  return (await referralRewardStatus(deps, merchantId, id))!;
}
