import {
  formatMinor,
  parseMoney,
  type Adjustment,
  type AdjustmentCreateBody,
  type AdjustmentDecisionBody,
  type AdjustmentReasonCode,
  type AdjustmentsQuery,
} from '@app/contract';
import { AppError } from '../../http/app-error.js';
import * as members from '../members/members.service.js';
import { postAdjustment, prepareAdjustmentAccounts } from './adjustment-ledger.js';
import type { AdjustmentsDeps } from './adjustments.deps.js';
import * as repo from './adjustments.repository.js';
import { actorRef, requireSecondEyes, type MoneyActor } from './four-eyes.js';

export function toAdjustment(row: repo.AdjustmentRow, username: string): Adjustment {
  return {
    id: row.id,
    memberId: row.memberId,
    username,
    direction: row.direction,
    amount: formatMinor(row.amount),
    reasonCode: row.reasonCode as AdjustmentReasonCode,
    reasonText: row.reasonText,
    status: row.status,
    requestedBy: { id: row.requestedById, name: row.requestedByName },
    requestedAt: row.requestedAt.toISOString(),
    decidedBy: row.decidedByName === null ? null : { id: row.decidedById, name: row.decidedByName },
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
    transferId: row.transferId,
  };
}

/** A real-money member of the merchant (a trial account's balance is play money). */
async function adjustableMember(deps: AdjustmentsDeps, merchantId: number, memberId: number) {
  const member = await members.findById(deps, merchantId, memberId);
  if (!member) throw new AppError('player.not.found');
  if (member.isTrial) throw new AppError('adjustment.trial.member');
  return member;
}

/**
 * A manual credit or debit of a member's cash. At or under the threshold it is applied at once: the row and its
 * ledger transfer commit together (a debit above the balance refuses both). Above it, the row waits as `pending`
 * and nothing moves until another operator approves.
 */
export async function requestAdjustment(
  deps: AdjustmentsDeps,
  merchantId: number,
  actor: MoneyActor,
  body: AdjustmentCreateBody,
): Promise<Adjustment> {
  const member = await adjustableMember(deps, merchantId, body.memberId);
  const amount = parseMoney(body.amount);
  const requester = actorRef(actor);
  const now = new Date(deps.clock());
  const values = {
    merchantId,
    memberId: member.id,
    direction: body.direction,
    amount,
    reasonCode: body.reasonCode,
    reasonText: body.reasonText,
    requestedById: requester.id,
    requestedByName: requester.name,
    requestedAt: now,
  };
  if (amount > deps.approvalAbove) {
    return toAdjustment(await repo.insertAdjustment(deps.db, { ...values, status: 'pending' }), member.username);
  }
  await prepareAdjustmentAccounts(deps, merchantId, member.id);
  const applied = await deps.ledger.inTransaction(async (tx) =>
    postAdjustment(deps, tx, await repo.insertAdjustment(tx, { ...values, status: 'applied', decidedAt: now })),
  );
  return toAdjustment(applied, member.username);
}

/**
 * The second operator's decision on a pending adjustment. Approval marks it applied and posts its transfer in one
 * transaction: of several approvals at once, the first holds the row until it commits and the others then find it
 * decided (409); a refused debit (insufficient funds) rolls the approval back and the adjustment stays pending.
 * Returns the adjustment before and after, for the audit log.
 */
export async function decideAdjustment(
  deps: AdjustmentsDeps,
  merchantId: number,
  actor: MoneyActor,
  id: number,
  body: AdjustmentDecisionBody,
): Promise<{ before: Adjustment; after: Adjustment }> {
  const row = await repo.findAdjustment(deps.db, merchantId, id);
  if (!row) throw new AppError('adjustment.not.found');
  const approverId = requireSecondEyes(actor, row.requestedById);
  if (row.status !== 'pending') throw new AppError('adjustment.already.decided');
  const username = (await repo.usernamesOf(deps.db, merchantId, [row.memberId])).get(row.memberId) ?? '';
  const decided = {
    decidedById: approverId,
    decidedByName: actorRef(actor).name,
    decidedAt: new Date(deps.clock()),
    decisionNote: body.note ?? null,
  };
  let after: repo.AdjustmentRow | undefined;
  if (body.decision === 'reject') {
    after = await repo.decidePending(deps.db, id, { ...decided, status: 'rejected' });
  } else {
    await prepareAdjustmentAccounts(deps, merchantId, row.memberId);
    after = await deps.ledger.inTransaction(async (tx) => {
      const applied = await repo.decidePending(tx, id, { ...decided, status: 'applied' });
      return applied && postAdjustment(deps, tx, applied);
    });
  }
  if (!after) throw new AppError('adjustment.already.decided');
  return { before: toAdjustment(row, username), after: toAdjustment(after, username) };
}

/** One page of the merchant's adjustments, newest first, and how many match in all. */
export async function listAdjustments(deps: AdjustmentsDeps, merchantId: number, query: AdjustmentsQuery) {
  const { rows, total } = await repo.listAdjustments(deps.db, {
    merchantId,
    status: query.status,
    memberId: query.memberId,
    requestedById: query.requestedById,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const usernames = await repo.usernamesOf(
    deps.db,
    merchantId,
    rows.map((r) => r.memberId),
  );
  return { list: rows.map((r) => toAdjustment(r, usernames.get(r.memberId) ?? '')), total };
}
