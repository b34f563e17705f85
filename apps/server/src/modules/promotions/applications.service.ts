import { formatMinor, manualRulesSchema, parseMoney, type OperatorApplication } from '@app/contract';
import { AppError, FieldsError } from '../../http/app-error.js';
import { CURRENCIES, houseAccount, memberAccount } from '../ledger/ledger-accounts.js';
import * as repo from './applications.repository.js';
import { isOpen } from './promotion-rules.js';
import * as promotions from './promotions.repository.js';
import type { PromotionMember, PromotionsDeps } from './promotions.deps.js';

/** What the file says it is, by its first bytes: a data URL's declared type is not trusted. */
export function sniffImage(bytes: Buffer): 'image/jpeg' | 'image/png' | undefined {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  return undefined;
}

const MAX_PICTURE_BYTES = 5_242_880;

function decodePictures(pictures: string[]) {
  return pictures.map((url) => {
    const bytes = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
    const contentType = sniffImage(bytes);
    if (!contentType) throw new FieldsError([{ path: 'pictures', key: 'activity_image_type' }]);
    if (bytes.length > MAX_PICTURE_BYTES) throw new FieldsError([{ path: 'pictures', key: 'activity_apply_remark_limit3' }]);
    return { contentType, bytes };
  });
}

/**
 * Files an application for a manual promotion: remarks and pictures as its
 * rules require (SPEC §5). One under review at a time per promotion; after a
 * decision the member may apply again.
 */
export async function apply(
  deps: PromotionsDeps,
  member: PromotionMember,
  input: { promotionId: number; remarks: string; pictures: string[] },
) {
  const promotion = await promotions.findPromotion(deps.db, member.merchantId, input.promotionId);
  if (!promotion || !promotion.enabled || promotion.kind !== 'manual') throw new AppError('promotion.not.found');
  if (!isOpen(promotion, deps.clock())) throw new AppError('promotion.not.open');
  const rules = manualRulesSchema.parse(promotion.rules);
  if (rules.remarkRequired && input.remarks.length === 0) throw new FieldsError([{ path: 'remarks', key: 'remarks_required' }]);
  if (rules.imageRequired && input.pictures.length === 0) throw new FieldsError([{ path: 'pictures', key: 'pictures_required' }]);
  const pictures = decodePictures(input.pictures);
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertApplication(tx, {
      merchantId: member.merchantId,
      promotionId: promotion.id,
      memberId: member.memberId,
      remarks: input.remarks,
      reward: parseMoney(rules.reward),
      createdAt: new Date(deps.clock()),
    });
    if (!row) throw new AppError('application.pending');
    await repo.insertPictures(tx, row.id, pictures);
    return { id: row.id, status: row.status };
  });
}

export async function operatorApplications(
  deps: PromotionsDeps,
  merchantId: number,
  status: OperatorApplication['status'] | undefined,
  limit: number,
): Promise<OperatorApplication[]> {
  const rows = await repo.listForOperator(deps.db, merchantId, status, limit);
  // Disabled promotions too: their applications still wait for a decision.
  const codes = new Map((await promotions.allPromotions(deps.db, merchantId)).map((p) => [p.id, p.code]));
  return rows.map(({ application: a, pictures, username }) => ({
    id: a.id,
    promotionId: a.promotionId,
    promotionCode: codes.get(a.promotionId) ?? String(a.promotionId),
    memberId: a.memberId,
    username: username ?? String(a.memberId),
    remarks: a.remarks,
    pictures,
    status: a.status,
    reward: formatMinor(a.reward),
    reason: a.reason,
    createdAt: a.createdAt.toISOString(),
    decidedAt: a.decidedAt?.toISOString() ?? null,
  }));
}

/** Where an application stands (the audit row's `before` of a decision); null when the merchant has none of that id. */
export async function applicationStatus(deps: PromotionsDeps, merchantId: number, id: number) {
  const row = await repo.findApplication(deps.db, merchantId, id);
  return row ? { status: row.status } : null;
}

/**
 * The operator's decision, once: the application row is locked and must be
 * under review; approval pays the reward (house.bonus → cash, key
 * promo:application:<id>) in the same transaction.
 */
export async function decideApplication(
  deps: PromotionsDeps,
  merchantId: number,
  id: number,
  decision: 'approve' | 'reject',
  reason: string | undefined,
) {
  const found = await repo.findApplication(deps.db, merchantId, id);
  if (!found) throw new AppError('application.not.found');
  const memberId = found.memberId;
  await deps.ledger.prepareAccounts(merchantId, CURRENCIES.real, [memberAccount(memberId, 'cash'), houseAccount('house.bonus')]);
  const paid = await deps.ledger.inTransaction(async (tx) => {
    const row = await repo.lockApplication(tx, merchantId, id);
    if (!row) throw new AppError('application.not.found');
    if (row.status !== 'applying') throw new AppError('application.state.invalid');
    if (decision === 'approve' && row.reward > 0n) {
      await deps.ledger.transfer(
        {
          merchantId,
          currency: CURRENCIES.real,
          debit: houseAccount('house.bonus'),
          credit: memberAccount(row.memberId, 'cash'),
          amount: row.reward,
          code: 'bonus',
          idempotencyKey: `promo:application:${row.id}`,
          reference: `application:${row.id}`,
        },
        tx,
      );
    }
    await repo.decide(tx, row.id, {
      status: decision === 'approve' ? 'approved' : 'rejected',
      reason: reason ?? null,
      decidedAt: new Date(deps.clock()),
    });
    return decision === 'approve' ? row.reward : 0n;
  });
  if (paid > 0n) deps.notify?.({ merchantId, memberId, kind: 'reward_issued', amount: paid });
  const decided = (await repo.findApplication(deps.db, merchantId, id))!;
  return { id: decided.id, status: decided.status, reason: decided.reason, reward: formatMinor(decided.reward) };
}

export const applicationPicture = (deps: PromotionsDeps, merchantId: number, id: number, n: number) =>
  repo.picture(deps.db, merchantId, id, n);
export const latestApplications = (deps: PromotionsDeps, member: PromotionMember) =>
  repo.latestOfMember(deps.db, member.merchantId, member.memberId);
