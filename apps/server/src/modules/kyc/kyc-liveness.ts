import { KYC_LIMITS, type KycLivenessSession } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import { dayOf } from '../../infra/merchant-day.js';
import { sniffImage } from './file-type.js';
import type { KycDeps, MemberKey } from './kyc.deps.js';
import * as repo from './kyc.repository.js';
import { keepFile, decodeUpload } from './kyc-files.js';
import { cpfPassed, settle } from './kyc-state.js';
import { LIVENESS_SESSION_TTL_MS, LivenessUnavailable, type LivenessResult, type SandboxLivenessCheck } from './liveness-check.js';
import * as sessions from './liveness-sessions.repository.js';

async function unlessUnavailable<T>(deps: KycDeps, key: MemberKey, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof LivenessUnavailable)) throw error;
    deps.log.warn(
      { memberId: key.memberId, cause: error.reason, adapter: deps.liveness.name },
      'kyc: the liveness provider is unavailable',
    );
    throw new AppError('kyc.liveness.unavailable');
  }
}

/** A step a member may take only once the CPF check passed and while the identity is not verified yet. */
async function requireCpfStep(deps: KycDeps, key: MemberKey): Promise<void> {
  const row = await repo.find(deps.db, key);
  if (row?.verifiedAt) throw new AppError('kyc.already.verified');
  if (!cpfPassed(row)) throw new AppError('kyc.step.required', { step: 'cpf' });
}

/**
 * Step 2 begins: the provider opens a session (counted first, KYC_LIMITS.livenessSessionsPerDay per merchant day)
 * and says where the selfie is taken; the session is recorded as the member's, so only they can complete it.
 */
export async function startLiveness(deps: KycDeps, key: MemberKey): Promise<KycLivenessSession> {
  await requireCpfStep(deps, key);
  const now = deps.clock();
  if (!(await repo.claimAttempt(deps.db, key, 'liveness', dayOf(now), KYC_LIMITS.livenessSessionsPerDay))) {
    throw new AppError('kyc.attempts.exceeded');
  }
  const session = await unlessUnavailable(deps, key, () => deps.liveness.startSession(key));
  await sessions.insertSession(deps.db, { id: session.sessionId, ...key, adapter: deps.liveness.name, createdAt: new Date(now) });
  return { ...session, sandbox: deps.liveness.name === 'sandbox' };
}

async function ownSession(deps: KycDeps, key: MemberKey, sessionId: string) {
  const session = await sessions.findMemberSession(deps.db, key, sessionId);
  if (!session) throw new AppError('kyc.liveness.not.found');
  return session;
}

/** Records a complete session's outcome on the member (the latest session decides), then settles the verification. */
async function record(deps: KycDeps, key: MemberKey, sessionId: string, result: LivenessResult): Promise<void> {
  if (result.status === 'pending') throw new AppError('kyc.liveness.pending');
  const now = new Date(deps.clock());
  if (result.status === 'expired') {
    await sessions.completeSession(deps.db, sessionId, { status: 'expired', score: null, at: now });
    throw new AppError('kyc.liveness.not.found');
  }
  const session = await ownSession(deps, key, sessionId);
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockOrCreate(tx, key);
    if (row.verifiedAt) throw new AppError('kyc.already.verified');
    await sessions.completeSession(tx, sessionId, { status: result.passed ? 'succeeded' : 'failed', score: result.score, at: now });
    await repo.update(tx, key, {
      liveness: result.passed ? 'passed' : 'failed',
      livenessScore: result.score,
      livenessAt: now,
      selfieFileId: session.fileId,
      updatedAt: now,
    });
    await settle({ ...deps, db: tx }, key);
  });
}

/**
 * The sandbox's capture (KYC_LIVENESS=sandbox only): the selfie the player took on the site is kept (an image only;
 * anything else is scored without being stored) and scored, and the outcome recorded.
 */
export async function uploadSelfie(deps: KycDeps, key: MemberKey, sessionId: string, image: string): Promise<void> {
  if (deps.liveness.name !== 'sandbox') throw new AppError('kyc.sandbox.only');
  await requireCpfStep(deps, key);
  const session = await ownSession(deps, key, sessionId);
  const expired = deps.clock() - session.createdAt.getTime() > LIVENESS_SESSION_TTL_MS;
  if (session.status !== 'created' || expired) throw new AppError('kyc.liveness.not.found');
  // Any bytes within the size limit: the sandbox scores a non-image 0 rather than refusing it, and keeps only images.
  const { bytes } = decodeUpload(image, () => 'application/octet-stream');
  const contentType = sniffImage(bytes);
  if (contentType) {
    const fileId = await keepFile(deps.db, deps.store, key, 'selfie', { bytes, contentType }, new Date(deps.clock()));
    await sessions.attachFile(deps.db, sessionId, fileId);
  }
  await (deps.liveness as SandboxLivenessCheck).capture(sessionId, bytes);
  await record(deps, key, sessionId, await deps.liveness.result(sessionId));
}

/** After a provider's own capture page: its result for the session, recorded. */
export async function fetchLivenessResult(deps: KycDeps, key: MemberKey, sessionId: string): Promise<void> {
  await requireCpfStep(deps, key);
  const session = await ownSession(deps, key, sessionId);
  if (session.status !== 'created') throw new AppError('kyc.liveness.not.found');
  await record(deps, key, sessionId, await unlessUnavailable(deps, key, () => deps.liveness.result(sessionId)));
}
