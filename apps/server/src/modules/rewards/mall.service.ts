import {
  formatMinor,
  parseMoney,
  type Language,
  type MallHome,
  type MallItem,
  type MallRedemption,
  type MallRules,
  type OperatorMallItem,
} from '@app/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { CURRENCIES, houseAccount, memberAccount } from '../ledger/ledger-accounts.js';
import { LedgerError } from '../ledger/ledger-errors.js';
import * as merchants from '../merchants/merchants.service.js';
import type { RewardsDeps, RewardsMember } from './rewards.deps.js';
import * as repo from './mall.repository.js';

const pointsAccount = (memberId: number) => memberAccount(memberId, 'points');

/** The points mall exists for members only while the merchant has PTSYS3 on (SPEC §2). */
async function requireMall(deps: RewardsDeps, merchantId: number): Promise<void> {
  const whitelabel = await merchants.getSetting(deps.db, merchantId, 'whitelabel');
  if (!whitelabel.PTSYS3) throw new AppError('permission.denied');
}

/**
 * Turns the member's turnover not yet converted into whole points
 * (house.points → points, currency PTS). The turnover row is locked, and the
 * ledger key names the converted total reached, so concurrent calls convert
 * each centavo once. Left-over turnover below one point waits for the next.
 */
export async function earnPoints(deps: RewardsDeps, member: RewardsMember): Promise<void> {
  const { pointsPerReal } = await repo.mallRules(deps.db, member.merchantId);
  if (pointsPerReal <= 0) return;
  const rate = BigInt(pointsPerReal);
  await deps.ledger.prepareAccounts(member.merchantId, CURRENCIES.points, [pointsAccount(member.memberId), houseAccount('house.points')]);
  await deps.ledger.inTransaction(async (tx) => {
    const row = await repo.lockTurnover(tx, member.merchantId, member.memberId, CURRENCIES.real);
    if (!row) return;
    const points = ((row.turnover - row.pointsTurnover) * rate) / 100n;
    if (points <= 0n) return;
    const consumed = (points * 100n + rate - 1n) / rate;
    const reached = await repo.addPointsTurnover(tx, member.merchantId, member.memberId, CURRENCIES.real, consumed);
    await deps.ledger.transfer(
      {
        merchantId: member.merchantId,
        currency: CURRENCIES.points,
        debit: houseAccount('house.points'),
        credit: pointsAccount(member.memberId),
        amount: points,
        code: 'points_earn',
        idempotencyKey: `points:${member.memberId}:${reached}`,
      },
      tx,
    );
  });
}

async function pointsOf(deps: RewardsDeps, member: RewardsMember): Promise<number> {
  const balances = await deps.ledger.memberBalances(member.merchantId, member.memberId, CURRENCIES.points);
  return Number(balances.get('points') ?? 0n);
}

const itemView = (item: repo.MallItemRow, language: Language): MallItem => ({
  id: item.id,
  code: item.code,
  kind: item.kind,
  name: language === 'en' ? item.nameEn : item.namePt,
  pricePoints: Number(item.pricePoints),
  cashAmount: item.cashAmount === null ? null : formatMinor(item.cashAmount),
  stock: item.stock,
});

export async function mallHome(deps: RewardsDeps, member: RewardsMember, language: Language): Promise<MallHome> {
  await requireMall(deps, member.merchantId);
  await earnPoints(deps, member);
  const [points, rules, items] = await Promise.all([
    pointsOf(deps, member),
    repo.mallRules(deps.db, member.merchantId),
    repo.listItems(deps.db, member.merchantId, true),
  ]);
  return { points, pointsPerReal: rules.pointsPerReal, items: items.map((i) => itemView(i, language)) };
}

const redemptionView = (r: repo.RedemptionRow, points: number): MallRedemption => ({
  id: r.id,
  itemId: r.itemId,
  pricePoints: Number(r.pricePoints),
  cashAmount: r.cashAmount === null ? null : formatMinor(r.cashAmount),
  points,
});

function replayOf(existing: repo.RedemptionRow, itemId: number): repo.RedemptionRow {
  if (existing.itemId !== itemId) throw new AppError('mall.request.reused');
  return existing;
}

/**
 * Redeems an item once per request id: the redemption row (unique per member
 * and request), one unit of stock (a conditional update: never below 0), the
 * points back to house.points and, for a cash conversion, the cash from
 * house.bonus: one transaction, all or nothing. A repeated request answers
 * the first redemption.
 */
export async function redeem(deps: RewardsDeps, member: RewardsMember, itemId: number, requestId: string): Promise<MallRedemption> {
  await requireMall(deps, member.merchantId);
  const earlier = await repo.findRedemption(deps.db, member.merchantId, member.memberId, requestId);
  if (earlier) return redemptionView(replayOf(earlier, itemId), await pointsOf(deps, member));
  await earnPoints(deps, member);
  const item = await repo.findItem(deps.db, member.merchantId, itemId);
  if (!item || !item.enabled) throw new AppError('mall.item.not.found');
  await deps.ledger.prepareAccounts(member.merchantId, CURRENCIES.points, [pointsAccount(member.memberId), houseAccount('house.points')]);
  await deps.ledger.prepareAccounts(member.merchantId, CURRENCIES.real, [
    memberAccount(member.memberId, 'cash'),
    houseAccount('house.bonus'),
  ]);
  const redemption = await deps.ledger.inTransaction((tx) => redeemIn(deps, tx, member, item, requestId));
  return redemptionView(redemption, await pointsOf(deps, member));
}

async function redeemIn(
  deps: RewardsDeps,
  tx: Db,
  member: RewardsMember,
  item: repo.MallItemRow,
  requestId: string,
): Promise<repo.RedemptionRow> {
  const row = await repo.insertRedemption(tx, {
    merchantId: member.merchantId,
    memberId: member.memberId,
    itemId: item.id,
    requestId,
    pricePoints: item.pricePoints,
    cashAmount: item.cashAmount,
    createdAt: new Date(deps.clock()),
  });
  if (!row) {
    // The same request arrived twice at once: the other one committed first.
    const existing = await repo.findRedemption(tx, member.merchantId, member.memberId, requestId);
    if (!existing) throw new AppError('mall.request.reused');
    return replayOf(existing, item.id);
  }
  if (!(await repo.takeStock(tx, item.id))) throw new AppError('mall.out.of.stock');
  const key = `mall:${member.memberId}:${requestId}`;
  try {
    await deps.ledger.transfer(
      {
        merchantId: member.merchantId,
        currency: CURRENCIES.points,
        debit: pointsAccount(member.memberId),
        credit: houseAccount('house.points'),
        amount: item.pricePoints,
        code: 'points_redeem',
        idempotencyKey: `${key}:points`,
        reference: item.code,
      },
      tx,
    );
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficient_funds') throw new AppError('mall.points.insufficient');
    throw error;
  }
  if (item.kind === 'cash' && item.cashAmount && item.cashAmount > 0n) {
    await deps.ledger.transfer(
      {
        merchantId: member.merchantId,
        currency: CURRENCIES.real,
        debit: houseAccount('house.bonus'),
        credit: memberAccount(member.memberId, 'cash'),
        amount: item.cashAmount,
        code: 'bonus',
        idempotencyKey: `${key}:cash`,
        reference: item.code,
      },
      tx,
    );
  }
  return row;
}

export async function getRules(deps: RewardsDeps, merchantId: number): Promise<MallRules> {
  return repo.mallRules(deps.db, merchantId);
}

export async function saveRules(deps: RewardsDeps, merchantId: number, rules: MallRules): Promise<MallRules> {
  await repo.saveMallRules(deps.db, merchantId, rules);
  return rules;
}

const itemValues = (merchantId: number, i: ReturnType<typeof normaliseItem>) => ({ merchantId, ...i });
function normaliseItem(i: OperatorMallItem) {
  return {
    code: i.code,
    kind: i.kind,
    namePt: i.namePt,
    nameEn: i.nameEn,
    pricePoints: BigInt(i.pricePoints),
    cashAmount: i.cashAmount ? parseMoney(i.cashAmount) : null,
    stock: i.stock,
    enabled: i.enabled ?? true,
    sort: i.sort ?? 0,
  };
}

/** Operator view: every item, disabled ones too. */
export async function operatorItems(deps: RewardsDeps, merchantId: number) {
  return (await repo.listItems(deps.db, merchantId, false)).map((i) => ({
    ...itemView(i, 'pt'),
    namePt: i.namePt,
    nameEn: i.nameEn,
    enabled: i.enabled,
    sort: i.sort,
  }));
}

/** Replaces the mall's list: items are saved by code; items left out are disabled (their redemptions stay). */
export async function saveItems(deps: RewardsDeps, merchantId: number, items: OperatorMallItem[]) {
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    for (const item of items) await repo.upsertItem(tx, itemValues(merchantId, normaliseItem(item)));
    await repo.disableItemsExcept(
      tx,
      merchantId,
      items.map((i) => i.code),
    );
  });
  return operatorItems(deps, merchantId);
}

export async function addDemoMall(db: Db, merchantId: number, items: OperatorMallItem[], rules: MallRules): Promise<void> {
  await repo.saveMallRules(db, merchantId, rules, true);
  for (const item of items) await repo.upsertItem(db, itemValues(merchantId, normaliseItem(item)), true);
}
