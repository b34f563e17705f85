import type { KycDocumentDecision, KycReview, KycReviewsQuery, RevocationReason } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import * as protection from '../protection/protection.service.js';
import type { KycDeps, MemberKey } from './kyc.deps.js';
import * as repo from './kyc.repository.js';
import { queuePage, type ReviewRow } from './kyc-review.repository.js';
import { settle } from './kyc-state.js';

const iso = (at: Date | null | undefined) => at?.toISOString() ?? null;

function reviewOf(member: ReviewRow, row: repo.KycRow | undefined, types: Map<number, string>, required: boolean): KycReview {
  const file = (id: number | null | undefined) => (id ? { id, contentType: types.get(id) ?? 'application/octet-stream' } : null);
  return {
    memberId: member.memberId,
    username: member.username,
    cpf: member.cpf,
    birthDate: member.birthday ?? row?.declaredBirthDate ?? null,
    fullName: row?.fullName ?? null,
    required,
    registry: {
      status: row?.cpfStatus ?? null,
      checkedAt: iso(row?.cpfCheckedAt),
      nameMatch: row?.nameMatch ?? null,
      birthDateMatch: row?.birthdateMatch ?? null,
      adult: row?.adult ?? null,
      name: row?.registryName ?? null,
    },
    liveness: {
      state: row?.liveness ?? 'none',
      score: row?.livenessScore ?? null,
      at: iso(row?.livenessAt),
      selfie: file(row?.selfieFileId),
    },
    document: {
      state: row?.documentState ?? 'none',
      kind: row?.documentKind ?? null,
      reason: row?.documentReason ?? null,
      submittedAt: iso(row?.documentSubmittedAt),
      decidedAt: iso(row?.documentDecidedAt),
      decidedBy: row?.documentDecidedBy ?? null,
      front: file(row?.frontFileId),
      back: file(row?.backFileId),
    },
    verifiedAt: iso(row?.verifiedAt),
    revoked:
      row?.revokedAt && row.revokedReason ? { at: row.revokedAt.toISOString(), reason: row.revokedReason, by: row.revokedBy ?? '' } : null,
    alertAt: iso(row?.alertAt),
  };
}

const fileIds = (row: repo.KycRow | undefined) => [row?.selfieFileId, row?.frontFileId, row?.backFileId].filter((id): id is number => !!id);

/** One member's verification for the back office; a member of another merchant is not found, like one that does not exist. */
export async function memberReview(deps: KycDeps, key: MemberKey): Promise<KycReview> {
  const [identity, row, required] = await Promise.all([
    repo.identityOf(deps.db, key),
    repo.find(deps.db, key),
    protection.identityRequired(deps, key.merchantId),
  ]);
  if (!identity) throw new AppError('player.not.found');
  const types = await repo.fileTypes(deps.db, key.merchantId, fileIds(row));
  return reviewOf(
    { memberId: key.memberId, username: identity.username, cpf: identity.cpf, birthday: identity.birthday },
    row,
    types,
    required,
  );
}

/** A queue page (documents waiting, or the register's alerts), each row as the review shows it. */
export async function reviewQueue(deps: KycDeps, merchantId: number, query: KycReviewsQuery) {
  const page = await queuePage(deps.db, merchantId, query.queue, query.page, query.limit);
  const rows = await Promise.all(page.list.map((member) => repo.find(deps.db, { merchantId, memberId: member.memberId })));
  const types = await repo.fileTypes(deps.db, merchantId, rows.flatMap(fileIds));
  const required = await protection.identityRequired(deps, merchantId);
  return { list: page.list.map((member, i) => reviewOf(member, rows[i], types, required)), total: page.total };
}

/**
 * The operator's decision on the document waiting for review, once (the row is locked and must be pending). An
 * approval that completes the steps verifies the identity in the same transaction, and with it opens deposits and
 * play (protection.markIdentityVerified); a rejection names its reason, which the player reads, and lets them upload again.
 */
export async function decideDocument(deps: KycDeps, key: MemberKey, decision: KycDocumentDecision, by: string): Promise<void> {
  if (!(await repo.identityOf(deps.db, key))) throw new AppError('player.not.found');
  const now = new Date(deps.clock());
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockOrCreate(tx, key);
    if (row.documentState !== 'pending') throw new AppError('kyc.document.state');
    await repo.update(tx, key, {
      documentState: decision.decision === 'approve' ? 'approved' : 'rejected',
      documentReason: decision.decision === 'reject' ? decision.reason : null,
      documentDecidedAt: now,
      documentDecidedBy: by,
      updatedAt: now,
    });
    await settle({ ...deps, db: tx }, key);
  });
}

/**
 * Takes a verified identity back (a document found fake, the register changed): deposits and play close again under
 * BR in the same transaction (markIdentityVerified with null), and the selfie and the document are asked again. The
 * CPF check is kept unless the register is the reason; the files stay for the record.
 */
export async function revoke(deps: KycDeps, key: MemberKey, reason: RevocationReason, by: string): Promise<void> {
  if (!(await repo.identityOf(deps.db, key))) throw new AppError('player.not.found');
  const now = new Date(deps.clock());
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockOrCreate(tx, key);
    if (!row.verifiedAt) throw new AppError('kyc.not.verified');
    const registry =
      reason === 'registry_changed' ? { cpfStatus: null, cpfCheckedAt: null, nameMatch: null, birthdateMatch: null, adult: null } : {};
    await repo.update(tx, key, {
      ...registry,
      verifiedAt: null,
      revokedAt: now,
      revokedReason: reason,
      revokedBy: by,
      liveness: 'none',
      livenessScore: null,
      livenessAt: null,
      documentState: 'none',
      documentReason: null,
      documentDecidedAt: null,
      documentDecidedBy: null,
      updatedAt: now,
    });
    await protection.markIdentityVerified({ ...deps, db: tx }, key, null);
  });
}

/** A stored file for the reviewer: the member's own file of this merchant, with the type its bytes were sniffed as. */
export async function fileOf(deps: KycDeps, merchantId: number, id: number) {
  const file = await repo.findFile(deps.db, merchantId, id);
  const stream = file && (await deps.store.get(file.key));
  if (!file || !stream) throw new AppError('kyc.file.not.found');
  return { contentType: file.contentType, bytes: file.bytes, stream };
}
