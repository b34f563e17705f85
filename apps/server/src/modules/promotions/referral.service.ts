import {
  formatMinor,
  inviteLinkOf,
  parseMoney,
  type ReferralFriendsPage,
  type ReferralIneligibleReason,
  type ReferralRules,
  type ReferralSummary,
  referralIneligibleReasons,
  referralRulesSchema,
} from '@app/contract';
import type { Db } from '../../db/client.js';
import { DAY_MS } from '../../infra/merchant-day.js';
import * as auth from '../auth/auth.service.js';
import { CURRENCIES, houseAccount, memberAccount } from '../ledger/ledger-accounts.js';
import * as members from '../members/members.service.js';
import { firstPaidDeposit } from '../payments/deposits.service.js';
import { payoutIdentities } from '../payments/payout-accounts.service.js';
import { qrDataUrl } from '../payments/qr-image.js';
import * as rounds from '../ledger/ledger-rounds.js';
import { brazilDay, isOpen } from './promotion-rules.js';
import * as repo from './promotions.repository.js';
import type { PromotionMember, PromotionsDeps } from './promotions.deps.js';
import * as referrals from './referral.repository.js';
import { activeReferral } from './referral-switch.js';

export const rulesOf = (p: repo.PromotionRow): ReferralRules => referralRulesSchema.parse(p.rules);

type Friend = members.ReferralMemberRow;

/** A lazy value computed at most once. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= make());
}

/**
 * What tells one person's accounts apart: device ids logged in from, payout PIX keys, CPFs (registration and payout
 * holder), registration address.
 */
interface Identity {
  devices: string[];
  pixKeys: string[];
  cpfs: string[];
  ip: string | null;
}

async function identityOf(deps: PromotionsDeps, m: Friend): Promise<Identity> {
  const [devices, payout] = await Promise.all([auth.deviceIdsOf(deps, m.merchantId, m.id), payoutIdentities(deps, m.merchantId, m.id)]);
  return { devices, pixKeys: payout.pixKeys, cpfs: [...payout.cpfs, ...(m.idNumber ? [m.idNumber] : [])], ip: m.registerIp };
}

/**
 * The anti-self-referral rules (docs/decisions/referral.md "Anti-self-referral"): a friend is
 * the referrer in disguise when they share a device id, a payout PIX key or
 * CPF, or the registration address.
 */
function selfReferral(referrer: Identity, friend: Identity): ReferralIneligibleReason | null {
  const shares = (a: string[], b: string[]) => a.some((x) => b.includes(x));
  if (shares(friend.devices, referrer.devices)) return 'same_device';
  if (shares(friend.pixKeys, referrer.pixKeys) || shares(friend.cpfs, referrer.cpfs)) return 'same_payout';
  if (referrer.ip && referrer.ip === friend.ip) return 'same_ip';
  return null;
}

/** Whether the friend met the rules' conditions within the window after registering; 'expired' once the window passed unmet. */
async function conditionsMet(deps: PromotionsDeps, rules: ReferralRules, friend: Friend): Promise<boolean | 'expired'> {
  const end = new Date(friend.createdAt.getTime() + rules.withinDays * DAY_MS);
  let met = true;
  if (rules.minFirstDeposit !== null) {
    const first = await firstPaidDeposit(deps.db, friend.merchantId, friend.id);
    met = Boolean(first && first.paidAt && first.paidAt < end && first.amount >= parseMoney(rules.minFirstDeposit));
  }
  if (met && rules.minTurnover !== null) {
    met =
      (await rounds.turnoverSince(deps, friend.merchantId, friend.id, CURRENCIES.real, friend.createdAt, end)) >=
      parseMoney(rules.minTurnover);
  }
  if (met) return true;
  return end.getTime() <= deps.clock() ? 'expired' : false;
}

/**
 * Pays the referrer (and the friend's part) once, in one transaction: the
 * referrer's advisory lock serialises its limits; the friend's row decides
 * "already paid"; the ledger keys promo:referral:<promotion>:<friend>[:friend]
 * could not pay twice anyway. Over a limit the friend is held as qualified.
 */
async function pay(
  deps: PromotionsDeps,
  promotion: repo.PromotionRow,
  rules: ReferralRules,
  referrer: Friend,
  friend: Friend,
): Promise<void> {
  const now = deps.clock();
  const day = brazilDay(now);
  const referrerReward = parseMoney(rules.referrerReward);
  const friendReward = parseMoney(rules.friendReward);
  const [referrerCash, friendCash, house] = [
    memberAccount(referrer.id, 'cash'),
    memberAccount(friend.id, 'cash'),
    houseAccount('house.bonus'),
  ];
  await deps.ledger.prepareAccounts(promotion.merchantId, CURRENCIES.real, [referrerCash, friendCash, house]);
  await deps.ledger.inTransaction(async (tx: Db) => {
    await referrals.lockReferrer(tx, promotion.id, referrer.id);
    const existing = await referrals.lockDecision(tx, promotion.id, friend.id);
    if (existing && existing.status !== 'qualified') return;
    const base = {
      merchantId: promotion.merchantId,
      promotionId: promotion.id,
      referrerId: referrer.id,
      friendId: friend.id,
      decidedAt: new Date(now),
    };
    const overDaily = rules.dailyLimit !== null && (await referrals.rewardedCount(tx, promotion.id, referrer.id, day)) >= rules.dailyLimit;
    const overTotal = rules.totalLimit !== null && (await referrals.rewardedCount(tx, promotion.id, referrer.id)) >= rules.totalLimit;
    if (overDaily || overTotal) {
      await referrals.saveDecision(tx, { ...base, status: 'qualified' });
      return;
    }
    const key = `promo:referral:${promotion.id}:${friend.id}`;
    if (referrerReward > 0n) {
      await deps.ledger.transfer(
        {
          merchantId: promotion.merchantId,
          currency: CURRENCIES.real,
          debit: house,
          credit: referrerCash,
          amount: referrerReward,
          code: 'bonus',
          idempotencyKey: key,
          reference: promotion.code,
        },
        tx,
      );
    }
    if (friendReward > 0n) {
      await deps.ledger.transfer(
        {
          merchantId: promotion.merchantId,
          currency: CURRENCIES.real,
          debit: house,
          credit: friendCash,
          amount: friendReward,
          code: 'bonus',
          idempotencyKey: `${key}:friend`,
          reference: promotion.code,
        },
        tx,
      );
    }
    await referrals.saveDecision(tx, { ...base, status: 'rewarded', referrerReward, friendReward, rewardDay: day, reason: null });
  });
}

/** Brings one friend's decision up to date (the referrer's identity read once per run). Safe to run any number of times, concurrently. */
async function settleFriend(
  deps: PromotionsDeps,
  promotion: repo.PromotionRow,
  referrer: Friend,
  friend: Friend,
  referrerIdentity: () => Promise<Identity>,
): Promise<void> {
  if (!members.isNonAgentType(referrer.type) || friend.isTrial) return;
  if (promotion.startsAt && friend.createdAt < promotion.startsAt) return;
  const rules = rulesOf(promotion);
  const base = {
    merchantId: promotion.merchantId,
    promotionId: promotion.id,
    referrerId: referrer.id,
    friendId: friend.id,
    decidedAt: new Date(deps.clock()),
  };
  const reason = selfReferral(await referrerIdentity(), await identityOf(deps, friend));
  if (reason) {
    await referrals.saveDecision(deps.db, { ...base, status: 'ineligible', reason });
    return;
  }
  const met = await conditionsMet(deps, rules, friend);
  if (met === 'expired') await referrals.saveDecision(deps.db, { ...base, status: 'ineligible', reason: 'expired' });
  // Under review nothing is paid until an operator approves (referral-review.service); the row leaves the sweep.
  else if (met && rules.reviewRequired) await referrals.saveDecision(deps.db, { ...base, status: 'review' });
  else if (met) await pay(deps, promotion, rules, referrer, friend);
}

/** Settles the referrer's newest friends without a final decision (the referrer's own reads call it; the sweep covers the rest). */
export async function settleReferrer(deps: PromotionsDeps, member: PromotionMember, batch = 50): Promise<void> {
  const promotion = await activeReferral(deps, member.merchantId);
  if (!promotion) return;
  const referrer = await members.referralMember(deps.db, member.merchantId, member.memberId);
  if (!referrer || !members.isNonAgentType(referrer.type)) return;
  const friends = await members.friendsOf(deps.db, member.merchantId, member.memberId, { offset: 0, limit: batch });
  const decided = await referrals.decisionsFor(
    deps.db,
    promotion.id,
    friends.map((f) => f.id),
  );
  const identity = once(() => identityOf(deps, referrer));
  for (const friend of friends) {
    const row = decided.find((d) => d.friendId === friend.id);
    if (row && row.status !== 'qualified') continue;
    await settleFriend(deps, promotion, referrer, friend, identity);
  }
}

/** The sweep: friends registered within the window (and a week more) of every merchant's running referral promotion, a batch at a time. */
export async function settleAllReferrals(deps: PromotionsDeps, batch = 500): Promise<void> {
  for (const promotion of await repo.enabledOfKind(deps.db, 'referral')) {
    if (!isOpen(promotion, deps.clock())) continue;
    const since = new Date(deps.clock() - (rulesOf(promotion).withinDays + 7) * DAY_MS);
    for (let offset = 0; ; offset += batch) {
      const friends = await members.recentReferrals(deps.db, promotion.merchantId, since, { offset, limit: batch });
      await settleBatch(deps, promotion, friends);
      if (friends.length < batch) break;
    }
  }
}

async function settleBatch(deps: PromotionsDeps, promotion: repo.PromotionRow, friends: Friend[]): Promise<void> {
  const decided = await referrals.decisionsFor(
    deps.db,
    promotion.id,
    friends.map((f) => f.id),
  );
  const open = friends.filter((f) => (decided.find((d) => d.friendId === f.id)?.status ?? 'qualified') === 'qualified');
  const referrerIds = [...new Set(open.map((f) => f.uplineMemberId).filter((id): id is number => id !== null))];
  const referrers = await members.referralMembers(deps.db, promotion.merchantId, referrerIds);
  const identities = new Map(referrers.map((r) => [r.id, once(() => identityOf(deps, r))]));
  for (const friend of open) {
    const referrer = referrers.find((r) => r.id === friend.uplineMemberId);
    if (referrer) await settleFriend(deps, promotion, referrer, friend, identities.get(referrer.id)!);
  }
}

/** Masks a username for other members' eyes: its first two and last characters. */
export const maskUsername = (name: string) => (name.length <= 3 ? `${name[0] ?? ''}***` : `${name.slice(0, 2)}***${name.slice(-1)}`);

export async function referralSummary(deps: PromotionsDeps, member: PromotionMember, origin: string): Promise<ReferralSummary> {
  await settleReferrer(deps, member);
  const promotion = await activeReferral(deps, member.merchantId);
  const [inviteCode, invited, totals] = await Promise.all([
    members.inviteCodeOf(deps, member.merchantId, member.memberId),
    members.countFriends(deps.db, member.merchantId, member.memberId),
    referrals.totalsOf(deps.db, member.merchantId, member.memberId),
  ]);
  const link = inviteLinkOf(origin, inviteCode);
  return {
    inviteCode,
    link,
    qrImage: await qrDataUrl(link),
    enabled: Boolean(promotion),
    rules: promotion ? rulesOf(promotion) : null,
    invited,
    qualified: totals.qualified,
    rewarded: totals.rewarded,
    rewardsEarned: formatMinor(totals.earned),
  };
}

export async function referralFriends(
  deps: PromotionsDeps,
  member: PromotionMember,
  page: { page: number; pageSize: number },
): Promise<ReferralFriendsPage> {
  await settleReferrer(deps, member);
  const [friends, total] = await Promise.all([
    members.friendsOf(deps.db, member.merchantId, member.memberId, { offset: (page.page - 1) * page.pageSize, limit: page.pageSize }),
    members.countFriends(deps.db, member.merchantId, member.memberId),
  ]);
  const decided = await referrals.decisionsOfFriends(
    deps.db,
    member.merchantId,
    friends.map((f) => f.id),
  );
  return {
    list: friends.map((f) => {
      const row = decided.find((d) => d.friendId === f.id);
      return {
        username: maskUsername(f.username),
        registeredAt: f.createdAt.toISOString(),
        // Waiting for the operator reads as qualified to the member; an operator's rejection names no reason.
        status: row?.status === 'review' ? 'qualified' : (row?.status ?? 'registered'),
        reason: referralIneligibleReasons.includes(row?.reason as ReferralIneligibleReason)
          ? (row!.reason as ReferralIneligibleReason)
          : null,
        reward: row?.status === 'rewarded' ? formatMinor(row.referrerReward) : null,
      };
    }),
    total,
    page: page.page,
    pageSize: page.pageSize,
  };
}
