import { formatMinor, type SignInStatus } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import { CURRENCIES, houseAccount, memberAccount } from '../ledger/ledger-accounts.js';
import { brazilDay, isOpen, signInReward, signInRulesOf } from './promotion-rules.js';
import * as repo from './promotions.repository.js';
import type { PromotionMember, PromotionsDeps } from './promotions.deps.js';

/** The merchant's running daily sign-in promotion (the first when there are several). */
async function activeSignIn(deps: PromotionsDeps, merchantId: number) {
  const now = deps.clock();
  const promotion = (await repo.findByKind(deps.db, merchantId, 'sign_in')).find((p) => isOpen(p, now));
  if (!promotion) throw new AppError('promotion.not.found');
  return promotion;
}

/** Today's and yesterday's rows: the streak continues from yesterday's or starts again at 1. */
async function streakState(deps: PromotionsDeps, member: PromotionMember) {
  const now = deps.clock();
  const [today, yesterday] = [brazilDay(now), brazilDay(now, -1)];
  const rows = await repo.recentSignIns(deps.db, member.merchantId, member.memberId, [today, yesterday]);
  return { today, todayRow: rows.find((r) => r.day === today), yesterdayRow: rows.find((r) => r.day === yesterday) };
}

export async function signInStatus(deps: PromotionsDeps, member: PromotionMember): Promise<SignInStatus> {
  const promotion = await activeSignIn(deps, member.merchantId);
  const rules = signInRulesOf(promotion);
  const { todayRow, yesterdayRow } = await streakState(deps, member);
  const streak = todayRow?.streak ?? yesterdayRow?.streak ?? 0;
  return {
    promotionId: promotion.id,
    signedToday: Boolean(todayRow),
    streak,
    rewards: rules.rewards,
    todayReward: formatMinor(todayRow?.reward ?? signInReward(rules, streak + 1)),
  };
}

/**
 * Signs the member in for today (Brasília day) and pays the streak day's
 * reward to cash from house.bonus. The day's row and the payment are one
 * transaction; the row's unique index refuses a second sign-in the same day,
 * however many arrive at once, and the ledger key signin:<m>:<member>:<day>
 * could not pay twice anyway.
 */
export async function signIn(deps: PromotionsDeps, member: PromotionMember): Promise<SignInStatus> {
  const promotion = await activeSignIn(deps, member.merchantId);
  const rules = signInRulesOf(promotion);
  const { today, todayRow, yesterdayRow } = await streakState(deps, member);
  if (todayRow) throw new AppError('signin.already.today');
  const streak = (yesterdayRow?.streak ?? 0) + 1;
  const reward = signInReward(rules, streak);
  const cash = memberAccount(member.memberId, 'cash');
  await deps.ledger.prepareAccounts(member.merchantId, CURRENCIES.real, [cash, houseAccount('house.bonus')]);
  await deps.ledger.inTransaction(async (tx) => {
    const inserted = await repo.insertSignIn(tx, {
      merchantId: member.merchantId,
      memberId: member.memberId,
      day: today,
      promotionId: promotion.id,
      streak,
      reward,
      signedAt: new Date(deps.clock()),
    });
    if (!inserted) throw new AppError('signin.already.today');
    if (reward > 0n) {
      await deps.ledger.transfer(
        {
          merchantId: member.merchantId,
          currency: CURRENCIES.real,
          debit: houseAccount('house.bonus'),
          credit: cash,
          amount: reward,
          code: 'bonus',
          idempotencyKey: `signin:${member.merchantId}:${member.memberId}:${today}`,
          reference: promotion.code,
        },
        tx,
      );
    }
  });
  return { promotionId: promotion.id, signedToday: true, streak, rewards: rules.rewards, todayReward: formatMinor(reward) };
}
