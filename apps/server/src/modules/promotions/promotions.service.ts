import { forbids, formatMinor, type Language, type MemberPromotion, type OperatorPromotion, type PromotionLabel } from '@app/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { promotionTitles, type Viewer } from '../content/content.service.js';
import { CURRENCIES, houseAccount, memberAccount } from '../ledger/ledger-accounts.js';
import { paidDepositCount } from '../payments/deposits.service.js';
import type { CreditedDeposit } from '../payments/payments.deps.js';
import * as rounds from '../ledger/ledger-rounds.js';
import { merchantJurisdiction } from '../merchants/jurisdiction.js';
import { brazilDay, depositBonus, depositRulesOf, isAdvanceBonus, isOpen, notStarted } from './promotion-rules.js';
import type { ApplicationRow } from './applications.repository.js';
import { latestApplications } from './applications.service.js';
import { memberCashback } from './cashback.service.js';
import type { PromotionMember, PromotionsDeps } from './promotions.deps.js';
import * as repo from './promotions.repository.js';

const DAY_MS = 86_400_000;
const bonusAccount = (memberId: number) => memberAccount(memberId, 'bonus');

/** A promotion as the operator saves it (PUT by code), with its id; null when the merchant has no promotion of that code. */
export async function operatorPromotion(deps: PromotionsDeps, merchantId: number, code: string) {
  const row = await repo.findByCode(deps.db, merchantId, code);
  if (!row) return null;
  const { id, kind, category, rules, enabled, startsAt, endsAt } = row;
  return { id, code, kind, category, rules, enabled, startsAt: startsAt?.toISOString() ?? null, endsAt: endsAt?.toISOString() ?? null };
}

/** Whether the merchant's jurisdiction forbids advance bonuses (the deposit bonus): not offered, joined or granted. */
async function advanceBonusForbidden(db: Db, merchantId: number): Promise<boolean> {
  return forbids(await merchantJurisdiction(db, merchantId), 'advance_bonus');
}

/** An enabled advance bonus is refused where the jurisdiction forbids it; a disabled one may be kept for another market. */
export async function savePromotion(deps: PromotionsDeps, merchantId: number, p: OperatorPromotion): Promise<repo.PromotionRow> {
  if (p.enabled && isAdvanceBonus(p.kind) && (await advanceBonusForbidden(deps.db, merchantId)))
    throw new AppError('promotion.forbidden.jurisdiction');
  return repo.upsertPromotion(deps.db, {
    merchantId,
    code: p.code,
    kind: p.kind,
    category: p.category,
    rules: p.rules,
    enabled: p.enabled,
    startsAt: p.startsAt ? new Date(p.startsAt) : null,
    endsAt: p.endsAt ? new Date(p.endsAt) : null,
  });
}

/**
 * Joins a deposit bonus: the entry waits for the next qualifying deposit.
 * A first-deposit bonus is refused to a member who has deposited already.
 */
export async function joinPromotion(deps: PromotionsDeps, member: PromotionMember, promotionId: number) {
  const promotion = await repo.findPromotion(deps.db, member.merchantId, promotionId);
  if (!promotion || !promotion.enabled || promotion.kind !== 'deposit_bonus') throw new AppError('promotion.not.found');
  if (await advanceBonusForbidden(deps.db, member.merchantId)) throw new AppError('promotion.forbidden.jurisdiction');
  if (!isOpen(promotion, deps.clock())) throw new AppError('promotion.not.open');
  if (depositRulesOf(promotion).firstDepositOnly && (await paidDepositCount(deps.db, member.merchantId, member.memberId)) > 0)
    throw new AppError('promotion.not.eligible');
  const entry = await repo.insertEntry(deps.db, {
    merchantId: member.merchantId,
    promotionId,
    memberId: member.memberId,
    joinedAt: new Date(deps.clock()),
  });
  if (!entry) throw new AppError('promotion.already.joined');
  return entry;
}

/**
 * Inside the deposit's credit transaction: the member's oldest joined entry
 * that this deposit qualifies for gets its bonus (house.bonus → bonus, key
 * promo:<entry>:grant) and starts wagering. One deposit feeds one bonus.
 */
export async function grantDepositBonus(deps: PromotionsDeps, tx: Db, deposit: CreditedDeposit): Promise<void> {
  // Entries joined before the merchant switched to such a jurisdiction stay joined and get nothing.
  if (await advanceBonusForbidden(tx, deposit.merchantId)) return;
  const joined = await repo.lockEntries(tx, deposit.merchantId, deposit.memberId, 'joined');
  const now = deps.clock();
  for (const entry of joined) {
    const promotion = await repo.findPromotion(tx, deposit.merchantId, entry.promotionId);
    if (!promotion || !isOpen(promotion, now)) continue;
    const rules = depositRulesOf(promotion);
    // This deposit is already counted as paid: a first deposit is the only paid one.
    if (rules.firstDepositOnly && (await paidDepositCount(tx, deposit.merchantId, deposit.memberId)) > 1) {
      await repo.updateEntry(tx, entry.id, { status: 'close', closedAt: new Date(now) });
      continue;
    }
    const bonus = depositBonus(rules, deposit.amount);
    if (bonus === 0n) continue;
    await deps.ledger.transfer(
      {
        merchantId: deposit.merchantId,
        currency: CURRENCIES.real,
        debit: houseAccount('house.bonus'),
        credit: bonusAccount(deposit.memberId),
        amount: bonus,
        code: 'bonus',
        idempotencyKey: `promo:${entry.id}:grant`,
        reference: promotion.code,
      },
      tx,
    );
    const target = bonus * BigInt(rules.wageringMultiplier);
    await repo.updateEntry(tx, entry.id, {
      status: 'process',
      bonus,
      wageringTarget: target,
      depositRef: deposit.orderNo,
      grantedAt: new Date(now),
      expiresAt: new Date(now + rules.expiryDays * DAY_MS),
    });
    if (target === 0n) await finishEntry(deps, tx, entry.id, 'issued');
    return;
  }
}

/**
 * Moves a bonus in wagering to cash (issued) or back to the house (close, forfeited), once: the entry is locked and must
 * still be in process.
 */
async function finishEntry(deps: PromotionsDeps, tx: Db, entryId: number, outcome: 'issued' | 'close'): Promise<boolean> {
  const entry = await repo.lockEntry(tx, entryId);
  if (!entry || entry.status !== 'process') return false;
  const promotion = await repo.findPromotion(tx, entry.merchantId, entry.promotionId);
  const [debit, credit, key] =
    outcome === 'issued'
      ? [bonusAccount(entry.memberId), memberAccount(entry.memberId, 'cash'), `promo:${entry.id}:release`]
      : [bonusAccount(entry.memberId), houseAccount('house.bonus'), `promo:${entry.id}:forfeit`];
  if (entry.bonus > 0n) {
    await deps.ledger.transfer(
      {
        merchantId: entry.merchantId,
        currency: CURRENCIES.real,
        debit,
        credit,
        amount: entry.bonus,
        code: 'bonus',
        idempotencyKey: key,
        ...(promotion && { reference: promotion.code }),
      },
      tx,
    );
  }
  await repo.updateEntry(tx, entry.id, { status: outcome, closedAt: new Date(deps.clock()) });
  return true;
}

/** Stakes counted towards an entry's wagering (settled rounds in real money since the grant). */
const wageringDone = (deps: PromotionsDeps, entry: repo.EntryRow) =>
  entry.grantedAt ? rounds.turnoverSince(deps, entry.merchantId, entry.memberId, CURRENCIES.real, entry.grantedAt) : Promise.resolve(0n);

/**
 * Brings an entry in wagering up to date: met → the bonus turns into cash;
 * past its expiry unmet → forfeited. Safe to run any number of times and
 * concurrently (finishEntry locks and re-checks).
 */
export async function settleEntry(deps: PromotionsDeps, entry: repo.EntryRow): Promise<{ status: repo.EntryRow['status']; done: bigint }> {
  if (entry.status !== 'process') return { status: entry.status, done: 0n };
  const done = await wageringDone(deps, entry);
  const outcome =
    done >= entry.wageringTarget ? 'issued' : entry.expiresAt && entry.expiresAt.getTime() <= deps.clock() ? 'close' : undefined;
  if (!outcome) return { status: 'process', done };
  await deps.ledger.prepareAccounts(entry.merchantId, CURRENCIES.real, [
    bonusAccount(entry.memberId),
    memberAccount(entry.memberId, 'cash'),
    houseAccount('house.bonus'),
  ]);
  await deps.ledger.inTransaction((tx) => finishEntry(deps, tx, entry.id, outcome));
  return { status: outcome, done };
}

/** The sweep of the background job: every entry in wagering, oldest first. */
export async function settleAll(deps: PromotionsDeps, batch = 500): Promise<number> {
  let finished = 0;
  for (const entry of await repo.entriesInProcess(deps.db, batch)) {
    if ((await settleEntry(deps, entry)).status !== 'process') finished += 1;
  }
  return finished;
}

const applicationLabel = { applying: 'applying', approved: 'issued', rejected: 'rejected' } as const;

function labelOf(
  promotion: repo.PromotionRow,
  entry: repo.EntryRow | undefined,
  application: ApplicationRow | undefined,
  signedToday: boolean,
  now: number,
  member = false,
): PromotionLabel {
  // A rejected application shows as rejected (with its reason); the member may apply again while the promotion runs.
  if (promotion.kind === 'manual' && application) return applicationLabel[application.status];
  if (promotion.kind === 'sign_in')
    return notStarted(promotion, now) ? 'coming_soon' : !isOpen(promotion, now) ? 'close' : signedToday ? 'claimed' : 'claim';
  // Every member takes part in a cashback without joining; a guest's "join" leads to the login.
  if (promotion.kind === 'cashback')
    return notStarted(promotion, now) ? 'coming_soon' : !isOpen(promotion, now) ? 'close' : member ? 'joined' : 'join';
  if (entry) return entry.status;
  return notStarted(promotion, now) ? 'coming_soon' : isOpen(promotion, now) ? 'join' : 'close';
}

/** Who reads the list, for the promotions' names: the language and the viewer the promotions page has. */
export interface PromotionReader {
  language: Language;
  viewer: Viewer;
}

/**
 * Every running promotion with the member's state in it (entries in wagering are brought up to date first), named as
 * the reader's promotions page names it (no reader: no names).
 */
export async function memberPromotions(
  deps: PromotionsDeps,
  merchantId: number,
  member: PromotionMember | undefined,
  reader?: PromotionReader,
): Promise<MemberPromotion[]> {
  const now = deps.clock();
  // The referral scheme has its own page (/m/inviteFriends), nothing to join or claim here.
  const noAdvanceBonus = await advanceBonusForbidden(deps.db, merchantId);
  const entries = member ? await repo.memberEntries(deps.db, member.merchantId, member.memberId) : [];
  // A promotion outside its schedule leaves the list (the operator's schedule is what players see), except one in
  // which the member's bonus is still being wagered: its progress stays in view until it is released or forfeited.
  const wagering = (p: repo.PromotionRow) => entries.some((e) => e.promotionId === p.id && e.status === 'process');
  const list = (await repo.listPromotions(deps.db, merchantId)).filter(
    (p) => p.kind !== 'referral' && !(noAdvanceBonus && isAdvanceBonus(p.kind)) && (isOpen(p, now) || wagering(p)),
  );
  const signedToday = member ? (await repo.recentSignIns(deps.db, member.merchantId, member.memberId, [brazilDay(now)])).length > 0 : false;
  const applications = member ? await latestApplications(deps, member) : [];
  // The turnover read while settling is the progress shown: one query per entry in wagering.
  const doneOf = new Map<number, bigint>();
  for (const entry of entries) {
    if (entry.status !== 'process') continue;
    const settled = await settleEntry(deps, entry);
    entry.status = settled.status;
    doneOf.set(entry.id, settled.done);
  }
  const titles = reader ? await promotionTitles(deps, { merchantId, ...reader }) : new Map<number, string>();
  const cashbackOf = new Map<number, MemberPromotion['cashback']>();
  for (const promotion of list) {
    if (member && promotion.kind === 'cashback') cashbackOf.set(promotion.id, await memberCashback(deps, promotion, member, entries));
  }
  return list.map((promotion): MemberPromotion => {
    const cashback = cashbackOf.get(promotion.id) ?? null;
    // A cashback has one entry per period paid: its state is `cashback`, not `entry`.
    const entry = promotion.kind === 'cashback' ? undefined : entries.find((e) => e.promotionId === promotion.id);
    const application = applications.find((a) => a.promotionId === promotion.id);
    const done = entry?.status === 'process' ? (doneOf.get(entry.id) ?? 0n) : entry?.status === 'issued' ? entry.wageringTarget : 0n;
    return {
      id: promotion.id,
      code: promotion.code,
      kind: promotion.kind,
      category: promotion.category,
      label: labelOf(promotion, entry, application, signedToday, now, cashback !== null),
      title: titles.get(promotion.id) ?? null,
      startsAt: promotion.startsAt?.toISOString() ?? null,
      endsAt: promotion.endsAt?.toISOString() ?? null,
      rules: promotion.rules as MemberPromotion['rules'],
      entry: entry
        ? {
            status: entry.status,
            bonus: formatMinor(entry.bonus),
            wageringTarget: formatMinor(entry.wageringTarget),
            wageringDone: formatMinor(done < entry.wageringTarget ? done : entry.wageringTarget),
            joinedAt: entry.joinedAt.toISOString(),
            expiresAt: entry.expiresAt?.toISOString() ?? null,
          }
        : null,
      application: application
        ? { status: application.status, reason: application.reason, createdAt: application.createdAt.toISOString() }
        : null,
      cashback,
    };
  });
}
