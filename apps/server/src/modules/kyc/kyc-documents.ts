import type { KycDocumentBody } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import { sniffDocument } from './file-type.js';
import type { KycDeps, MemberKey } from './kyc.deps.js';
import * as repo from './kyc.repository.js';
import { decodeUpload, keepFile } from './kyc-files.js';
import { cpfPassed } from './kyc-state.js';

/**
 * Step 3: the front and back of an RG or CNH (photos, or the CNH's PDF), checked by their first bytes and size, kept
 * in the file store and put in the back office's queue. Allowed after the CPF check passed, and again after a
 * rejection; refused while one waits for review or after approval.
 */
export async function uploadDocument(deps: KycDeps, key: MemberKey, body: KycDocumentBody): Promise<void> {
  const front = decodeUpload(body.front, sniffDocument);
  const back = decodeUpload(body.back, sniffDocument);
  const before = await repo.find(deps.db, key);
  if (before?.verifiedAt) throw new AppError('kyc.already.verified');
  if (!cpfPassed(before)) throw new AppError('kyc.step.required', { step: 'cpf' });
  if (before?.documentState === 'pending' || before?.documentState === 'approved') throw new AppError('kyc.document.state');
  const now = new Date(deps.clock());
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockOrCreate(tx, key);
    // Re-read under the lock: two uploads at once file one document.
    if (row.verifiedAt) throw new AppError('kyc.already.verified');
    if (row.documentState === 'pending' || row.documentState === 'approved') throw new AppError('kyc.document.state');
    const frontFileId = await keepFile(tx, deps.store, key, 'document_front', front, now);
    const backFileId = await keepFile(tx, deps.store, key, 'document_back', back, now);
    await repo.update(tx, key, {
      documentState: 'pending',
      documentKind: body.kind,
      documentReason: null,
      frontFileId,
      backFileId,
      documentSubmittedAt: now,
      documentDecidedAt: null,
      documentDecidedBy: null,
      updatedAt: now,
    });
  });
}
