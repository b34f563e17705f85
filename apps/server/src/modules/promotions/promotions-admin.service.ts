import { forbids, type OperatorPromotion, type OperatorPromotionView, type PromotionSchedule, type PromotionState } from '@app/contract';
import type { Db } from '../../db/client.js';
import { violatedUniqueIndex } from '../../db/sql-state.js';
import { AppError } from '../../http/app-error.js';
import { merchantJurisdiction } from '../merchants/jurisdiction.js';
import { isAdvanceBonus, isOpen, notStarted } from './promotion-rules.js';
import type { PromotionsDeps } from './promotions.deps.js';
import * as repo from './promotions.repository.js';

/** Where a promotion stands for players now (only `running` is listed to them). */
export function stateOf(p: repo.PromotionRow, now: number): PromotionState {
  if (!p.enabled) return 'disabled';
  if (isOpen(p, now)) return 'running';
  return notStarted(p, now) ? 'scheduled' : 'ended';
}

const viewOf = (p: repo.PromotionRow, now: number): OperatorPromotionView => ({
  id: p.id,
  code: p.code,
  kind: p.kind,
  category: p.category,
  rules: p.rules,
  enabled: p.enabled,
  startsAt: p.startsAt?.toISOString() ?? null,
  endsAt: p.endsAt?.toISOString() ?? null,
  updatedAt: p.updatedAt.toISOString(),
  state: stateOf(p, now),
});

/** An enabled advance bonus (the deposit bonus) is refused where the jurisdiction forbids it; a disabled one may wait. */
async function assertAllowed(db: Db, merchantId: number, kind: string, enabled: boolean): Promise<void> {
  if (enabled && isAdvanceBonus(kind) && forbids(await merchantJurisdiction(db, merchantId), 'advance_bonus'))
    throw new AppError('promotion.forbidden.jurisdiction');
}

/** A code another promotion of the merchant holds answers promotion.code.taken, not a 500. */
async function codeSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueIndex(error) === 'promotions_merchant_code_uq') throw new AppError('promotion.code.taken');
    throw error;
  }
}

const columnsOf = (p: OperatorPromotion) => ({
  code: p.code,
  kind: p.kind,
  category: p.category,
  rules: p.rules as Record<string, unknown>,
  enabled: p.enabled,
  startsAt: p.startsAt ? new Date(p.startsAt) : null,
  endsAt: p.endsAt ? new Date(p.endsAt) : null,
});

export async function listForOperator(deps: PromotionsDeps, merchantId: number): Promise<OperatorPromotionView[]> {
  const now = deps.clock();
  return (await repo.allPromotions(deps.db, merchantId)).map((p) => viewOf(p, now));
}

/** One promotion as the editor reads it (and the audit row's `before`); null when the merchant has none of that id. */
export async function findForOperator(deps: PromotionsDeps, merchantId: number, id: number): Promise<OperatorPromotionView | null> {
  const row = await repo.findPromotion(deps.db, merchantId, id);
  return row ? viewOf(row, deps.clock()) : null;
}

export async function createPromotion(deps: PromotionsDeps, merchantId: number, p: OperatorPromotion): Promise<OperatorPromotionView> {
  await assertAllowed(deps.db, merchantId, p.kind, p.enabled);
  const row = await codeSafe(() => repo.insertPromotion(deps.db, { merchantId, ...columnsOf(p) }));
  if (!row) throw new AppError('promotion.code.taken');
  return viewOf(row, deps.clock());
}

/**
 * Replaces a promotion's code, category, rules, schedule and switch. Its kind stays: members' entries, applications and
 * payouts were made under it, so another kind is another promotion.
 */
export async function editPromotion(deps: PromotionsDeps, merchantId: number, id: number, p: OperatorPromotion) {
  const found = await repo.findPromotion(deps.db, merchantId, id);
  if (!found) throw new AppError('promotion.not.found');
  if (found.kind !== p.kind) throw new AppError('promotion.kind.fixed');
  await assertAllowed(deps.db, merchantId, p.kind, p.enabled);
  const row = await codeSafe(() => repo.updatePromotion(deps.db, merchantId, id, columnsOf(p)));
  return viewOf(row!, deps.clock());
}

async function change(deps: PromotionsDeps, merchantId: number, id: number, changes: Parameters<typeof repo.updatePromotion>[3]) {
  const row = await repo.updatePromotion(deps.db, merchantId, id, changes);
  if (!row) throw new AppError('promotion.not.found');
  return viewOf(row, deps.clock());
}

export async function setEnabled(deps: PromotionsDeps, merchantId: number, id: number, enabled: boolean) {
  const found = await repo.findPromotion(deps.db, merchantId, id);
  if (!found) throw new AppError('promotion.not.found');
  await assertAllowed(deps.db, merchantId, found.kind, enabled);
  return change(deps, merchantId, id, { enabled });
}

export const setSchedule = (deps: PromotionsDeps, merchantId: number, id: number, s: PromotionSchedule) =>
  change(deps, merchantId, id, {
    startsAt: s.startsAt ? new Date(s.startsAt) : null,
    endsAt: s.endsAt ? new Date(s.endsAt) : null,
  });
