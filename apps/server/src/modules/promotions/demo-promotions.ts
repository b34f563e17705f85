import type { Db } from '../../db/client.js';
import { insertPromotionIfMissing, listPromotions } from './promotions.repository.js';

/**
 * The demo merchant's promotions: a first-deposit bonus, a reward to apply for with a picture, a daily sign-in, a daily
 * cashback on net loss and the referral scheme (operators change them with PUT /wps/operator/promotions).
 */
export async function addDemoPromotions(db: Db, merchantId: number): Promise<void> {
  await insertPromotionIfMissing(db, {
    merchantId,
    code: 'FIRST_DEPOSIT',
    kind: 'deposit_bonus',
    category: 'deposit_promo',
    rules: { percent: 100, cap: '500.00', minDeposit: '20.00', wageringMultiplier: 10, firstDepositOnly: true, expiryDays: 7 },
  });
  await insertPromotionIfMissing(db, {
    merchantId,
    code: 'SHOW_YOUR_WIN',
    kind: 'manual',
    category: 'other_promo',
    rules: { reward: '10.00', remarkRequired: true, imageRequired: true },
  });
  await insertPromotionIfMissing(db, {
    merchantId,
    code: 'REFERRAL',
    kind: 'referral',
    category: 'other_promo',
    rules: {
      referrerReward: '10.00',
      friendReward: '5.00',
      minFirstDeposit: '20.00',
      minTurnover: null,
      withinDays: 30,
      dailyLimit: 20,
      totalLimit: 500,
    },
  });
  await insertPromotionIfMissing(db, {
    merchantId,
    code: 'DAILY_SIGN_IN',
    kind: 'sign_in',
    category: 'other_promo',
    rules: { rewards: ['0.50', '0.50', '1.00', '1.00', '2.00', '2.00', '5.00'] },
  });
  await insertPromotionIfMissing(db, {
    merchantId,
    code: 'DAILY_CASHBACK',
    kind: 'cashback',
    category: 'rebate_promo',
    rules: {
      basis: 'net_loss',
      rateBp: 1000,
      period: 'daily',
      minPayout: '1.00',
      cap: '200.00',
      payAs: 'cash',
      wageringMultiplier: 0,
      expiryDays: 7,
    },
  });
}

/** The ids of the merchant's enabled promotions by code (the demo PR announcements link to them). */
export async function promotionIdsByCode(db: Db, merchantId: number): Promise<Map<string, number>> {
  return new Map((await listPromotions(db, merchantId)).map((p) => [p.code, p.id]));
}
